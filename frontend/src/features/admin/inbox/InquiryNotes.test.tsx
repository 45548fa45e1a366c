import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/utils';
import { InquiryDetailsDialog } from './InquiryDetailsDialog';
import {
  renderInbox,
  speakingRequestDialogProps,
  speakingRequest,
  threadEntry,
  toasts,
} from '../../../test/inbox';
import { NOTE_HINT, NOTE_REQUIRED } from './ReplyBox';

const NOTES = 'POST /api/admin/speaking-requests/sr1/notes';
const acme = speakingRequest();

function renderDialog(thread = [threadEntry()]) {
  return renderInbox(
    '/admin/bookings?id=sr1',
    <InquiryDetailsDialog {...speakingRequestDialogProps({ item: acme, thread })} />,
    {
      [NOTES]: {
        status: 201,
        body: threadEntry({ id: 'n1', author: 'note', authorName: 'boss', body: 'Call back.' }),
      },
    },
  );
}

describe('internal notes in the details dialog', () => {
  it('adds a note: sends it for this inquiry, empties the field and says only administrators see it', async () => {
    const { user, fetchMock } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
    const form = within(dialog).getByRole('form', { name: 'Internal note' });
    expect(within(form).getByText(NOTE_HINT, { exact: false })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Note' }));
    expect(await within(form).findByText(NOTE_REQUIRED)).toBeInTheDocument();
    expect(callsTo(fetchMock, NOTES)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Internal note' }), '  Call back. ');
    await user.click(within(form).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(callsTo(fetchMock, NOTES)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, NOTES)[0][1]?.body))).toEqual({
      note: 'Call back.',
    });
    await waitFor(() => expect(within(toasts()).getByText('Note Added')).toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: 'Internal note' })).toHaveValue('');
  });

  it('shows a note in the conversation as an internal note, apart from replies', async () => {
    renderDialog([
      threadEntry({ id: 'r1', author: 'organisation', authorName: 'boss', body: 'Hello Jordan.' }),
      threadEntry({ id: 'n1', author: 'note', authorName: 'mira', body: 'Budget is tight.' }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
    const entries = within(dialog).getAllByRole('listitem');
    const note = entries.find((li) => li.textContent?.includes('Budget is tight.'))!;
    expect(note).toHaveTextContent('Internal note by mira (administrators only)');
    const reply = entries.find((li) => li.textContent?.includes('Hello Jordan.'))!;
    expect(reply).not.toHaveTextContent('Internal note');
  });
});
