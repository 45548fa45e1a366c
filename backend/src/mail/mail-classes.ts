/**
 * Which queue each message waits in. Account and security mail (a verification link, a password
 * reset, a notice that sign-in changed) is what a person is waiting for at their screen, and what
 * tells them their account was touched: it has a queue and workers of its own, so it goes out within
 * seconds whatever else waits (after a burst of inquiries, or during a newsletter campaign).
 * Everything else (inquiry acknowledgements and notifications, replies, status news, welcomes) waits
 * in the general queue, in order.
 */
export type MailClass = 'account' | 'general';

/**
 * The templates of account and security mail, by name (templates/<name>.*.hbs). A new template that
 * a person waits for, or that reports a change to their account (sign-in, password, address,
 * two-factor), belongs here.
 */
export const ACCOUNT_MAIL_TEMPLATES: ReadonlySet<string> = new Set([
  'verify-email',
  'password-reset',
  'set-password',
  'two-factor-changed',
  'email-change-confirm',
  'email-change-requested',
  'email-changed',
  'newsletter-confirm',
  'account-deleted',
]);

/** The pg-boss queue of each class. 'mail' is the queue every message used before the split. */
export const MAIL_QUEUES: Readonly<Record<MailClass, string>> = {
  account: 'mail-account',
  general: 'mail',
};

/**
 * Account mail's deliveries at once per instance: its volume is small (each is one person's
 * request, under the auth rate limits), and two keep one slow exchange from holding the next.
 */
export const ACCOUNT_MAIL_WORKERS = 2;

export function mailClassOf(template: string): MailClass {
  return ACCOUNT_MAIL_TEMPLATES.has(template) ? 'account' : 'general';
}
