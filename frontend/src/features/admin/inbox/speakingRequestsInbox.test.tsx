import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSpeakingRequest, ThreadEntry } from '@bb/shared/admin';
import { callsTo, type Handlers } from '../../../test/utils';
import {
  BADGE,
  card,
  cardHeadings,
  chooseStatus,
  confirmStatusChange,
  countCard,
  expectCountCards,
  currentSearch,
  renderInbox,
  speakingRequest,
  threadEntry,
  toasts,
  inboxAnswer,
} from '../../../test/inbox';
import InboxPage from './InboxPage';
import { optionTexts, expectTerms } from '../../../test/expectations';
import { expectTexts } from '../../../test/expectations';

const LIST = 'GET /api/admin/speaking-requests';

const acme = speakingRequest();
const bare = speakingRequest({
  id: 'sr2',
  company: 'Globex',
  contactName: 'Sam Rivera',
  email: 'sam@globex.example',
  eventType: 'workshop',
  eventDate: null,
  attendeeCount: null,
  budget: null,
  message: null,
  status: 'confirmed',
});
const initech = speakingRequest({
  id: 'sr3',
  company: 'Initech',
  contactName: 'Ada Moss',
  email: 'ada@initech.example',
  eventType: 'panel',
  status: 'completed',
  attendeeCount: 1,
  budget: 'tbd',
});
const hooli = speakingRequest({
  id: 'sr4',
  company: 'Hooli',
  contactName: 'Lee Park',
  email: 'lee@hooli.example',
  eventType: 'conference',
  status: 'pending',
});
const all = [acme, bare, initech, hooli];

function render(path = '/admin/bookings', handlers: Handlers = {}) {
  return renderInbox(path, <InboxPage kind="speaking-request" />, {
    [LIST]: inboxAnswer('speaking', all),
    ...handlers,
  });
}

