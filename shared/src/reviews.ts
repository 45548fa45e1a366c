/**
 * Review before publishing (issue 45): a person who may edit but not publish (a contributor)
 * submits a page draft or a campaign for review with an optional note; a person who may publish it
 * (pages.publish, campaigns.send) publishes or sends it, which approves the review, or declines it
 * with a note. Submitting again, discarding the draft or deleting the campaign withdraws a waiting
 * review.
 */

/** What is reviewed: a public page's draft, or a newsletter campaign. */
export const REVIEW_KINDS = ['page', 'campaign'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/**
 * waiting: submitted, nobody has decided yet; approved: published (or sent, or scheduled) by
 * someone who may; declined: sent back with a note; withdrawn: the draft was discarded, the campaign
 * deleted, or the draft submitted again.
 */
export const REVIEW_STATES = ['waiting', 'approved', 'declined', 'withdrawn'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The most characters of a submitter's or a reviewer's note. */
export const REVIEW_NOTE_MAX = 2000;

/** A review as the API answers it. */
export interface Review {
  id: string;
  kind: ReviewKind;
  /** The page's slug or the campaign's id. */
  subjectId: string;
  /** The page's title or the campaign's subject. */
  title: string;
  /** Where it is edited: /admin/content/pages/{slug}, /admin/content/campaigns/{id}. */
  path: string;
  /** The draft's (or campaign's) version that was submitted. */
  version: number;
  state: ReviewState;
  /** The submitter's note; null when none. */
  note: string | null;
  submittedBy: string | null;
  submittedAt: string;
  /** Who approved or declined it, and when; null while it waits (or when withdrawn). */
  decidedBy: string | null;
  decidedAt: string | null;
  /** The reviewer's note when declined. */
  decisionNote: string | null;
}

/** GET /api/admin/reviews: the waiting reviews the caller may decide, oldest first. */
export interface ReviewList {
  total: number;
  items: Review[];
}

/** POST /api/admin/pages/{slug}/review, POST /api/admin/newsletter/campaigns/{id}/review. */
export interface SubmitReviewBody {
  version: number;
  note?: string;
}

/** POST .../review/decline. */
export interface DeclineReviewBody {
  note: string;
}
