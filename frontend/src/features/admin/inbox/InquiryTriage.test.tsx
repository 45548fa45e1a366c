import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSpeakingRequest, AdminUser } from '@bb/shared/admin';
import { callsTo, deferred, type Handlers } from '../../../test/utils';
import { InquiryDetailsDialog } from './InquiryDetailsDialog';
import {
  currentSearch,
  inboxAnswer,
  renderInbox,
  speakingRequestDialogProps,
  speakingRequest,
  toasts,
} from '../../../test/inbox';
import { deleteMessage, POSSIBLE_SPAM, spamMessage } from './InquiryTriage';
import InboxPage from './InboxPage';
import { optionTexts } from '../../../test/expectations';

const BASE = '/api/admin/speaking-requests/sr1';
const acme = speakingRequest();

function admin(id: string, username: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username,
    email: `${username}@bridges.example`,
    isAdmin: true,
    roles: ['administrator'],
    emailVerified: true,
    suspended: false,
    hasPassword: true,
    twoFactorEnabled: false,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

const ADMINS = [
  admin('u-boss', 'boss'),
  admin('u-kim', 'kim'),
  admin('u-old', 'old', { suspended: true }),
];

const triage = (overrides: object = {}) => ({
  id: 'sr1',
  assignee: null,
  archivedAt: null,
  spam: false,
  possibleSpam: false,
  ...overrides,
});

function renderDialog(item: AdminSpeakingRequest = acme, handlers: Handlers = {}) {
  const onClose = vi.fn();
  const rendered = renderInbox(
    '/admin/bookings?id=sr1',
    <InquiryDetailsDialog {...speakingRequestDialogProps({ item, onClose })} />,
    {
      'GET /api/user': { body: { id: 'u-boss', username: 'boss', isAdmin: true } },
      // The server's list: active staff holding 'inbox' (a suspended account is not in it).
      'GET /api/admin/users/assignees': {
        body: {
          items: ADMINS.filter((u) => !u.suspended).map(({ id, username }) => ({ id, username })),
        },
      },
      ...handlers,
    },
  );
  return { ...rendered, onClose };
}

const tools = async () =>
  within(await screen.findByRole('dialog', { name: 'Speaking Request Details' })).getByRole(
    'group',
    { name: 'Triage of the speaking request' },
  );

describe('the triage tools of the details dialog', () => {
  it('assigns to one of the staff the server lists as assignees, and unassigns', async () => {
    const { user, fetchMock } = renderDialog(acme, {
      [`PATCH ${BASE}/assignee`]: ({ body }) => ({
        body: triage({
          assignee: (body as { assigneeId: string | null }).assigneeId
            ? { id: 'u-kim', username: 'kim' }
            : null,
        }),
      }),
    });
    const group = await tools();
    const select = within(group).getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(optionTexts(select)).toEqual(['Nobody', 'boss (you)', 'kim']));
    // Not the users list, which an inbox person may not read.
    expect(callsTo(fetchMock, 'GET /api/admin/users')).toHaveLength(0);
    await user.selectOptions(select, 'kim');
    await waitFor(() => expect(callsTo(fetchMock, `PATCH ${BASE}/assignee`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, `PATCH ${BASE}/assignee`)[0][1]?.body))).toEqual({
      assigneeId: 'u-kim',
    });
    expect(
      await within(toasts()).findByText(
        'The speaking request from Jordan Lee is assigned to kim, who is told by e-mail.',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(select, 'Nobody');
    await waitFor(() => expect(callsTo(fetchMock, `PATCH ${BASE}/assignee`)).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchMock, `PATCH ${BASE}/assignee`)[1][1]?.body))).toEqual({
      assigneeId: null,
    });
    expect(await within(toasts()).findByText('Unassigned')).toBeInTheDocument();
  });

  it('keeps the latest choice shown when an earlier choice is answered after it', async () => {
    // Two quick arrow presses: boss, then kim; the answer for boss comes last.
    const first = deferred<void>();
    let calls = 0;
    renderDialog(acme, {
      [`PATCH ${BASE}/assignee`]: async ({ body }) => {
        const id = (body as { assigneeId: string | null }).assigneeId;
        calls += 1;
        if (calls === 1) await first.promise;
        return {
          body: triage({ assignee: { id, username: id === 'u-kim' ? 'kim' : 'boss' } }),
        };
      },
    });
    const group = await tools();
    const select = within(group).getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(optionTexts(select)).toEqual(['Nobody', 'boss (you)', 'kim']));
    fireEvent.change(select, { target: { value: 'u-boss' } });
    fireEvent.change(select, { target: { value: 'u-kim' } });
    expect(
      await within(toasts()).findByText(
        'The speaking request from Jordan Lee is assigned to kim, who is told by e-mail.',
      ),
    ).toBeInTheDocument();
    first.resolve();
    expect(
      await within(toasts()).findByText('The speaking request from Jordan Lee is assigned to you.'),
    ).toBeInTheDocument();
    // Before: the first answer's clean-up put the inquiry's own value (Nobody) back.
    expect(select).toHaveValue('u-kim');
  });

  it('archives at once, and restores an archived inquiry', async () => {
    const { user, fetchMock } = renderDialog(acme, {
      [`POST ${BASE}/archive`]: { body: triage({ archivedAt: '2026-11-27T00:00:00.000Z' }) },
    });
    await user.click(within(await tools()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}/archive`)).toHaveLength(1));
    expect(await within(toasts()).findByText('Archived')).toBeInTheDocument();
  });

  it('shows Restore and the Archived badge for an archived inquiry', async () => {
    const { user, fetchMock } = renderDialog(
      speakingRequest({ archivedAt: '2026-11-27T00:00:00.000Z' }),
      { [`POST ${BASE}/restore`]: { body: triage() } },
    );
    const group = await tools();
    expect(within(group).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(within(group).getByText('Archived')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}/restore`)).toHaveLength(1));
    expect(
      await within(toasts()).findByText(
        'The speaking request from Jordan Lee is back in the inbox.',
      ),
    ).toBeInTheDocument();
  });

  it('asks before marking as spam, saying what happens; Cancel sends nothing', async () => {
    const { user, fetchMock } = renderDialog(acme, {
      [`POST ${BASE}/spam`]: {
        body: triage({ spam: true, archivedAt: '2026-11-27T00:00:00.000Z' }),
      },
    });
    await user.click(within(await tools()).getByRole('button', { name: 'Mark as Spam' }));
    let confirm = await screen.findByRole('dialog', { name: 'Mark as Spam' });
    expect(
      within(confirm).getByText(spamMessage('speaking-request', acme.email)),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark as Spam' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, `POST ${BASE}/spam`)).toHaveLength(0);

    await user.click(within(await tools()).getByRole('button', { name: 'Mark as Spam' }));
    confirm = await screen.findByRole('dialog', { name: 'Mark as Spam' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark as Spam' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}/spam`)).toHaveLength(1));
    expect(await within(toasts()).findByText('Marked as Spam')).toBeInTheDocument();
  });

  it('shows "Possible spam" with Not Spam for a flagged sender', async () => {
    const { user, fetchMock } = renderDialog(speakingRequest({ possibleSpam: true }), {
      [`POST ${BASE}/not-spam`]: { body: triage() },
    });
    const group = await tools();
    expect(within(group).getByText(POSSIBLE_SPAM)).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Not Spam' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${BASE}/not-spam`)).toHaveLength(1));
  });

  it('deletes after a confirmation that says what the member sees, then closes the details', async () => {
    const { user, fetchMock, onClose } = renderDialog(acme, {
      [`DELETE ${BASE}`]: { body: { message: 'The speaking request was deleted.' } },
    });
    await user.click(within(await tools()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    const text = deleteMessage('speaking-request', 'Jordan Lee');
    expect(text).toContain('disappears from their My Bookings');
    expect(within(confirm).getByText(text)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE ${BASE}`)).toHaveLength(1));
    expect(
      await within(toasts()).findByText('The speaking request was deleted.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the triage in an inbox page', () => {
  it('filters "Assigned to me" and "Possible spam" in the URL, and shows the assignee and badges on cards', async () => {
    const assigned = speakingRequest({ assignee: { id: 'u-boss', username: 'boss' } });
    const flagged = speakingRequest({ id: 'sr2', company: 'Globex', possibleSpam: true });
    const { user, fetchMock } = renderInbox(
      '/admin/bookings',
      <InboxPage kind="speaking-request" />,
      {
        'GET /api/admin/speaking-requests': inboxAnswer('speaking', [assigned, flagged]),
      },
    );
    const acmeCard = (await screen.findByText('Acme Corp')).closest('li')!;
    expect(acmeCard).toHaveTextContent('Assigned to boss');
    const globexCard = screen.getByText('Globex').closest('li')!;
    expect(within(globexCard).getByText(POSSIBLE_SPAM)).toBeInTheDocument();

    const assignedFilter = screen.getByRole('combobox', { name: 'Assigned' });
    expect(optionTexts(assignedFilter)).toEqual(['Anyone', 'Assigned to me', 'Unassigned']);
    await user.selectOptions(assignedFilter, 'Assigned to me');
    await waitFor(() => expect(currentSearch()).toBe('?assignee=me'));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/admin/speaking-requests').some(([input]) =>
          String(input).includes('assignee=me'),
        ),
      ).toBe(true),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spam' }), POSSIBLE_SPAM);
    await waitFor(() => expect(currentSearch()).toBe('?assignee=me&spam=possible'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    await waitFor(() => expect(currentSearch()).toBe('?assignee=me&spam=possible&status=archived'));
    await user.click(
      within(screen.getByRole('search', { name: 'Search speaking requests' })).getByRole('button', {
        name: 'Clear Filters',
      }),
    );
    await waitFor(() => expect(currentSearch()).toBe(''));
  });
});
