/**
 * The words next to the footer's sign-up form, stored as the consent's wording of each sign-up from
 * it: the form shows this constant and the backend stores it, so the proof is what was shown.
 */
export const NEWSLETTER_FOOTER_WORDING =
  'Practical inclusion insights, event news and new episodes of The MWO Show, delivered once monthly. Unsubscribe at any time.';
