import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo } from '../../../test/utils';
import {
  cardHeadings,
  contactMessage,
  currentSearch,
  daysAgo,
  inboxAnswer,
  partnership,
  renderInbox,
  speakingRequest,
  toasts,
  type InboxItem,
} from '../../../test/inbox';
import InboxPage from './InboxPage';
import { catchDownloads, querySentTo, serveCsv } from '../../../test/downloads';
import { expectToast } from '../../../test/expectations';

// The inboxes' shared list code (inboxListState, InquiryList's pagination, InquiryFilterBar's
// Export CSV) on each of the three pages: the page, its size and the filters are asked of the
// server and kept in the URL; Export CSV downloads the server's CSV of the current filters.

interface Case {
  name: string;
  page: ReactElement;
  path: string;
  list: string;
  kind: 'speaking' | 'partnership' | 'contact';
  /** 45 items, newest first, whose card headings are `Item 01`… */
  items: InboxItem[];
  listHeading: RegExp;
  noun: string;
  pagesLabel: string;
  /** The status filter's value sent with no status chosen. */
  defaultStatus?: string;
  /** A status to filter by, its option's label and what the server is sent. */
  status: { value: string; label: string };
  fileName: string;
}

const name = (i: number) => `Item ${String(i + 1).padStart(2, '0')}`;
const many = <T,>(make: (i: number) => T) => Array.from({ length: 45 }, (_, i) => make(i));

