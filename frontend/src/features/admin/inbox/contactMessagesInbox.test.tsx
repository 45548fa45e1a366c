import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminContactMessage } from '@bb/shared/admin';
import { callsTo, type Handlers } from '../../../test/utils';
import {
  BADGE,
  card,
  cardHeadings,
  contactMessage,
  countCard,
  expectCountCards,
  currentSearch,
  daysAgo,
  renderInbox,
  sendReply,
  threadEntry,
  toasts,
  inboxAnswer,
} from '../../../test/inbox';
import InboxPage from './InboxPage';
import { PREVIEW_LENGTH } from './kinds/contactMessages';
import { optionTexts, expectTerms, termValue } from '../../../test/expectations';
import { expectTexts } from '../../../test/expectations';

const LIST = 'GET /api/admin/contact-messages';

const longText = `${'We are planning a company-wide programme. '.repeat(6)}END`;
const inbox: AdminContactMessage[] = [
  // The server's order is not trusted to put unread first.
  contactMessage({
    id: 'c2',
    name: 'Bo Chen',
    email: 'bo@example.org',
    company: null,
    inquiryType: 'general',
    status: 'read',
    message: longText,
    createdAt: daysAgo(0),
  }),
  contactMessage(),
  contactMessage({
    id: 'c3',
    name: 'Cy Diaz',
    email: 'cy@example.org',
    company: 'Vandelay',
    inquiryType: 'speaking',
    status: 'replied',
    message: 'Thanks for the answer.',
    inReplyTo: 'We received your speaking request',
    createdAt: daysAgo(5),
  }),
  contactMessage({
    id: 'c4',
    name: 'Di Evans',
    email: 'di@example.org',
    inquiryType: 'partnership',
    status: 'archived',
    message: 'Old question.',
    createdAt: daysAgo(30),
  }),
];

/** Renders the inbox whose stored messages change with each PATCH. */
function render(path = '/admin/messages', handlers: Handlers = {}, messages = inbox) {
  let stored = messages;
  const result = renderInbox(path, <InboxPage kind="contact-message" />, {
    [LIST]: inboxAnswer('contact', () => stored),
    ...Object.fromEntries(
      messages.map((m) => [
        `PATCH /api/admin/contact-messages/${m.id}`,
        ({ body }: { body: unknown }) => {
          const { status } = body as { status: AdminContactMessage['status'] };
          stored = stored.map((s) => (s.id === m.id ? { ...s, status } : s));
          return { body: stored.find((s) => s.id === m.id) };
        },
      ]),
    ),
    ...Object.fromEntries(
      messages.map((m) => [
        `GET /api/admin/contact-messages/${m.id}`,
        () => ({ body: { ...stored.find((s) => s.id === m.id), thread: [] } }),
      ]),
    ),
    ...handlers,
  });
  return result;
}

const patches = (fetchMock: ReturnType<typeof render>['fetchMock'], id: string) =>
  callsTo(fetchMock, `PATCH /api/admin/contact-messages/${id}`).map(([, init]) =>
    JSON.parse(String(init?.body)),
  );

