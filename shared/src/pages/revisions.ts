/**
 * Content history (issue 24): every publish of a page, and every save of the organisation details,
 * keeps a revision: who, when and the content. The API's shapes, shared with the admin panel.
 */

/** The subject of the organisation details' revisions (a page's is `page:<slug>`). */
export const SITE_DETAILS_SUBJECT = 'site-details';

export const pageSubject = (slug: string) => `page:${slug}`;

/** A revision in a history list. */
export interface RevisionSummary {
  id: string;
  /** 1, 2, 3... per page (or for the details), in the order they were kept. */
  number: number;
  createdAt: string;
  /** The administrator's username then; null for the content the site shipped with. */
  createdBy: string | null;
  /** The revision's number this one restored (a publish of a restored revision), else null. */
  restoredFrom: number | null;
  /** The revision that is live now (the newest). */
  current: boolean;
}

/** GET /api/admin/pages/{slug}/revisions: newest first, a page of them. */
export interface RevisionPage {
  items: RevisionSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/pages/{slug}/revisions/{id}: one revision with its content. */
export interface Revision<C = unknown> extends RevisionSummary {
  content: C;
}

export const REVISION_MESSAGES = {
  notFound: 'This revision does not exist (it may have passed the retention period).',
} as const;
