import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  INBOX_DEFAULT_PAGE_SIZE,
  type AdminContactMessage,
  type AdminPartnership,
  type AdminSpeakingRequest,
  type ThreadEntry,
} from '@bb/shared/admin';
import { CONTACT_MESSAGE_STATUSES, SPEAKING_REQUEST_STATUSES } from '@bb/shared/inquiries';
import { PARTNERSHIP_STATUSES } from '@bb/shared/partnerships';
import { Toaster } from '../components/toast/Toaster';
import { mockFetch, renderWithProviders, type Handlers, type MockResponse } from './utils';

// Fixtures and a renderer for the inbox pages' tests: the page alone (the admin layout and its
// guard have their own tests) at a path with its query, with the toaster, and the URL's query
// shown in a probe so that tests can read it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO timestamp `days` days before now (formatDistanceToNow reads it as 'N days ago'). */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS - 60_000).toISOString();
}

/** An inquiry nobody has triaged: unassigned, in the inbox, not spam. */
const NO_TRIAGE = { assignee: null, archivedAt: null, spam: false, possibleSpam: false } as const;

export function speakingRequest(
  overrides: Partial<AdminSpeakingRequest> = {},
): AdminSpeakingRequest {
  return {
    id: 'sr1',
    email: 'jordan@acme.example',
    createdAt: daysAgo(3),
    memberId: null,
    replyCount: 0,
    fromSender: 1,
    ...NO_TRIAGE,
    eventType: 'keynote',
    company: 'Acme Corp',
    contactName: 'Jordan Lee',
    eventDate: '2030-05-04',
    attendeeCount: 250,
    budget: '10k-25k',
    message: 'An all-hands keynote.',
    status: 'pending',
    eventTime: null,
    endTime: null,
    location: null,
    videoLink: null,
    feeNote: null,
    ...overrides,
  };
}

export function partnership(overrides: Partial<AdminPartnership> = {}): AdminPartnership {
  return {
    id: 'p1',
    email: 'sam@globex.example',
    createdAt: daysAgo(2),
    memberId: null,
    replyCount: 0,
    fromSender: 1,
    ...NO_TRIAGE,
    companyName: 'Globex',
    partnershipType: 'client',
    contactName: 'Sam Rivera',
    status: 'new',
    contractDetails: {
      interests: ['Leadership Development', 'CSR Initiatives'],
      employeeCount: '201-1000',
      timeline: '1-3-months',
      budget: '15k-50k',
    },
    ...overrides,
  };
}

export function contactMessage(overrides: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id: 'c1',
    email: 'ada@example.org',
    createdAt: daysAgo(1),
    memberId: null,
    replyCount: 0,
    fromSender: 1,
    ...NO_TRIAGE,
    name: 'Ada Moss',
    company: 'Initech',
    inquiryType: 'training',
    message: 'Could you run an inclusion workshop for our team of forty?',
    status: 'new',
    inReplyTo: null,
    convertedTo: null,
    ...overrides,
  };
}

export function threadEntry(overrides: Partial<ThreadEntry> = {}): ThreadEntry {
  return {
    id: 't1',
    author: 'organisation',
    authorName: 'admin',
    body: 'Thank you, we would be glad to.',
    createdAt: '2026-01-11T09:00:00.000Z',
    ...overrides,
  };
}

export type InboxItem = AdminSpeakingRequest | AdminPartnership | AdminContactMessage;

/** What the fake server of each inbox searches, and its statuses. */
const INBOX_KINDS = {
  speaking: {
    statuses: SPEAKING_REQUEST_STATUSES,
    fields: (r: AdminSpeakingRequest) => [r.company, r.contactName, r.eventType, r.email],
  },
  partnership: {
    statuses: PARTNERSHIP_STATUSES,
    fields: (p: AdminPartnership) => [p.companyName, p.contactName, p.partnershipType, p.email],
  },
  contact: {
    statuses: CONTACT_MESSAGE_STATUSES,
    fields: (m: AdminContactMessage) => [m.name, m.email, m.company, m.message],
  },
} as const;

/**
 * A fake of an inbox's list route (GET /api/admin/speaking-requests etc.): answers the page of
 * `items` (or of what `items()` holds now) that the query asks for, as the server does: searched
 * (any case) and filtered by status ('all' or none: every status; 'inbox': all but archived) and
 * type, unread first for the contact messages, paged, with the counts of every item.
 */
