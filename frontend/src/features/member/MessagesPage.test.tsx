import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberConversationItem, MemberMessage } from '../../api/member';
import { callsTo } from '../../test/utils';
import {
  conversationItem,
  looseItem,
  message,
  preloadMemberPages,
  renderMember,
  summary,
} from '../../test/member';

beforeAll(() => preloadMemberPages(), 60_000);

const card = (subject: string) =>
  screen.getByRole('heading', { level: 2, name: subject }).closest('li') as HTMLElement;
const statistic = (label: string) =>
  within(screen.getByRole('region', { name: 'Message Statistics' })).getByText(label, {
    selector: 'dt',
  }).nextElementSibling?.textContent;

const inbox = [
  looseItem(),
  looseItem({
    id: 'm2',
    subject: 'Your request was confirmed',
    type: 'confirmation',
    read: true,
    preview: 'Good news: your keynote is confirmed.',
    body: 'Good news: your keynote is confirmed.',
    date: '2026-01-12T10:00:00.000Z',
  }),
  looseItem({
    id: 'm3',
    subject: 'A note from our team',
    type: 'feedback',
    read: false,
    preview: 'Thank you for being part of our community.',
    body: 'Thank you for being part of our community.',
    bookingId: null,
  }),
];

/** The conversation with, latest, an answer by e-mail from a colleague's address. */
function withColleague(item: MemberConversationItem): MemberConversationItem {
  const entries = item.conversation!.entries;
  return {
    ...item,
    conversation: {
      ...item.conversation!,
      entries: [
        {
          ...entries[1],
          id: 'e3',
          from: 'Sam Colleague',
          body: 'Adding my colleague Sam.',
          date: '2026-01-11T11:00:00.000Z',
          otherAddress: true,
        },
        ...entries,
      ],
    },
  };
}