const CASES: Case[] = [
  {
    name: 'speaking requests',
    page: <InboxPage kind="speaking-request" />,
    path: '/admin/bookings',
    list: '/api/admin/speaking-requests',
    kind: 'speaking',
    items: many((i) =>
      speakingRequest({ id: `sr${i}`, company: name(i), createdAt: daysAgo(i + 1) }),
    ),
    // The card's h3 is the event type; its company is the subheading.
    listHeading: /^Requests \(/,
    noun: 'requests',
    pagesLabel: 'Speaking requests pages',
    status: { value: 'pending', label: 'Pending' },
    fileName: 'speaking-requests-2026-02-01.csv',
  },
  {
    name: 'partnerships',
    page: <InboxPage kind="corporate-partnership" />,
    path: '/admin/partnerships',
    list: '/api/admin/corporate-partnerships',
    kind: 'partnership',
    items: many((i) =>
      partnership({ id: `p${i}`, companyName: name(i), createdAt: daysAgo(i + 1) }),
    ),
    listHeading: /^Partnerships \(/,
    noun: 'partnerships',
    pagesLabel: 'Partnerships pages',
    status: { value: 'new', label: 'New' },
    fileName: 'corporate-partnerships-2026-02-01.csv',
  },
  {
    name: 'messages',
    page: <InboxPage kind="contact-message" />,
    path: '/admin/messages',
    list: '/api/admin/contact-messages',
    kind: 'contact',
    items: many((i) =>
      contactMessage({ id: `c${i}`, name: name(i), status: 'read', createdAt: daysAgo(i + 1) }),
    ),
    listHeading: /^Messages \(/,
    noun: 'messages',
    pagesLabel: 'Messages pages',
    defaultStatus: 'inbox',
    status: { value: 'read', label: 'Read' },
    fileName: 'contact-messages-2026-02-01.csv',
  },
];

/** The names the cards show, in order (the company or the sender). */
function shownNames(listHeading: RegExp): string[] {
  const headings = cardHeadings(listHeading);
  const list = screen.getByRole('region', { name: listHeading });
  const subheadings = within(list)
    .queryAllByText(/^Item \d\d$/)
    .map((e) => e.textContent ?? '');
  return subheadings.length ? subheadings : headings;
}

/** The query of the list requests made, in order. */
function listQueries(fetchMock: ReturnType<typeof renderInbox>['fetchMock'], list: string) {
  return callsTo(fetchMock, `GET ${list}`).map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );
}

describe.each(CASES)('$name: paged on the server', (c) => {
  const render = (path = c.path) =>
    renderInbox(path, c.page, { [`GET ${c.list}`]: inboxAnswer(c.kind, c.items) });
  const status = c.defaultStatus ? { status: c.defaultStatus } : {};

  it('asks for the first page, shows it with the pagination, and pages on in the URL', async () => {
    const { user, fetchMock } = render();
    const pages = await screen.findByRole('navigation', { name: c.pagesLabel });
    expect(within(pages).getByText(`Showing 1 to 20 of 45 ${c.noun}`)).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: c.listHeading })).toHaveTextContent(
      '(45)',
    );
    expect(shownNames(c.listHeading)).toEqual(many(name).slice(0, 20));
    expect(listQueries(fetchMock, c.list)).toEqual([{ ...status, page: '1', pageSize: '20' }]);
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shownNames(c.listHeading)).toEqual(many(name).slice(20, 40)));
    expect(currentSearch()).toBe('?page=2');
    expect(within(pages).getByText(`Showing 21 to 40 of 45 ${c.noun}`)).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(shownNames(c.listHeading)).toEqual(many(name).slice(40)));
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

    // A new page size goes back to the first page.
    await user.selectOptions(within(pages).getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(shownNames(c.listHeading)).toHaveLength(45));
    expect(currentSearch()).toBe('?pageSize=50');
    expect(listQueries(fetchMock, c.list).at(-1)).toEqual({
      ...status,
      page: '1',
      pageSize: '50',
    });
    // Four pages of cards rendered one after another: more than the default on a busy machine.
  }, 60_000);

  it('opens the page of the URL, goes to the last page from one past the end, and a filter goes back to page 1', async () => {
    const { user, fetchMock } = render(`${c.path}?page=7`);
    await waitFor(() => expect(currentSearch()).toBe('?page=3'));
    await waitFor(() => expect(shownNames(c.listHeading)).toEqual(many(name).slice(40)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), c.status.label);
    await waitFor(() => expect(currentSearch()).toBe(`?status=${c.status.value}`));
    expect(listQueries(fetchMock, c.list).at(-1)).toEqual({
      status: c.status.value,
      page: '1',
      pageSize: '20',
    });
  });

  it('sends the search once typing pauses', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('navigation', { name: c.pagesLabel });
    const before = listQueries(fetchMock, c.list).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Item 4');
    // Twenty cards give way to six once the pause has passed (slow on a busy machine).
    await waitFor(() => expect(shownNames(c.listHeading)).toEqual(many(name).slice(39)), {
      timeout: 15_000,
    });
    expect(currentSearch()).toBe('?q=Item+4');
    // One request for the whole text, not one a key.
    const searches = listQueries(fetchMock, c.list)
      .slice(before)
      .filter((q) => q.search);
    expect(searches).toEqual([{ ...status, search: 'Item 4', page: '1', pageSize: '20' }]);
  }, 40_000);

  it('exports the CSV of the current search and status under the server’s file name', async () => {
    const downloads = catchDownloads('blob:inbox');
    try {
      const { user, fetchMock } = render(`${c.path}?q=item&status=${c.status.value}`);
      await screen.findByRole('navigation', { name: c.pagesLabel });
      serveCsv(fetchMock, `${c.list}/export`, 'Received,Status\r\n', c.fileName);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await within(toasts()).findByText(new RegExp(c.fileName))).toBeInTheDocument();
      expect(querySentTo(fetchMock, `${c.list}/export`)).toEqual({
        search: 'item',
        status: c.status.value,
      });
      expect(downloads.saved).toEqual([c.fileName]);
    } finally {
      downloads.restore();
    }
  });

  it('says why when the export fails', async () => {
    const { user } = renderInbox(c.path, c.page, {
      [`GET ${c.list}`]: inboxAnswer(c.kind, c.items),
      [`GET ${c.list}/export`]: apiError(403, 'Forbidden resource'),
    });
    await screen.findByRole('navigation', { name: c.pagesLabel });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await expectToast(toasts(), 'Export Failed', 'Forbidden resource');
  });
});