describe('the contact messages inbox (/admin/messages)', () => {
  it('lists unread first, hides archived messages, and counts the whole inbox', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Messages (3)' }),
    ).toBeInTheDocument();
    expect(cardHeadings(/^Messages \(/)).toEqual(['Ada Moss', 'Bo Chen', 'Cy Diaz']);
    expectCountCards({ 'Total Messages': '4', Unread: '1', Replied: '1', Archived: '1' });
  });

  it('shows name, email, company, type, time, status, a preview and what it answers', async () => {
    render();
    await screen.findByRole('heading', { level: 2, name: 'Messages (3)' });
    const ada = card('Ada Moss');
    expectTexts(ada, ['ada@example.org', 'Initech', 'Corporate training', '1 day ago']);
    expect(within(ada).getByText('New', BADGE)).toBeInTheDocument();
    expect(
      within(ada).getByText('Could you run an inclusion workshop for our team of forty?'),
    ).toBeInTheDocument();
    expect(within(ada).queryByText(/In reply to/)).toBeNull();

    const bo = card('Bo Chen');
    expect(within(bo).getByText('General inquiry')).toBeInTheDocument();
    expect(within(bo).getByText('Read', BADGE)).toBeInTheDocument();
    const shortened = within(bo).getByText(/^We are planning/);
    expect(shortened.textContent).toMatch(/…$/);
    expect(shortened.textContent!.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
    expect(within(bo).queryByText(/END/)).toBeNull();

    const cy = card('Cy Diaz');
    expect(within(cy).getByText('Replied', BADGE)).toBeInTheDocument();
    expect(within(cy).getByText('Speaking engagement')).toBeInTheDocument();
    expect(cy).toHaveTextContent('In reply to: We received your speaking request');
  });

  it('marks a message whose sender sent others ("2 from this sender")', async () => {
    render('/admin/messages', {}, [
      contactMessage({ fromSender: 2 }),
      contactMessage({ id: 'c2', name: 'Bo Chen', email: 'bo@example.org', status: 'read' }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Messages (2)' });
    expect(within(card('Ada Moss')).getByText('2 from this sender')).toBeInTheDocument();
    expect(within(card('Bo Chen')).queryByText(/from this sender/)).toBeNull();
  });

  it('filters by status (archived included on request) and type, searches, and clears', async () => {
    const { user } = render();
    await screen.findByRole('heading', { level: 2, name: 'Messages (3)' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(optionTexts(status)).toEqual([
      'Inbox (all but archived)',
      'All messages',
      'New',
      'Read',
      'Replied',
      'Archived',
    ]);
    await user.selectOptions(status, 'Archived');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Di Evans']));
    expect(currentSearch()).toBe('?status=archived');
    await user.selectOptions(status, 'All messages');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toHaveLength(4));
    await user.selectOptions(status, 'New');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Ada Moss']));
    await user.selectOptions(status, 'Inbox (all but archived)');

    const type = screen.getByRole('combobox', { name: 'Inquiry type' });
    await user.selectOptions(type, 'Speaking engagement');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Cy Diaz']));
    expect(currentSearch()).toBe('?type=speaking');
    await user.selectOptions(type, 'All Types');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'workshop');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Ada Moss']));
    await user.clear(search);
    await user.type(search, 'BO@EXAMPLE');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Bo Chen']));
    await user.clear(search);
    await user.type(search, 'vandelay');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Cy Diaz']));
    await user.clear(search);
    await user.type(search, 'nobody at all');
    expect(
      await screen.findByRole('heading', { name: 'No messages match your search criteria' }),
    ).toBeInTheDocument();

    await user.selectOptions(type, 'Partnership');
    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]);
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toHaveLength(3));
    expect(currentSearch()).toBe('');
    expect(type).toHaveValue('');
    // Many round trips to the (fake) server, each after the search's pause: more than the default.
  }, 60_000);

  it('says when there are no messages at all', async () => {
    render('/admin/messages', {}, []);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(countCard('Total Messages')).toBe('0');
  });

  it('opening a new message shows all of it and marks it read', async () => {
    const { user, fetchMock } = render();
    await user.click(await screen.findByRole('button', { name: 'View the message from Ada Moss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(currentSearch()).toBe('?id=c1');
    const field = (label: string) => termValue(dialog, label);
    expectTerms(dialog, {
      Name: 'Ada Moss',
      Email: 'ada@example.org',
      Company: 'Initech',
      'Inquiry Type': 'Corporate training',
      Message: 'Could you run an inclusion workshop for our team of forty?',
    });
    await waitFor(() => expect(patches(fetchMock, 'c1')).toEqual([{ status: 'read' }]));
    await waitFor(() => expect(field('Status')).toBe('Read'));
    await waitFor(() => expect(countCard('Unread')).toBe('0'));
    // Once per opening: nothing more while it stays open.
    await within(dialog).findByText('No replies yet.');
    expect(patches(fetchMock, 'c1')).toHaveLength(1);
  });

  it('does not mark a message that is not new, and shows the whole of a long one', async () => {
    const { fetchMock } = render('/admin/messages?id=c2');
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(await within(dialog).findByText(longText)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Company', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Not given');
    await within(dialog).findByText('No replies yet.');
    expect(patches(fetchMock, 'c2')).toEqual([]);
  });

  it('shows what a member answered, from a ?id= link', async () => {
    render('/admin/messages?id=c3');
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(
      (await within(dialog).findByText('In Reply To', { selector: 'dt' })).nextElementSibling,
    ).toHaveTextContent('We received your speaking request');
  });

  it('marks as read and as unread from the card', async () => {
    const { user, fetchMock } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Mark as read: the message from Ada Moss' }),
    );
    await waitFor(() => expect(within(toasts()).getByText('Marked as Read')).toBeInTheDocument());
    expect(
      await screen.findByRole('button', { name: 'Mark as unread: the message from Ada Moss' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Mark as unread: the message from Bo Chen' }),
    );
    await waitFor(() => expect(patches(fetchMock, 'c2')).toEqual([{ status: 'new' }]));
    expect(patches(fetchMock, 'c1')).toEqual([{ status: 'read' }]);
    expect(within(toasts()).getByText('Marked as Unread')).toBeInTheDocument();
    // Each changed where it stands (the button pressed stays under the pointer).
    await waitFor(() => expect(within(card('Bo Chen')).getByText('New', BADGE)).toBeVisible());
    expect(within(card('Ada Moss')).getByText('Read', BADGE)).toBeInTheDocument();
    expect(cardHeadings(/^Messages \(/)).toEqual(['Ada Moss', 'Bo Chen', 'Cy Diaz']);
    expect(countCard('Unread')).toBe('1');
  });

  it('opening a new message marks it read where it stands: the list keeps its order until the person moves on', async () => {
    const eve = contactMessage({ id: 'c5', name: 'Eve Fox', email: 'eve@example.org' });
    const { user, fetchMock } = render('/admin/messages', {}, [...inbox, eve]);
    await screen.findByRole('heading', { level: 2, name: 'Messages (4)' });
    const order = ['Ada Moss', 'Eve Fox', 'Bo Chen', 'Cy Diaz'];
    expect(cardHeadings(/^Messages \(/)).toEqual(order);
    expect(countCard('Unread')).toBe('2');
    // The page's list (not the details' look-up of the sender's other messages, a search).
    const lists = () =>
      callsTo(fetchMock, LIST).filter(([input]) => !String(input).includes('search=')).length;
    const listed = lists();

    await user.click(screen.getByRole('button', { name: 'View the message from Ada Moss' }));
    await screen.findByRole('dialog', { name: 'Message Details' });
    await waitFor(() => expect(patches(fetchMock, 'c1')).toEqual([{ status: 'read' }]));
    await waitFor(() => expect(countCard('Unread')).toBe('1'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The change shows where the row is; the server (unread first) is not asked again meanwhile.
    expect(within(card('Ada Moss')).getByText('Read', BADGE)).toBeInTheDocument();
    expect(cardHeadings(/^Messages \(/)).toEqual(order);
    expect(lists()).toBe(listed);

    // Another view, then back: the server's order, unread first.
    const type = screen.getByRole('combobox', { name: 'Inquiry type' });
    await user.selectOptions(type, 'Corporate training');
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Eve Fox', 'Ada Moss']));
    await user.selectOptions(type, 'All Types');
    await waitFor(() =>
      expect(cardHeadings(/^Messages \(/)).toEqual(['Eve Fox', 'Bo Chen', 'Ada Moss', 'Cy Diaz']),
    );
  });

  it('archives a message (it leaves the inbox) and restores it', async () => {
    const { user, fetchMock } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Archive: the message from Bo Chen' }),
    );
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Ada Moss', 'Cy Diaz']));
    expect(patches(fetchMock, 'c2')).toEqual([{ status: 'archived' }]);
    expect(within(toasts()).getByText('Message Archived')).toBeInTheDocument();
    expect(
      within(toasts()).getByText(
        'The message from Bo Chen has been archived. Choose Archived in the status filter to see it again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(countCard('Archived')).toBe('2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    await user.click(
      await screen.findByRole('button', { name: 'Restore: the message from Bo Chen' }),
    );
    await waitFor(() => expect(patches(fetchMock, 'c2')).toHaveLength(2));
    expect(patches(fetchMock, 'c2')[1]).toEqual({ status: 'read' });
    await waitFor(() => expect(cardHeadings(/^Messages \(/)).toEqual(['Di Evans']));
    expect(within(toasts()).getByText('Message Restored')).toBeInTheDocument();
  });

  it("shows the server's refusal of an action, and the message as it was", async () => {
    const { user } = render('/admin/messages', {
      'PATCH /api/admin/contact-messages/c2': { status: 500, body: '' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Archive: the message from Bo Chen' }),
    );
    await waitFor(() =>
      expect(within(toasts()).getByText('Failed to update status')).toBeInTheDocument(),
    );
    expect(within(toasts()).getByText('Error')).toBeInTheDocument();
    expect(within(card('Bo Chen')).getByText('Read', BADGE)).toBeInTheDocument();
  });

  it('archives from the dialog, and replies to the sender', async () => {
    const { user, fetchMock } = render('/admin/messages?id=c2', {
      'POST /api/admin/contact-messages/c2/reply': {
        status: 201,
        body: threadEntry({ id: 'r1', body: 'Yes, we can.' }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    await sendReply(user, dialog, 'Reply to Bo Chen', 'Yes, we can.');
    const [[, init]] = callsTo(fetchMock, 'POST /api/admin/contact-messages/c2/reply');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Yes, we can.' });

    await user.click(
      within(dialog).getByRole('button', { name: 'Archive: the message from Bo Chen' }),
    );
    await waitFor(() => expect(patches(fetchMock, 'c2')).toEqual([{ status: 'archived' }]));
    expect(
      await within(dialog).findByRole('button', { name: 'Restore: the message from Bo Chen' }),
    ).toBeInTheDocument();
  });

  it('an answer that came by e-mail says so, names another address, lists its attachments and opens the whole message', async () => {
    const { user, fetchMock } = render('/admin/messages?id=c2', {
      'GET /api/admin/contact-messages/c2': {
        body: {
          ...inbox[0],
          thread: [
            threadEntry({ id: 'r1', body: 'Could you tell us more?' }),
            threadEntry({
              id: 'r2',
              author: 'sender',
              authorName: 'Bo Chen',
              body: 'Yes: the brief is attached.',
              createdAt: '2026-01-12T09:00:00.000Z',
              email: {
                from: 'assistant@chen.example',
                otherAddress: true,
                originalId: 'in1',
                attachments: [
                  {
                    id: 'a1',
                    filename: 'brief.pdf',
                    contentType: 'application/pdf',
                    size: 204_800,
                  },
                  { id: 'a2', filename: 'venue.jpg', contentType: 'image/jpeg', size: 1_572_864 },
                ],
              },
            }),
            threadEntry({
              id: 'r3',
              author: 'sender',
              authorName: 'Bo Chen',
              body: 'And thank you.',
              createdAt: '2026-01-13T09:00:00.000Z',
              email: {
                from: 'bo@example.org',
                otherAddress: false,
                originalId: 'in2',
                attachments: [],
              },
            }),
          ],
        },
      },
      'GET /api/admin/inbound-mail/in1': {
        body: {
          id: 'in1',
          from: 'Chen Assistant <assistant@chen.example>',
          to: 'replies+tag@org.example',
          subject: 'Re: Your message',
          receivedAt: '2026-01-12T09:00:00.000Z',
          text: 'Yes: the brief is attached.\n\nOn Jan 11, we wrote:\n> Could you tell us more?',
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    const entries = await within(dialog).findAllByRole('listitem');
    const byEmail = entries.find((e) => e.textContent?.includes('the brief is attached'))!;
    expect(byEmail).toHaveTextContent(
      'Came by e-mail from another address: assistant@chen.example',
    );
    const links = within(byEmail).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['brief.pdf (200 KB)', '/api/admin/inbound-mail/in1/attachments/a1'],
      ['venue.jpg (1.5 MB)', '/api/admin/inbound-mail/in1/attachments/a2'],
    ]);
    const plain = entries.find((e) => e.textContent?.includes('And thank you.'))!;
    expect(plain).toHaveTextContent('Came by e-mail');
    expect(plain).not.toHaveTextContent('another address');
    expect(within(plain).queryAllByRole('link')).toEqual([]);
    // The organisation's own reply is not marked.
    const ours = entries.find((e) => e.textContent?.includes('Could you tell us more?'))!;
    expect(ours).not.toHaveTextContent('Came by e-mail');
    expect(callsTo(fetchMock, 'GET /api/admin/inbound-mail/in1')).toHaveLength(0);

    const show = within(byEmail).getByRole('button', { name: 'Show the whole message' });
    await user.click(show);
    const whole = await screen.findByRole('dialog', { name: 'The Whole Message' });
    expect(await within(whole).findByText('Re: Your message')).toBeInTheDocument();
    expectTerms(whole, {
      From: 'Chen Assistant <assistant@chen.example>',
      To: 'replies+tag@org.example',
      Subject: 'Re: Your message',
    });
    expect(whole).toHaveTextContent('> Could you tell us more?');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'The Whole Message' })).toBeNull(),
    );
    await waitFor(() => expect(show).toHaveFocus());
  });

  it('converts a message into a partnership inquiry: prefilled, validated, sent, then opens the new inquiry', async () => {
    const { user, fetchMock } = render('/admin/messages?id=c1', {
      'POST /api/admin/contact-messages/c1/convert': {
        status: 201,
        body: { kind: 'corporate-partnership', id: 'p9', path: '/admin/partnerships?id=p9' },
      },
    });
    const details = await screen.findByRole('dialog', { name: 'Message Details' });
    await user.click(within(details).getByRole('button', { name: 'Convert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert Message' });
    const convertTo = within(dialog).getByRole('combobox', { name: 'Convert to' });
    expect(convertTo).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Contact name' })).toHaveValue('Ada Moss');
    expect(within(dialog).getByRole('textbox', { name: 'Organization' })).toHaveValue('Initech');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Could you run an inclusion workshop for our team of forty?',
    );

    await user.selectOptions(convertTo, 'Partnership inquiry');
    const company = within(dialog).getByRole('textbox', { name: 'Company name' });
    await user.clear(company);
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    const type = within(dialog).getByRole('combobox', { name: 'Partnership type' });
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Choose a partnership type')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/contact-messages/c1/convert')).toHaveLength(0);

    await user.type(company, 'Initech Ltd');
    await user.selectOptions(type, 'Program Sponsor');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(currentSearch()).toBe('?id=p9'));
    const [[, init]] = callsTo(fetchMock, 'POST /api/admin/contact-messages/c1/convert');
    expect(JSON.parse(String(init?.body))).toEqual({
      target: 'corporate-partnership',
      contactName: 'Ada Moss',
      company: 'Initech Ltd',
      partnershipType: 'sponsor',
      message: 'Could you run an inclusion workshop for our team of forty?',
    });
  });

  it('a converted message links to the inquiry it became instead of offering Convert', async () => {
    render('/admin/messages?id=c1', {}, [
      contactMessage({ convertedTo: { kind: 'speaking-request', id: 'sr9' } }),
    ]);
    const details = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(
      await within(details).findByRole('link', { name: 'Open the speaking request' }),
    ).toHaveAttribute('href', '/admin/bookings?id=sr9');
    expect(within(details).queryByRole('button', { name: 'Convert' })).toBeNull();
  });
});
