import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../../test/utils';
import { callsTo } from '../../../test/utils';
import { InquiryDetailsDialog } from './InquiryDetailsDialog';
import {
  inboxAnswer,
  renderInbox,
  speakingRequestDialogProps,
  speakingRequest,
  toasts,
} from '../../../test/inbox';

const MERGE = 'POST /api/admin/speaking-requests/sr1/merge';
const acme = speakingRequest();
const again = speakingRequest({
  id: 'sr2',
  email: 'Jordan@Acme.example',
  eventType: 'workshop',
  createdAt: '2026-03-02T10:00:00.000Z',
});
const stranger = speakingRequest({ id: 'sr3', email: 'jordan@acme.example.org' });

function renderDialog(handlers: Handlers = {}) {
  return renderInbox(
    '/admin/bookings?id=sr1',
    <InquiryDetailsDialog {...speakingRequestDialogProps({ item: acme })} />,
    {
      'GET /api/admin/speaking-requests': inboxAnswer('speaking', [acme, again, stranger]),
      [MERGE]: { status: 204 },
      ...handlers,
    },
  );
}

describe('merging a duplicate from the details dialog', () => {
  it("lists the sender's other requests only (the same address, any case) and merges one after a confirmation", async () => {
    const { user, fetchMock } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
    const section = await within(dialog).findByRole('region', {
      name: 'Other speaking requests from this sender',
    });
    const buttons = within(section).getAllByRole('button', { name: /^Merge / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Merge Workshop for Acme Corp, sent Mar 2, 2026, into this speaking request',
    ]);
    await user.click(buttons[0]);
    const confirm = await screen.findByRole('dialog', { name: 'Merge Duplicate' });
    expect(confirm).toHaveTextContent('The sender is not told');
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(callsTo(fetchMock, MERGE)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, MERGE)[0][1]?.body))).toEqual({
      duplicateId: 'sr2',
    });
    expect(await within(toasts()).findByText('Duplicate Merged')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Merge Duplicate' })).not.toBeInTheDocument(),
    );
  });

  it('shows a refusal in the confirmation and keeps it open', async () => {
    const { user } = renderDialog({
      [MERGE]: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Only inquiries from the same sender (the same e-mail address) can be merged.',
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
    await user.click(await within(dialog).findByRole('button', { name: /^Merge Workshop/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Merge Duplicate' });
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    expect(
      await within(confirm).findByText(
        'Only inquiries from the same sender (the same e-mail address) can be merged.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing when the sender sent no other request', async () => {
    const { fetchMock } = renderDialog({
      'GET /api/admin/speaking-requests': inboxAnswer('speaking', [acme, stranger]),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/admin/speaking-requests')).toHaveLength(1),
    );
    expect(within(dialog).queryByRole('region', { name: /Other speaking requests/ })).toBeNull();
  });
});
