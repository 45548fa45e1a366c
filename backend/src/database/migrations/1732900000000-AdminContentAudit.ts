import { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_ACTIONS = [
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
  'speaking-request.status',
  'speaking-request.reply',
  'corporate-partnership.status',
  'corporate-partnership.reply',
  'contact-message.status',
  'contact-message.reply',
  'admin.sign-in-failed',
  'admin.access-denied',
];
const NEW_ACTIONS = [
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
const OLD_TARGETS = ['user', 'speaking-request', 'corporate-partnership', 'contact-message'];
const NEW_TARGETS = [
  'testimonial',
  'carousel-item',
  'carousel',
  'upload',
  'settings',
  'newsletter-subscriber',
];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The admin panel, part 2: the audit trail records changes to testimonials, carousels, uploads, the
 * site settings and the newsletter subscribers, so its action and target-type checks admit them.
 */
export class AdminContentAudit1732900000000 implements MigrationInterface {
  name = 'AdminContentAudit1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await this.setChecks(q, [...OLD_ACTIONS, ...NEW_ACTIONS], [...OLD_TARGETS, ...NEW_TARGETS]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM "audit_entry" WHERE "action" IN (${list(NEW_ACTIONS)}) OR "target_type" IN (${list(NEW_TARGETS)})`,
    );
    await this.setChecks(q, OLD_ACTIONS, OLD_TARGETS);
  }

  private async setChecks(q: QueryRunner, actions: string[], targets: string[]): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      DROP CONSTRAINT "CHK_audit_entry_target_type",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)})),
      ADD CONSTRAINT "CHK_audit_entry_target_type" CHECK ("target_type" IN (${list(targets)}))`);
  }
}
