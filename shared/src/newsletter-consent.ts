import type { ConsentSource, SubscriberState } from './newsletter';

/**
 * The newsletter's consent: the words shown where people sign up (stored as the proof of their
 * consent; the footer's words are in `./newsletter-footer`, alone, so the public pages load nothing
 * else), the labels of states and sources, and the public answers. Without zod or the rich text
 * (`./newsletter` has those), so the public pages' footer can import it.
 */

/** How each state is shown (admin subscribers list, its CSV export, Download Your Data). */
export const SUBSCRIBER_STATE_LABELS: Readonly<Record<SubscriberState, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/** How each consent source is shown. */
export const CONSENT_SOURCE_LABELS: Readonly<Record<ConsentSource, string>> = {
  'footer-form': 'Footer sign-up form',
  'member-settings': 'Member settings (Marketing Emails)',
  'single-opt-in': 'Single opt-in (before confirmation e-mails)',
};

/** The Marketing Emails switch of /my/settings: its label and description, shown and stored. */
export const NEWSLETTER_MEMBER_SETTING = {
  label: 'Marketing Emails',
  description: 'Receive our monthly newsletter with insights and upcoming events.',
} as const;

/** The consent's wording of a member turning Marketing Emails on: the switch's label and description. */
export const NEWSLETTER_MEMBER_SETTING_WORDING = `${NEWSLETTER_MEMBER_SETTING.label}: ${NEWSLETTER_MEMBER_SETTING.description}`;

/** Longest stored consent wording and bounce reason (characters). */
export const CONSENT_WORDING_MAX = 1000;
export const BOUNCE_REASON_MAX = 500;

/** The answers of POST /api/newsletter/subscribe and /confirm. */
export const NEWSLETTER_MESSAGES = {
  subscribed:
    "Thank you for subscribing! Please confirm with the link we've e-mailed you; then you'll hear from us once a month.",
  confirmed: "Your subscription is confirmed. You'll hear from us once a month.",
  confirmInvalid:
    'This confirmation link is not valid or has expired. Please sign up again with the form at the bottom of any page.',
  confirmMissing: 'The confirmation link is missing its token.',
} as const;
