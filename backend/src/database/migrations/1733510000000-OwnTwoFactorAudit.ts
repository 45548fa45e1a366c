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
];
/** An administrator's changes to their own two-factor sign-in. */
const NEW_ACTIONS = ['user.two-factor-on', 'user.two-factor-off', 'user.recovery-codes'];

const list = (actions: string[]) => actions.map((a) => `'${a}'`).join(', ');

/**
 * The audit trail records an administrator turning their own two-factor sign-in on or off and
 * replacing their recovery codes (the administrators' reset of someone else's was recorded already).
 */
export class OwnTwoFactorAudit1733510000000 implements MigrationInterface {
  name = 'OwnTwoFactorAudit1733510000000';

  async up(q: QueryRunner): Promise<void> {
    await this.setActions(q, [...ACTIONS_BEFORE, ...NEW_ACTIONS]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "action" IN (${list(NEW_ACTIONS)})`);
    await this.setActions(q, ACTIONS_BEFORE);
  }

  private async setActions(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)}))`);
  }
}
