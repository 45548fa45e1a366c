import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  contactMessage,
  partnership,
  renderInbox,
  speakingRequest,
  threadEntry,
  inboxAnswer,
  type InboxItem,
} from './inboxTestUtils';
import InboxPage from './InboxPage';

// axe-core on the inbox pages' states in jsdom (the end-to-end suite checks colours and widths in
// Chromium): the lists, the empty and no-match states, and each details dialog with its thread.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: TAGS },
    // jsdom has no layout: contrast is checked in the browser.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const thread = [
  threadEntry(),
  threadEntry({ id: 't2', author: 'sender', authorName: 'Jordan Lee', body: 'Thanks!' }),
];

interface Case {
  name: string;
  page: ReactElement;
  path: string;
  list: string;
  kind: 'speaking' | 'partnership' | 'contact';
  items: InboxItem[];
  dialog: string;
}

const CASES: Case[] = [
  {
    name: 'speaking requests',
    page: <InboxPage kind="speaking-request" />,
    path: '/admin/bookings',
    list: '/api/admin/speaking-requests',
    kind: 'speaking' as const,
    items: [speakingRequest(), speakingRequest({ id: 'sr2', eventDate: null, budget: null })],
    dialog: 'Speaking Request Details',
  },
  {
    name: 'partnerships',
    page: <InboxPage kind="corporate-partnership" />,
    path: '/admin/partnerships',
    list: '/api/admin/corporate-partnerships',
    kind: 'partnership' as const,
    items: [partnership(), partnership({ id: 'p2', contractDetails: null, status: 'active' })],
    dialog: 'Partnership Details',
  },
  {
    name: 'messages',
    page: <InboxPage kind="contact-message" />,
    path: '/admin/messages',
    list: '/api/admin/contact-messages',
    kind: 'contact' as const,
    items: [contactMessage(), contactMessage({ id: 'c2', status: 'read', inReplyTo: 'Hello' })],
    dialog: 'Message Details',
  },
];

describe.each(CASES)('$name: axe finds nothing', ({ page, path, list, kind, items, dialog }) => {
  it('in the list', async () => {
    renderInbox(path, page, { [`GET ${list}`]: inboxAnswer(kind, items) });
    await screen.findAllByRole('button', { name: /^View / });
    expect(await violations()).toEqual([]);
  });

  it('when empty', async () => {
    renderInbox(path, page, { [`GET ${list}`]: inboxAnswer(kind, []) });
    await screen.findByRole('heading', { name: /^No .+ yet$/ });
    expect(await violations()).toEqual([]);
  });

  it('when nothing matches', async () => {
    renderInbox(`${path}?q=zzz`, page, { [`GET ${list}`]: inboxAnswer(kind, items) });
    await screen.findByRole('heading', { name: /match your search criteria$/ });
    expect(await violations()).toEqual([]);
  });

  it('with the details dialog open', async () => {
    const [first] = items;
    renderInbox(`${path}?id=${first.id}`, page, {
      [`GET ${list}`]: inboxAnswer(kind, items),
      'PATCH /api/admin/contact-messages/c1': { body: items[0] },
      [`GET ${list}/${first.id}`]: { body: { ...first, thread } },
    });
    const open = await screen.findByRole('dialog', { name: dialog });
    await within(open).findByText('Thanks!');
    expect(await violations()).toEqual([]);
  });
});
