/**
 * Server-side settings of the inquiry forms. Their codes, labels and bounds are shared with the
 * frontend: `@bb/shared/inquiries` and `@bb/shared/partnerships`.
 */

/** Submissions of each form per client IP in INQUIRY_RATE_WINDOW_MS (see docs/decisions.md). */
export const INQUIRY_RATE_LIMIT = 8;
export const INQUIRY_RATE_WINDOW_MS = 15 * 60 * 1000;
