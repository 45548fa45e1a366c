import { INQUIRY_API_PATHS, type InquiryKind } from '@bb/shared/admin';
import { format } from 'date-fns';
import { downloadAttachment } from '../../lib/download';

// The query of an inquiry inbox's list and export (GET /api/admin/speaking-requests,
// /corporate-partnerships, /contact-messages and their /export): the same parameters for the three.

/** An inbox's filters: the search, the status filter, and the kind's other filters (`type`). */
export interface InboxFilters {
  search?: string;
  /** 'all', a status, or a view of the kind ('inbox'); left out when empty. */
  status?: string;
  type?: string;
  /** 'me', 'none' or an administrator's id; left out when empty. */
  assignee?: string;
  /** 'possible': only "Possible spam"; left out when empty. */
  spam?: string;
}

export interface InboxQuery extends InboxFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
}

function filterParams({
  search = '',
  status = '',
  type = '',
  assignee = '',
  spam = '',
}: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (type) params.set('type', type);
  if (assignee) params.set('assignee', assignee);
  if (spam) params.set('spam', spam);
  return params;
}

/** A kind's inbox: /api/admin/{speaking-requests|corporate-partnerships|contact-messages}. */
export const inboxPath = (kind: InquiryKind) => `/api/admin/${INQUIRY_API_PATHS[kind]}`;

/** The kind's list with its query: the filters, the page and its size. */
export function inboxListUrl(kind: InquiryKind, query: InboxQuery): string {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return `${inboxPath(kind)}?${params.toString()}`;
}

/** The export's URL: every row matching the filters (not only the page shown). */
export function inboxExportUrl(kind: InquiryKind, filters: InboxFilters): string {
  const query = filterParams(filters).toString();
  return `${inboxPath(kind)}/export${query ? `?${query}` : ''}`;
}

/**
 * Downloads the inbox's CSV of the rows matching `filters` and saves it under the server's file name
 * (or `fileName(today)`). Answers the name; rejects with an ApiError.
 */
export function downloadInboxExport(
  kind: InquiryKind,
  filters: InboxFilters,
  fileName: (date: string) => string,
): Promise<string> {
  return downloadAttachment(inboxExportUrl(kind, filters), {
    accept: 'text/csv',
    fallbackName: fileName(format(new Date(), 'yyyy-MM-dd')),
  });
}

/** The RTK Query tag of each kind's inbox (its list, details and counts). */
export const INQUIRY_TAGS = {
  'speaking-request': 'SpeakingRequest',
  'corporate-partnership': 'Partnership',
  'contact-message': 'ContactMessage',
} as const satisfies Record<InquiryKind, string>;

/** An inquiry's admin URL: /api/admin/{inbox}/{id}. */
export const inquiryUrl = (kind: InquiryKind, id: string) =>
  `${inboxPath(kind)}/${encodeURIComponent(id)}`;
