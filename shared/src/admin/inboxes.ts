/** The inquiry inboxes' pages, count cards, views and filters, and their CSV exports' file names. */
import type { ListPage } from './lists';

/** An inbox's count cards: every inquiry of the kind and how many have each status, whatever the filters. */
export interface InboxCounts<S extends string> {
  total: number;
  byStatus: Record<S, number>;
}

/**
 * GET /api/admin/speaking-requests, /corporate-partnerships, /contact-messages: one page of the
 * inquiries matching the search and filters (`total` counts them), and the inbox's counts.
 */
export interface InboxPage<T, S extends string> extends ListPage<T> {
  counts: InboxCounts<S>;
}
/** The page sizes an inbox offers; the first is the default. */
export const INBOX_PAGE_SIZES = [20, 50, 100] as const;
export const INBOX_DEFAULT_PAGE_SIZE = INBOX_PAGE_SIZES[0];
/** The status filter that lets every status through (also what no `status` means). */
export const INBOX_ALL = 'all';
/** The contact inbox's default view: every message but the archived ones. */
export const CONTACT_INBOX_VIEW = 'inbox';
/**
 * The status filter's view of the archived inquiries (POST …/{id}/archive, …/spam): every other
 * view and status leaves them out, and so do the count cards.
 */
export const INBOX_ARCHIVED_VIEW = 'archived';
/** `?assignee=` of an inbox: `me` (the administrator asking), `none` (unassigned) or a user's id. */
export const INBOX_ASSIGNEE_ME = 'me';
export const INBOX_ASSIGNEE_NONE = 'none';
/** `?spam=` of an inbox: only the inquiries sent from an address marked as spam after it was marked. */
export const INBOX_POSSIBLE_SPAM = 'possible';

/** The exports' file names (YYYY-MM-DD, the day of the export). */
export const speakingRequestsExportFileName = (date: string) => `speaking-requests-${date}.csv`;
export const partnershipsExportFileName = (date: string) => `corporate-partnerships-${date}.csv`;
export const contactMessagesExportFileName = (date: string) => `contact-messages-${date}.csv`;
