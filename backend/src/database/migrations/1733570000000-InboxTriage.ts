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
  'speaking-request.note',
  'corporate-partnership.note',
  'contact-message.note',
];
const KINDS = ['speaking-request', 'corporate-partnership', 'contact-message'];
const TOOLS = ['assign', 'archive', 'restore', 'spam', 'not-spam', 'delete'];
const NEW_ACTIONS = TOOLS.flatMap((tool) => KINDS.map((kind) => `${kind}.${tool}`));
const TABLES = ['speaking_request', 'corporate_partnership', 'contact_message'];
const list = (values: string[]) => values.map((a) => `'${a}'`).join(', ');

/**
 * The inboxes' triage (the same for the three kinds of inquiry): the administrator an inquiry is
 * assigned to, when it was archived and whether as spam, and the senders' addresses marked as spam
 * (their later inquiries show "Possible spam"); the tools' audit actions.
 */
export class InboxTriage1733570000000 implements MigrationInterface {
  name = 'InboxTriage1733570000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE "${table}"
        ADD "assignee_id" uuid,
        ADD "archived_at" TIMESTAMP WITH TIME ZONE,
        ADD "spam" boolean NOT NULL DEFAULT false`);
      await q.query(`CREATE INDEX "IDX_${table}_assignee_id" ON "${table}" ("assignee_id")`);
      await q.query(`ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_assignee"
        FOREIGN KEY ("assignee_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }
    await q.query(`CREATE TABLE "spam_sender" (
      "email" character varying(254) NOT NULL,
      "marked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_spam_sender" PRIMARY KEY ("email"))`);
    await this.setActions(q, [...ACTIONS_BEFORE, ...NEW_ACTIONS]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "action" IN (${list(NEW_ACTIONS)})`);
    await this.setActions(q, ACTIONS_BEFORE);
    await q.query(`DROP TABLE "spam_sender"`);
    for (const table of TABLES) {
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "FK_${table}_assignee"`);
      await q.query(`DROP INDEX "IDX_${table}_assignee_id"`);
      await q.query(`ALTER TABLE "${table}"
        DROP COLUMN "spam", DROP COLUMN "archived_at", DROP COLUMN "assignee_id"`);
    }
  }

  private async setActions(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)}))`);
  }
}
