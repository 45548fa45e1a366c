import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const KINDS = ['speaking-request', 'corporate-partnership', 'contact-message'];
const TOOLS = ['assign', 'archive', 'restore', 'spam', 'not-spam', 'delete'];
const NEW_ACTIONS = TOOLS.flatMap((tool) => KINDS.map((kind) => `${kind}.${tool}`));
const TABLES = ['speaking_request', 'corporate_partnership', 'contact_message'];

/**
 * The inboxes' triage (the same for the three kinds of inquiry): the administrator an inquiry is
 * assigned to, when it was archived and whether as spam, and the senders' addresses marked as spam
 * (their later inquiries show "Possible spam"); the tools' audit actions, added to those the
 * constraint allows (read from it, so that the order of this and other migrations adding actions
 * does not matter).
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
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
    await q.query(`DROP TABLE "spam_sender"`);
    for (const table of TABLES) {
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "FK_${table}_assignee"`);
      await q.query(`DROP INDEX "IDX_${table}_assignee_id"`);
      await q.query(`ALTER TABLE "${table}"
        DROP COLUMN "spam", DROP COLUMN "archived_at", DROP COLUMN "assignee_id"`);
    }
  }
}
