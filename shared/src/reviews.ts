/**
 * Review before publishing (issue 45): a contributor (or anyone who may edit) submits a page draft or
 * a campaign for review; those who may publish it (pages.publish, campaigns.send in ./staff-roles.ts)
 * see it waiting, and publish (or send, or schedule) it, which approves it, or decline it with a note.
 */

export const REVIEW_KINDS = ['page', 'campaign'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/**
 * waiting: submitted, not decided. approved: published, scheduled or sent by a reviewer. declined:
 * sent back with a note. withdrawn: superseded (the draft was submitted again, discarded or deleted).
 */
export const REVIEW_STATES = ['waiting', 'approved', 'declined', 'withdrawn'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The longest note a submission or a decline may carry. */
export const REVIEW_NOTE_MAX = 2000;

export interface ReviewPerson {
  id: string;
  username: string;
}

export interface Review {
  id: string;
  kind: ReviewKind;
  /** The page's slug or the campaign's id. */
  subjectId: string;
  /** The page's title or the campaign's subject, as it was when submitted. */
  title: string;
  /** The draft's version that was submitted (the page draft's or the campaign's `version`). */
  version: number;
  /** The submitter's note; null when none was given. */
  note: string | null;
  submittedBy: ReviewPerson | null;
  submittedAt: string;
  state: ReviewState;
  decidedBy: ReviewPerson | null;
  decidedAt: string | null;
  /** The reviewer's note on a decline. */
  decisionNote: string | null;
  /** Where the exact draft is opened in the admin panel, e.g. "/admin/content/pages/about". */
  path: string;
}

/** POST /api/admin/pages/{slug}/review and POST /api/admin/newsletter/campaigns/{id}/review. */
export interface SubmitReviewBody {
  version: number;
  note?: string;
}

/** POST .../review/decline */
export interface DeclineReviewBody {
  note: string;
}

/** GET /api/admin/reviews: what waits for the caller's decision, oldest first. */
export interface ReviewList {
  items: Review[];
  total: number;
}