describe('MessagesPage', () => {
  it('shows each message with subject, sender, date, type badge, preview and New when unread', async () => {
    renderMember('/my/messages', { 'GET /api/my/conversations': { body: inbox } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Manage your communications and inquiries')).toBeInTheDocument();

    const first = await waitFor(() => card('We received your speaking request'));
    expect(within(first).getByText(/From Building Bridges Inclusion/)).toBeInTheDocument();
    expect(within(first).getByText('Jan 10, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Inquiry')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(
      within(first).getByText(
        'Thank you for your request. We will get back to you within 24 hours.',
      ),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Read: We received your speaking request' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Reply: We received your speaking request' }),
    ).toBeInTheDocument();

    const read = card('Your request was confirmed');
    expect(within(read).getByText('Confirmation')).toBeInTheDocument();
    expect(within(read).queryByText('New')).not.toBeInTheDocument();
    expect(within(card('A note from our team')).getByText('Feedback')).toBeInTheDocument();
  });

  it('counts Unread, Total and Inquiries in Message Statistics', async () => {
    renderMember('/my/messages', { 'GET /api/my/conversations': { body: inbox } });
    await waitFor(() => expect(statistic('Total')).toBe('3'));
    expect(statistic('Unread')).toBe('2');
    expect(statistic('Inquiries')).toBe('1');
  });

  it('shows the empty state and zero counts without messages', async () => {
    renderMember('/my/messages', { 'GET /api/my/conversations': { body: [] } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No messages yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You don't have any messages or inquiries at the moment"),
    ).toBeInTheDocument();
    expect(statistic('Total')).toBe('0');
    expect(statistic('Unread')).toBe('0');
  });

  it('Read opens the whole message and marks it read on the server', async () => {
    let read = false;
    const { user, fetchMock } = renderMember('/my/messages', {
      'GET /api/my/conversations': () => ({ body: [looseItem({ read })] }),
      'GET /api/my/summary': () => ({
        body: summary({ messages: { total: 1, unread: read ? 0 : 1, inquiries: 1 } }),
      }),
      'POST /api/my/messages/m1/read': () => {
        read = true;
        return { body: message({ read: true }) };
      },
    });
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Read: We received your speaking request' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'We received your speaking request' });
    expect(
      within(dialog).getByText(/Thank you for your request\.\s+We will get back to you/),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/my/messages/m1/read')).toHaveLength(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('We received your speaking request')).queryByText('New')).toBeNull();
    expect(statistic('Unread')).toBe('0');
    // The bell follows.
    expect(await screen.findByRole('link', { name: 'Messages, no unread' })).toBeInTheDocument();
  });

  it('does not mark an already read message again', async () => {
    const { user, fetchMock } = renderMember('/my/messages', {
      'GET /api/my/conversations': { body: [looseItem({ read: true })] },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Read: We received your speaking request' }),
    );
    await screen.findByRole('dialog', { name: 'We received your speaking request' });
    expect(callsTo(fetchMock, 'POST /api/my/messages/m1/read')).toHaveLength(0);
  });

  it('Reply asks for text, then sends it and shows it in the thread', async () => {
    const sent: MemberMessage['replies'] = [];
    const thread = () => looseItem({ read: true, replies: [...sent] });
    const { user, fetchMock } = renderMember('/my/messages', {
      'GET /api/my/conversations': () => ({ body: [thread()] }),
      'POST /api/my/messages/m1/read': () => ({ body: thread() }),
      'POST /api/my/messages/m1/reply': ({ body }) => {
        sent.push({
          id: 'r1',
          message: (body as { message: string }).message,
          date: '2026-01-11T08:00:00.000Z',
        });
        return { status: 201, body: thread() };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reply: We received your speaking request' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'We received your speaking request' });
    const field = within(dialog).getByRole('textbox', { name: /Your reply/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByText('Please write your reply')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/my/messages/m1/reply')).toHaveLength(0);

    await user.type(field, '  Could the keynote start at 10:00?  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    const replies = await within(dialog).findByRole('region', { name: 'Your replies' });
    expect(within(replies).getByText('Could the keynote start at 10:00?')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST /api/my/messages/m1/reply');
    expect(JSON.parse(String(init?.body))).toEqual({
      message: 'Could the keynote start at 10:00?',
    });
    // The form closes; the announcement is made inside the dialog (the page behind is hidden).
    expect(within(dialog).queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Reply Sent. Your reply has been sent to our team.',
    );
    // Sighted users see the toast too (hidden from the accessibility tree while the dialog is open).
    const region = screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });
    expect(within(region).getByText('Reply Sent')).toBeInTheDocument();
  });

  it("announces the server's refusal of a reply inside the dialog", async () => {
    const { user } = renderMember('/my/messages', {
      'POST /api/my/messages/m1/read': { body: message({ read: true }) },
      'POST /api/my/messages/m1/reply': {
        status: 429,
        body: { statusCode: 429, message: 'Too many messages. Please try again later.' },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reply: We received your speaking request' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'We received your speaking request' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your reply/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Reply failed. Too many messages. Please try again later.',
      ),
    );
    // What was written is kept.
    expect(within(dialog).getByRole('textbox', { name: /Your reply/ })).toHaveValue('Hello');
  });

  it('shows one card per conversation and, opened, the replies both ways latest first down to the inquiry', async () => {
    let read = false;
    const { user, fetchMock } = renderMember('/my/messages', {
      'GET /api/my/conversations': () => ({
        body: [
          withColleague(conversationItem({ read })),
          looseItem({ id: 'm9', subject: 'A note', type: 'feedback', read: true }),
        ],
      }),
      'POST /api/my/messages/m1/read': () => {
        read = true;
        return { body: message({ read: true }) };
      },
    });
    const conversation = await waitFor(() =>
      card('Your speaking request: Keynote Speech for Acme Corp'),
    );
    expect(within(conversation).getByText('New')).toBeInTheDocument();
    expect(within(conversation).getByText('Inquiry')).toBeInTheDocument();
    expect(within(conversation).getByText('Would Tuesday morning suit you?')).toBeInTheDocument();
    // Counted per conversation.
    expect(statistic('Total')).toBe('2');
    expect(statistic('Unread')).toBe('1');
    expect(statistic('Inquiries')).toBe('1');

    await user.click(
      within(conversation).getByRole('button', {
        name: 'Read: Your speaking request: Keynote Speech for Acme Corp',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Your speaking request: Keynote Speech for Acme Corp',
    });
    expect(within(dialog).getByText(/Status: Pending · We write to you at jordan@example.org/));
    const thread = within(dialog).getByRole('region', { name: 'Conversation, latest first' });
    const items = within(thread)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(items[0]).toMatch(
      /^Sam Colleague · by e-mail from another address · .*Adding my colleague Sam\.$/,
    );
    expect(items[1]).toMatch(/^Building Bridges Inclusion · .*Would Tuesday morning suit you\?$/);
    expect(items[2]).toMatch(/^You · by e-mail · .*Can we bring 20 more people\?$/);
    expect(items[3]).toMatch(/Thank you for your speaking request\.$/);
    expect(items[4]).toMatch(/^You sent your inquiry · .*An all-hands keynote\.$/);
    expect(callsTo(fetchMock, 'POST /api/my/messages/m1/read')).toHaveLength(1);
  });

  it('offers a retry when the inbox cannot be read', async () => {
    renderMember('/my/messages', { 'GET /api/my/conversations': { status: 500, body: '' } });
    expect(await screen.findByText(/We could not load your messages/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