export function inboxAnswer<T extends InboxItem>(
  kind: keyof typeof INBOX_KINDS,
  items: readonly T[] | (() => readonly T[]),
) {
  return ({ url }: { url: URL }): MockResponse => {
    const all = typeof items === 'function' ? items() : items;
    const query = url.searchParams;
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('status') ?? 'all';
    const type = query.get('type');
    const fields = INBOX_KINDS[kind].fields as (item: T) => (string | null)[];
    let matching = all.filter(
      (item) =>
        (status === 'all' ||
          (status === 'inbox' ? item.status !== 'archived' : item.status === status)) &&
        (!type || (item as Partial<AdminContactMessage>).inquiryType === type) &&
        (!search || fields(item).some((f) => f?.toLowerCase().includes(search))),
    );
    if (kind === 'contact')
      matching = [...matching].sort(
        (a, b) => Number(b.status === 'new') - Number(a.status === 'new'),
      );
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? INBOX_DEFAULT_PAGE_SIZE);
    const byStatus = Object.fromEntries(
      INBOX_KINDS[kind].statuses.map((s) => [s, all.filter((i) => i.status === s).length]),
    );
    return {
      body: {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
        counts: { total: all.length, byStatus },
      },
    };
  };
}

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

/** The URL's query as the page left it, e.g. '?q=acme&status=pending'. */
export function currentSearch(): string {
  return screen.getByTestId('location-search').textContent ?? '';
}

/** Renders `page` at `path` (with its query) and the given API answers. */
export function renderInbox(path: string, page: ReactElement, handlers: Handlers = {}) {
  const fetchMock = mockFetch(handlers);
  const pathname = new URL(path, 'http://localhost').pathname;
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path={pathname} element={page} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { path },
  );
  return { ...result, fetchMock, user: userEvent.setup() };
}

/** Options of getByText for the text outside the cards' status selectors (a badge). */
export const BADGE = { ignore: '[role="combobox"], option, script, style' };

/** The figure of a count card, e.g. countCard('Pending') -> '2'. */
export function countCard(label: string): string {
  // Also while a dialog hides the page from the accessibility tree.
  const summary = screen.getByRole('region', { name: 'Summary', hidden: true });
  const card = within(summary)
    .getByRole('heading', { level: 3, name: label, hidden: true })
    .closest('li');
  return (card?.textContent ?? '').slice(label.length);
}

/** Each count card shows its figure, e.g. { Pending: '2' } (one `expect` a card). */
export function expectCountCards(figures: Record<string, string>) {
  for (const [label, figure] of Object.entries(figures)) {
    expect(countCard(label), label).toBe(figure);
  }
}

/** The card (list item) whose heading is `heading`. */
export function card(heading: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: heading }).closest('li') as HTMLElement;
}

/** The headings of the cards, in order. */
export function cardHeadings(listHeading: RegExp): string[] {
  const list = screen.getByRole('region', { name: listHeading });
  return within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

/** The toaster's region (hidden from the accessibility tree while a dialog is open). */
export function toasts(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });
}

/** Chooses `option` in a card's inline status selector (a menu button with a listbox). */
export async function chooseStatus(
  user: ReturnType<typeof userEvent.setup>,
  select: HTMLElement,
  option: string,
) {
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** Confirms the status change dialog that a choice opened, as it is (the sender told). */
export async function confirmStatusChange(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: /^Change status to / });
  await user.click(within(dialog).getByRole('button', { name: 'Change Status' }));
  // The page behind is hidden from assistive technology until the dialog has gone.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Chooses `option` in the status select named `name` and confirms the notice dialog. */
export async function changeStatusInline(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  option: string,
) {
  await chooseStatus(user, await screen.findByRole('combobox', { name }), option);
  await confirmStatusChange(user);
}

/** Types `text` into the dialog's reply box named `boxName`, sends it, and waits for the box to empty. */
export async function sendReply(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  boxName: string,
  text: string,
) {
  const box = await within(dialog).findByRole('textbox', { name: boxName });
  await user.type(box, text);
  await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
  await waitFor(() => expect(box).toHaveValue(''));
  return box;
}

interface DialogPropsOptions {
  item?: AdminSpeakingRequest;
  thread?: ThreadEntry[];
  onClose?: () => void;
}

/**
 * The props of the details dialog of the speaking request sr1, for the dialog's own tests (triage,
 * notes, merging): `<InquiryDetailsDialog {...speakingRequestDialogProps()} />`.
 */
export function speakingRequestDialogProps({
  item = speakingRequest(),
  thread = [threadEntry()],
  onClose = () => undefined,
}: DialogPropsOptions = {}) {
  return {
    kind: 'speaking-request' as const,
    id: 'sr1',
    onClose,
    title: 'Speaking Request Details',
    item,
    detail: { thread, isError: false, error: undefined, refetch: () => undefined },
    what: 'this speaking request',
    renderDetails: () => null,
    recipientName: () => 'Jordan Lee',
    onReply: () => Promise.resolve(),
  };
}
