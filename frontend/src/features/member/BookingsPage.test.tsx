import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '../../test/utils';
import { NOT_EDITABLE_NOTE } from './BookingsPage';
import {
  booking,
  conversationItem,
  member,
  message,
  preloadMemberPages,
  renderMember,
} from '../../test/member';
import { expectTerms } from '../../test/expectations';

beforeAll(() => preloadMemberPages(), 60_000);

const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const bodiesSent = (fetchMock: ReturnType<typeof renderMember>['fetchMock'], key: string) =>
  callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe('BookingsPage', () => {
  it("lists the member's requests with title, date, time, location (TBD until known) and status", async () => {
    renderMember('/my/bookings', {
      'GET /api/my/bookings': {
        body: [
          booking({
            id: 'b2',
            title: 'Workshop for Globex',
            eventType: 'workshop',
            date: '2030-09-02',
            time: '14:00',
            location: 'Globex HQ, Springfield',
            status: 'confirmed',
          }),
          booking({ id: 'b1', date: null }),
        ],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Bookings' }),
    ).toBeInTheDocument();
    const confirmed = await waitFor(() => card('Workshop for Globex'));
    expect(within(confirmed).getByText('September 2, 2030')).toBeInTheDocument();
    expect(within(confirmed).getByText('14:00')).toBeInTheDocument();
    expect(within(confirmed).getByText('Globex HQ, Springfield')).toBeInTheDocument();
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    // Each fact is named for screen readers.
    expect(within(confirmed).getByText('Location:', { exact: false })).toBeInTheDocument();

    const pending = card('Keynote Speech for Acme Corp');
    expect(within(pending).getAllByText('TBD')).toHaveLength(3);
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'View Details: Keynote Speech for Acme Corp' }),
    ).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'Edit: Keynote Speech for Acme Corp' }),
    ).toBeEnabled();
  });

  it('shows the time span set by the organisation, and "Online" with the link for a video event', async () => {
    const { user } = renderMember('/my/bookings', {
      'GET /api/my/bookings': {
        body: [
          booking({
            id: 'b3',
            title: 'Panel Discussion for Initech',
            date: '2030-10-01',
            time: '09:30',
            endTime: '11:00',
            videoLink: 'https://meet.example.org/initech-panel',
            status: 'confirmed',
          }),
        ],
      },
    });
    const online = await waitFor(() => card('Panel Discussion for Initech'));
    expect(within(online).getByText('09:30–11:00')).toBeInTheDocument();
    expect(within(online).getByText('Online')).toBeInTheDocument();
    await user.click(
      within(online).getByRole('button', { name: 'View Details: Panel Discussion for Initech' }),
    );
    const details = await screen.findByRole('dialog');
    expect(
      within(details).getByRole('link', { name: 'https://meet.example.org/initech-panel' }),
    ).toHaveAttribute('href', 'https://meet.example.org/initech-panel');
  });

  it("View Details shows the booking's conversation, reads it and answers it", async () => {
    const replies: string[] = [];
    const { user, fetchMock } = renderMember('/my/bookings', {
      'GET /api/my/conversations': () => ({
        body: [conversationItem({ read: replies.length > 0 })],
      }),
      'POST /api/my/messages/m1/read': { body: message({ read: true }) },
      'POST /api/my/messages/m1/reply': ({ body }) => {
        replies.push((body as { message: string }).message);
        return { status: 201, body: message({ read: true }) };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'View Details: Keynote Speech for Acme Corp' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Keynote Speech for Acme Corp' });
    const thread = await within(details).findByRole('region', {
      name: 'Conversation, latest first',
    });
    expect(within(thread).getByText('Would Tuesday morning suit you?')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/my/messages/m1/read')).toHaveLength(1),
    );

    await user.click(within(details).getByRole('button', { name: 'Reply' }));
    const field = within(details).getByRole('textbox', { name: /Your reply/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Tuesday works.');
    await user.click(within(details).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(replies).toEqual(['Tuesday works.']));
  });

  it('shows the empty state, whose button opens the form prefilled with the member', async () => {
    const { user } = renderMember('/my/bookings', { 'GET /api/my/bookings': { body: [] } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No bookings yet' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Booking' });
    const form = await within(dialog).findByRole('form', { name: 'New booking request' });
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue(member.email);
    expect(within(form).getByRole('textbox', { name: 'Contact name' })).toHaveValue(
      member.username,
    );
    expect(within(form).getByRole('textbox', { name: 'Organization' })).toHaveValue('');
  });

  it('New Booking sends a speaking request with the latest details, closes and reloads the list', async () => {
    let sent = false;
    const { user, fetchMock } = renderMember('/my/bookings', {
      'GET /api/my/bookings': () => ({
        body: sent
          ? [booking({ id: 'b9', title: 'Panel Discussion for Acme Corp' }), booking()]
          : [booking()],
      }),
      'POST /api/speaking-request': () => {
        sent = true;
        return { status: 201, body: { message: 'Request received' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Booking' });
    const form = await within(dialog).findByRole('form', { name: 'New booking request' });
    // Prefilled from the member's address and their latest request.
    expect(within(form).getByRole('textbox', { name: 'Contact name' })).toHaveValue('Jordan Lee');
    expect(within(form).getByRole('textbox', { name: 'Organization' })).toHaveValue('Acme Corp');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Event type' }), 'panel');
    await user.click(within(form).getByRole('button', { name: 'Submit Request' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Booking' })).not.toBeInTheDocument(),
    );
    expect(await within(toasts()).findByText('Success!')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/speaking-request')).toEqual([
      {
        contactName: 'Jordan Lee',
        email: member.email,
        company: 'Acme Corp',
        eventType: 'panel',
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Panel Discussion for Acme Corp' }),
    ).toBeInTheDocument();
  });

  it('opens the form at once from the dashboard link (?new=1)', async () => {
    renderMember('/my/bookings?new=1');
    expect(await screen.findByRole('dialog', { name: 'New Booking' })).toBeInTheDocument();
  });

  it('View Details shows everything the member sent', async () => {
    const { user } = renderMember('/my/bookings');
    await user.click(
      await screen.findByRole('button', { name: 'View Details: Keynote Speech for Acme Corp' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Keynote Speech for Acme Corp' });
    expectTerms(dialog, {
      Status: 'Pending',
      'Contact name': 'Jordan Lee',
      Email: 'jordan@example.org',
      Organization: 'Acme Corp',
      'Event type': 'Keynote Speech',
      'Event date': 'May 14, 2030',
      Time: 'TBD',
      Location: 'TBD',
      'Expected attendees': '250',
      Budget: '$10,000 - $25,000',
      Message: 'An all-hands keynote.',
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets only pending requests be edited, and says why', async () => {
    renderMember('/my/bookings', {
      'GET /api/my/bookings': { body: [booking({ status: 'confirmed' })] },
    });
    const edit = await screen.findByRole('button', { name: 'Edit: Keynote Speech for Acme Corp' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(NOT_EDITABLE_NOTE);
  });

  it('Edit sends only the changed fields with PATCH', async () => {
    const { user, fetchMock } = renderMember('/my/bookings', {
      'PATCH /api/my/bookings/b1': ({ body }) => ({
        body: booking({ attendeeCount: (body as { attendeeCount: number }).attendeeCount }),
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit: Keynote Speech for Acme Corp' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit: Keynote Speech for Acme Corp',
    });
    const attendees = within(dialog).getByRole('textbox', { name: 'Expected attendees' });
    await user.clear(attendees);
    await user.type(attendees, '1,200');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(toasts()).findByText('Booking Updated')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH /api/my/bookings/b1')).toEqual([{ attendeeCount: 1200 }]);
  });

  it("shows the server's refusal when the request can no longer be changed", async () => {
    const refusal =
      'This request can no longer be changed online. Please reply to our message or contact us.';
    const { user } = renderMember('/my/bookings', {
      'PATCH /api/my/bookings/b1': { status: 409, body: { statusCode: 409, message: refusal } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit: Keynote Speech for Acme Corp' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit: Keynote Speech for Acme Corp',
    });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Event type' }),
      'workshop',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // In the dialog, where screen readers hear it (the page behind is hidden from them).
    const shown = await within(dialog).findByText(refusal);
    expect(shown.closest('[role="alert"]')).not.toBeNull();
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    const { user } = renderMember('/my/bookings', {
      'GET /api/my/bookings': () =>
        fail ? { status: 500, body: '' } : { body: [booking({ title: 'Back again' })] },
    });
    expect(await screen.findByText(/We could not load your bookings/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Back again' }),
    ).toBeInTheDocument();
  });
});
