import { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIONS_BEFORE = [
  'user.create',
  'user.update',
  'user.grant-admin',
  'user.revoke-admin',
  'user.verify-email',
  'user.unverify-email',
  'user.suspend',
  'user.reactivate',
  'user.delete',
  'user.send-password-reset',
  'user.reset-two-factor',
  'speaking-request.status',
  'speaking-request.reply',
  'corporate-partnership.status',
  'corporate-partnership.reply',
  'contact-message.status',
  'contact-message.reply',
  'admin.sign-in-failed',
  'admin.access-denied',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'carousel-item.create',
  'carousel-item.update',
  'carousel-item.delete',
  'carousel.reorder',
  'carousel.config',
  'upload.create',
  'upload.delete',
  'settings.update',
  'newsletter-subscriber.delete',
  'user.two-factor-on',
  'user.two-factor-off',
  'user.recovery-codes',
  'speaking-request.logistics',
];
const NEW_ACTIONS = ['speaking-request.note', 'corporate-partnership.note', 'contact-message.note'];
const list = (values: string[]) => values.map((a) => `'${a}'`).join(', ');

/**
 * Internal notes in an inquiry's thread (author 'note': seen by administrators only, never sent),
 * and their audit actions.
 */
export class InternalNotes1733560000000 implements MigrationInterface {
  name = 'InternalNotes1733560000000';

  async up(q: QueryRunner): Promise<void> {
    await this.setAuthors(q, ['organisation', 'sender', 'note']);
    await this.setActions(q, [...ACTIONS_BEFORE, ...NEW_ACTIONS]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "inquiry_reply" WHERE "author" = 'note'`);
    await q.query(`DELETE FROM "audit_entry" WHERE "action" IN (${list(NEW_ACTIONS)})`);
    await this.setAuthors(q, ['organisation', 'sender']);
    await this.setActions(q, ACTIONS_BEFORE);
  }

  private async setAuthors(q: QueryRunner, authors: string[]): Promise<void> {
    await q.query(`ALTER TABLE "inquiry_reply"
      DROP CONSTRAINT "CHK_inquiry_reply_author",
      ADD CONSTRAINT "CHK_inquiry_reply_author" CHECK ("author" IN (${list(authors)}))`);
  }

  private async setActions(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)}))`);
  }
}
