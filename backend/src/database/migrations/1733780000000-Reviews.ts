import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['review.submit', 'review.decline', 'review.approve', 'review.withdraw'];

/**
 * Review before publishing (issue 45): one row per submission of a page draft or a campaign. At most
 * one waits per subject (the partial unique index); the waiting ones are listed oldest first (the
 * second partial index), and a subject's latest is read for its editor (the third).
 */
export class Reviews1733780000000 implements MigrationInterface {
  name = 'Reviews1733780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "review" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "kind" varchar(20) NOT NULL,
        "subject_id" varchar(100) NOT NULL,
        "title" varchar(200) NOT NULL,
        "version" integer NOT NULL,
        "note" text,
        "submitted_by_id" uuid,
        "submitted_by_name" varchar(50),
        "submitted_at" timestamptz NOT NULL DEFAULT now(),
        "state" varchar(20) NOT NULL DEFAULT 'waiting',
        "decided_by_id" uuid,
        "decided_by_name" varchar(50),
        "decided_at" timestamptz,
        "decision_note" text,
        CONSTRAINT "CHK_review_kind" CHECK ("kind" IN ('page', 'campaign')),
        CONSTRAINT "CHK_review_state" CHECK ("state" IN ('waiting', 'approved', 'declined', 'withdrawn')),
        CONSTRAINT "PK_review" PRIMARY KEY ("id")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_review_waiting_subject" ON "review" ("kind", "subject_id") WHERE "state" = 'waiting'`,
    );
    await q.query(
      `CREATE INDEX "IDX_review_waiting_submitted_at" ON "review" ("submitted_at", "id") WHERE "state" = 'waiting'`,
    );
    await q.query(
      `CREATE INDEX "IDX_review_subject_submitted_at" ON "review" ("kind", "subject_id", "submitted_at")`,
    );
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
    await q.query(`DROP TABLE "review"`);
  }
}
