import { ACCOUNT_MAIL_TEMPLATES, MAIL_QUEUES, mailClassOf } from './mail-classes';
import { MailRenderer } from './mail-renderer';

describe('mail classes', () => {
  const templates = new MailRenderer().templateNames();

  it('names only templates that exist (a renamed template must not fall back to the general queue)', () => {
    for (const name of ACCOUNT_MAIL_TEMPLATES)
      expect({ name, exists: templates.includes(name) }).toEqual({ name, exists: true });
  });

  // Every template is listed: a new one fails here until someone decides which queue it waits in
  // (account mail goes in ACCOUNT_MAIL_TEMPLATES, mail-classes.ts).
  it('puts account and security mail in its own queue, everything else in the general one', () => {
    expect(Object.fromEntries(templates.sort().map((name) => [name, mailClassOf(name)]))).toEqual({
      'verify-email': 'account',
      'password-reset': 'account',
      'set-password': 'account',
      'two-factor-changed': 'account',
      'email-change-confirm': 'account',
      'email-change-requested': 'account',
      'email-changed': 'account',
      'newsletter-confirm': 'account',
      'account-deleted': 'account',
      'contact-acknowledgement': 'general',
      'contact-notification': 'general',
      'inquiry-assigned': 'general',
      'inquiry-email-answer': 'general',
      'inquiry-member-reply': 'general',
      'inquiry-reply': 'general',
      'inquiry-status': 'general',
      'member-message': 'general',
      'newsletter-campaign': 'general',
      'newsletter-welcome': 'general',
      'partnership-acknowledgement': 'general',
      'partnership-notification': 'general',
      'review-approved': 'general',
      'review-declined': 'general',
      'review-submitted': 'general',
      'speaking-acknowledgement': 'general',
      'speaking-change-notification': 'general',
      'speaking-notification': 'general',
    });
    expect(MAIL_QUEUES.account).not.toBe(MAIL_QUEUES.general);
  });
});