const list = () => screen.getByRole('region', { name: /^Requests \(/ });

describe('the speaking requests inbox (/admin/bookings)', () => {
  it('shows the count cards from the whole list and the list headed with its count', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Requests (4)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Speaking Requests' }),
    ).toBeInTheDocument();
    expectCountCards({ 'Total Requests': '4', Pending: '2', Confirmed: '1', Completed: '1' });
  });

  it('shows each request with its formats, badge and fallbacks', async () => {
    render();
    await screen.findByRole('heading', { level: 2, name: 'Requests (4)' });
    const first = card('Keynote');
    expectTexts(first, [
      'Acme Corp',
      'Jordan Lee',
      'jordan@acme.example',
      'May 04, 2030',
      '250 attendees',
      '3 days ago',
      '$10,000 - $25,000',
    ]);
    expect(within(first).getByText('Pending', BADGE)).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'View the request from Acme Corp' }),
    ).toHaveTextContent('View');
    expect(
      within(first).getByRole('combobox', { name: 'Status of the request from Acme Corp' }),
    ).toHaveTextContent('Pending');

    const fallback = card('Workshop');
    expectTexts(fallback, ['Date TBD', 'TBD attendees', 'TBD']);
    expect(within(fallback).getByText('Confirmed', BADGE)).toBeInTheDocument();

    const panel = card('Panel discussion');
    expectTexts(panel, ['1 attendee', 'To be determined']);
    expect(within(panel).getByText('Completed', BADGE)).toBeInTheDocument();
  });

  it('searches organisation, contact and event, filters by status, and clears both, in the URL', async () => {
    const { user } = render();
    await screen.findByRole('heading', { level: 2, name: 'Requests (4)' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Organization, contact, or event...');

    await user.type(search, 'acme');
    expect(await screen.findByRole('heading', { level: 2, name: 'Requests (1)' })).toBeVisible();
    expect(cardHeadings(/^Requests/)).toEqual(['Keynote']);
    expect(currentSearch()).toBe('?q=acme');

    await user.clear(search);
    await user.type(search, 'sam rivera');
    await waitFor(() => expect(cardHeadings(/^Requests/)).toEqual(['Workshop']));
    await user.clear(search);
    await user.type(search, 'conference');
    await waitFor(() => expect(cardHeadings(/^Requests/)).toEqual(['Conference']));
    await user.clear(search);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(optionTexts(status)).toEqual([
      'All Status',
      'Pending',
      'Confirmed',
      'Declined',
      'Completed',
      'Archived',
    ]);
    await user.selectOptions(status, 'Pending');
    await waitFor(() => expect(cardHeadings(/^Requests/)).toEqual(['Keynote', 'Conference']));
    expect(screen.getByRole('heading', { level: 2, name: 'Requests (2)' })).toBeInTheDocument();
    expect(currentSearch()).toBe('?status=pending');
    // The count cards count the whole list.
    expect(countCard('Total Requests')).toBe('4');

    await user.type(search, 'hooli');
    await waitFor(() => expect(cardHeadings(/^Requests/)).toEqual(['Conference']));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(cardHeadings(/^Requests/)).toHaveLength(4));
    expect(search).toHaveValue('');
    expect(status).toHaveValue('');
    expect(currentSearch()).toBe('');
  });

  it('opens filtered by the URL (the dashboard links to ?status=pending)', async () => {
    render('/admin/bookings?status=pending&q=hoo');
    expect(await screen.findByRole('heading', { level: 2, name: 'Requests (1)' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('hoo');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    const { user } = render('/admin/bookings?q=nobody');
    expect(
      await screen.findByRole('heading', { name: 'No requests match your search criteria' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Requests (0)' })).toBeInTheDocument();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'Clear Filters' });
    await user.click(inEmptyState);
    await waitFor(() => expect(cardHeadings(/^Requests/)).toHaveLength(4));
  });

  it('says when there are no requests at all', async () => {
    render('/admin/bookings', { [LIST]: inboxAnswer('speaking', []) });
    expect(
      await screen.findByRole('heading', { name: 'No speaking requests yet' }),
    ).toBeInTheDocument();
    expectCountCards({ 'Total Requests': '0', Pending: '0' });
  });

  it('offers a retry when the list cannot be read', async () => {
    render('/admin/bookings', { [LIST]: { status: 500, body: '' } });
    expect(await screen.findByText(/We could not load the speaking requests/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('changes a status inline: PATCH, the list shows it, and the toast says so', async () => {
    let stored: AdminSpeakingRequest[] = all;
    const { user, fetchMock } = render('/admin/bookings', {
      [LIST]: inboxAnswer('speaking', () => stored),
      'PATCH /api/admin/speaking-requests/sr1/status': ({ body }) => {
        const { status } = body as { status: AdminSpeakingRequest['status'] };
        stored = stored.map((r) => (r.id === 'sr1' ? { ...r, status } : r));
        return { body: stored[0] };
      },
    });
    const select = await screen.findByRole('combobox', {
      name: 'Status of the request from Acme Corp',
    });
    await chooseStatus(user, select, 'Confirmed');
    await confirmStatusChange(user);
    await waitFor(() => expect(within(toasts()).getByText('Status Updated')).toBeInTheDocument());
    expect(
      within(toasts()).getByText('Speaking request status has been updated successfully.'),
    ).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/admin/speaking-requests/sr1/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'confirmed' });
    expect(select).toHaveTextContent('Confirmed');
    expect(within(card('Keynote')).getByText('Confirmed', BADGE)).toBeInTheDocument();
    // The list (and the figures) are read again.
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    await waitFor(() => expect(countCard('Confirmed')).toBe('2'));
  });

  it('changes a status by keyboard only when a choice is made in the opened list', async () => {
    const { user, fetchMock } = render('/admin/bookings', {
      'PATCH /api/admin/speaking-requests/sr1/status': { body: acme },
    });
    const select = await screen.findByRole('combobox', {
      name: 'Status of the request from Acme Corp',
    });
    select.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(callsTo(fetchMock, 'PATCH /api/admin/speaking-requests/sr1/status')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH /api/admin/speaking-requests/sr1/status')).toHaveLength(0);

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    // The choice asks first; confirming by keyboard sends it.
    const dialog = await screen.findByRole('dialog', { name: 'Change status to Confirmed?' });
    expect(callsTo(fetchMock, 'PATCH /api/admin/speaking-requests/sr1/status')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Change Status' });
    for (let i = 0; i < 10 && document.activeElement !== confirm; i += 1) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH /api/admin/speaking-requests/sr1/status')).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/admin/speaking-requests/sr1/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'confirmed' });
  });

  it("shows the server's refusal of a status change, and the old status again", async () => {
    const { user } = render('/admin/bookings', {
      'PATCH /api/admin/speaking-requests/sr1/status': {
        status: 400,
        body: { statusCode: 400, message: 'status must be one of the allowed values' },
      },
    });
    const select = await screen.findByRole('combobox', {
      name: 'Status of the request from Acme Corp',
    });
    await chooseStatus(user, select, 'Declined');
    await confirmStatusChange(user);
    await waitFor(() => expect(within(toasts()).getByText('Error')).toBeInTheDocument());
    expect(
      within(toasts()).getByText('status must be one of the allowed values'),
    ).toBeInTheDocument();
    expect(select).toHaveTextContent('Pending');
  });

  it("says 'Failed to update status' when the server gives no message", async () => {
    const { user } = render('/admin/bookings', {
      'PATCH /api/admin/speaking-requests/sr1/status': { status: 502, body: '' },
    });
    await chooseStatus(
      user,
      await screen.findByRole('combobox', { name: 'Status of the request from Acme Corp' }),
      'Completed',
    );
    await confirmStatusChange(user);
    await waitFor(() =>
      expect(within(toasts()).getByText('Failed to update status')).toBeInTheDocument(),
    );
    expect(within(toasts()).getByText('Error')).toBeInTheDocument();
  });

  describe('telling the sender of a status change', () => {
    const PREVIEW = 'POST /api/admin/speaking-requests/sr1/status-notice';
    const PATCH = 'PATCH /api/admin/speaking-requests/sr1/status';
    const email = (note?: string) => ({
      to: 'jordan@acme.example',
      subject: 'Booking declined: Keynote for Acme Corp',
      text: `New status: Declined\n\n${note ? `${note}\n\n` : ''}We are sorry, Jordan Lee.`,
      attachments: [] as string[],
    });
    const open = async (handlers: Handlers) => {
      const rendered = render('/admin/bookings', {
        [PREVIEW]: ({ body }) => ({
          body: { email: email((body as { note?: string }).note), inbox: false },
        }),
        [PATCH]: { body: { ...acme, status: 'declined' } },
        ...handlers,
      });
      await chooseStatus(
        rendered.user,
        await screen.findByRole('combobox', { name: 'Status of the request from Acme Corp' }),
        'Declined',
      );
      const dialog = await screen.findByRole('dialog', { name: 'Change status to Declined?' });
      return { ...rendered, dialog };
    };

    it('shows the e-mail that will go, with the personal line typed, and sends the line', async () => {
      const { user, fetchMock, dialog } = await open({});
      expect(within(dialog).getByText('The request from Acme Corp is Pending now.')).toBeVisible();
      const preview = await within(dialog).findByRole('region', {
        name: 'E-mail: Booking declined: Keynote for Acme Corp',
      });
      expect(preview).toHaveTextContent('New status: Declined We are sorry, Jordan Lee.');
      expect(within(dialog).getByText('jordan@acme.example')).toBeVisible();
      expect(within(dialog).getByRole('switch', { name: 'Tell the sender' })).toBeChecked();
      // Nothing is sent before confirming.
      expect(callsTo(fetchMock, PATCH)).toHaveLength(0);

      await user.type(
        within(dialog).getByRole('textbox', { name: 'Personal line (optional)' }),
        'Thank you for thinking of us.',
      );
      await waitFor(() =>
        expect(preview).toHaveTextContent(
          'New status: Declined Thank you for thinking of us. We are sorry, Jordan Lee.',
        ),
      );
      const previews = callsTo(fetchMock, PREVIEW).map(([, init]) =>
        JSON.parse(String(init?.body)),
      );
      expect(previews[0]).toEqual({ status: 'declined' });
      expect(previews.at(-1)).toEqual({
        status: 'declined',
        note: 'Thank you for thinking of us.',
      });
      // Typing asks again once it pauses, not for every key.
      expect(previews.length).toBeLessThan(5);

      await user.click(within(dialog).getByRole('button', { name: 'Change Status' }));
      await waitFor(() => expect(callsTo(fetchMock, PATCH)).toHaveLength(1));
      const [[, init]] = callsTo(fetchMock, PATCH);
      expect(JSON.parse(String(init?.body))).toEqual({
        status: 'declined',
        note: 'Thank you for thinking of us.',
      });
      await waitFor(() => expect(within(toasts()).getByText('Status Updated')).toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('changes the status without telling anyone when the switch is off', async () => {
      const { user, fetchMock, dialog } = await open({});
      await user.click(within(dialog).getByRole('switch', { name: 'Tell the sender' }));
      expect(
        within(dialog).getByText('The status changes and nobody is told: no e-mail, no message.'),
      ).toBeVisible();
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Change Status' }));
      await waitFor(() => expect(callsTo(fetchMock, PATCH)).toHaveLength(1));
      const [[, init]] = callsTo(fetchMock, PATCH);
      expect(JSON.parse(String(init?.body))).toEqual({ status: 'declined', notify: false });
    });

    it('says when only the inbox, or nobody, would be told; Cancel changes nothing', async () => {
      const inboxOnly = await open({ [PREVIEW]: { body: { email: null, inbox: true } } });
      expect(
        await within(inboxOnly.dialog).findByText(
          'No e-mail will go: this member has turned Email Notifications off. The notice goes to their inbox in the member area.',
        ),
      ).toBeVisible();
      await inboxOnly.user.click(within(inboxOnly.dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(inboxOnly.fetchMock, PATCH)).toHaveLength(0);
      expect(
        screen.getByRole('combobox', { name: 'Status of the request from Acme Corp' }),
      ).toHaveTextContent('Pending');
    });

    it('says nobody will be told when the sender left no address', async () => {
      const { dialog } = await open({ [PREVIEW]: { body: { email: null, inbox: false } } });
      expect(
        await within(dialog).findByText(
          'Nobody will be told: the sender left no address (they deleted their account).',
        ),
      ).toBeVisible();
    });
  });

  describe('the details dialog', () => {
    const thread: ThreadEntry[] = [
      threadEntry({
        id: 't2',
        author: 'sender',
        authorName: 'Jordan Lee',
        body: 'Could it start at 10:00?',
        createdAt: '2026-01-12T09:00:00.000Z',
      }),
      threadEntry({
        id: 't1',
        author: 'organisation',
        authorName: 'admin',
        body: 'Thank you, we would be glad to.',
        createdAt: '2026-01-11T09:00:00.000Z',
      }),
    ];

    it('View opens it with every field, the thread oldest first, and ?id= in the URL', async () => {
      const { user } = render('/admin/bookings', {
        'GET /api/admin/speaking-requests/sr1': { body: { ...acme, thread } },
      });
      await user.click(
        await screen.findByRole('button', { name: 'View the request from Acme Corp' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
      expect(currentSearch()).toBe('?id=sr1');
      expectTerms(dialog, {
        'Event Type': 'Keynote',
        'Event Date': 'Saturday, May 4, 2030',
        'Audience Size': '250 attendees',
        Budget: '$10,000 - $25,000',
        Organization: 'Acme Corp',
        'Contact Person': 'Jordan Lee',
        Email: 'jordan@acme.example',
        Message: 'An all-hands keynote.',
      });

      const conversation = within(dialog).getByRole('region', { name: 'Conversation' });
      const entries = await within(conversation).findAllByRole('listitem');
      expect(entries.map((e) => e.textContent)).toEqual([
        expect.stringMatching(/^admin for .+ · Jan 11, 2026, .+Thank you, we would be glad to\.$/),
        expect.stringMatching(
          /^Jordan Lee, the sender · Jan 12, 2026, .+Could it start at 10:00\?$/,
        ),
      ]);

      await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentSearch()).toBe('');
    });

    it('shows the fallbacks of a request without details', async () => {
      render('/admin/bookings?id=sr2', {
        'GET /api/admin/speaking-requests/sr2': { body: { ...bare, thread: [] } },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
      await within(dialog).findByText('Event Date', { selector: 'dt' });
      expectTerms(dialog, {
        'Event Date': 'To be determined',
        'Audience Size': 'Not specified',
        Budget: 'To be determined',
        Message: 'No message provided.',
      });
      expect(await within(dialog).findByText('No replies yet.')).toBeInTheDocument();
    });

    it('says the sender deleted their account when the request keeps no address', async () => {
      const gone = speakingRequest({ id: 'sr8', contactName: 'Deleted member', email: '' });
      render('/admin/bookings?id=sr8', {
        'GET /api/admin/speaking-requests/sr8': { body: { ...gone, thread: [] } },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
      const field = (label: string) =>
        within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
      await within(dialog).findByText('Email', { selector: 'dt' });
      expect(field('Contact Person')?.textContent).toBe('Deleted member');
      expect(field('Email')?.textContent).toBe('None: the sender deleted their account');
      expect(within(field('Email') as HTMLElement).queryByRole('link')).toBeNull();
    });

    it('opens from a link with ?id= (the bell), even for a request the list does not show', async () => {
      render('/admin/bookings?id=sr9&status=declined', {
        'GET /api/admin/speaking-requests/sr9': {
          body: { ...speakingRequest({ id: 'sr9', company: 'Umbrella' }), thread: [] },
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
      expect(await within(dialog).findByText('Umbrella', { selector: 'dd' })).toBeInTheDocument();
    });

    it('says so when the linked request does not exist', async () => {
      render('/admin/bookings?id=gone', {
        'GET /api/admin/speaking-requests/gone': {
          status: 404,
          body: { statusCode: 404, message: 'Speaking request not found' },
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
      expect(
        await within(dialog).findByText(/We could not find this speaking request/),
      ).toBeInTheDocument();
    });

    it('sends a reply, empties the box and shows it in the thread', async () => {
      const sent: ThreadEntry[] = [];
      const { user, fetchMock } = render('/admin/bookings?id=sr1', {
        'GET /api/admin/speaking-requests/sr1': () => ({ body: { ...acme, thread: [...sent] } }),
        'POST /api/admin/speaking-requests/sr1/reply': ({ body }) => {
          const entry = threadEntry({ id: 'r1', body: (body as { message: string }).message });
          sent.push(entry);
          return { status: 201, body: entry };
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
      const box = await within(dialog).findByRole('textbox', { name: 'Reply to Jordan Lee' });
      await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
      expect(await within(dialog).findByText('Please write your reply')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST /api/admin/speaking-requests/sr1/reply')).toHaveLength(0);

      await user.type(box, '  We can confirm 10:00.  ');
      expect(within(dialog).getByText('25 / 5,000 characters')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
      const conversation = within(dialog).getByRole('region', { name: 'Conversation' });
      expect(await within(conversation).findByText('We can confirm 10:00.')).toBeInTheDocument();
      const [[, init]] = callsTo(fetchMock, 'POST /api/admin/speaking-requests/sr1/reply');
      expect(JSON.parse(String(init?.body))).toEqual({ message: 'We can confirm 10:00.' });
      expect(box).toHaveValue('');
      // Announced inside the dialog (the page behind it, the toaster too, is hidden meanwhile).
      expect(
        within(dialog)
          .getByText('Reply Sent. Your reply has been sent to jordan@acme.example.')
          .closest('[role="status"]'),
      ).not.toBeNull();
      expect(within(toasts()).getByText('Reply Sent')).toBeInTheDocument();
    });

    it('keeps the reply when sending fails, and says why', async () => {
      const { user } = render('/admin/bookings?id=sr1', {
        'GET /api/admin/speaking-requests/sr1': { body: { ...acme, thread: [] } },
        'POST /api/admin/speaking-requests/sr1/reply': {
          status: 503,
          body: { statusCode: 503, message: 'The mail service is unavailable.' },
        },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Speaking Request Details' });
      const box = await within(dialog).findByRole('textbox', { name: 'Reply to Jordan Lee' });
      await user.type(box, 'Hello');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          'Error. The mail service is unavailable.',
        ),
      );
      expect(box).toHaveValue('Hello');
    });
  });

  it('lists the cards in the list region', async () => {
    render();
    await screen.findByRole('heading', { level: 2, name: 'Requests (4)' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(4);
  });
});
