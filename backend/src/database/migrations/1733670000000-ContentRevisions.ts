import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['page.restore'];

/**
 * Content history (issue 24): a revision of a page's document at each publish, and of the
 * organisation details at each save, numbered per subject (`page:<slug>`, `site-details`). Each
 * subject's first revision, the content as it stood before history began, is added at start by the
 * module that owns the content (pages.service.ts, settings.admin.service.ts).
 */
export class ContentRevisions1733670000000 implements MigrationInterface {
  name = 'ContentRevisions1733670000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "content_revision" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "subject" varchar(60) NOT NULL,
        "number" integer NOT NULL,
        "content" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "created_by_id" uuid,
        "created_by_name" varchar(60),
        "restored_from" integer,
        CONSTRAINT "PK_content_revision" PRIMARY KEY ("id")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_content_revision_subject_number" ON "content_revision" ("subject", "number")`,
    );
    // The revision a page's draft was restored from (kept through later saves, shown in the history
    // when it is published).
    await q.query(`ALTER TABLE "page_content" ADD "draft_restored_from" integer`);
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
    await q.query(`ALTER TABLE "page_content" DROP COLUMN "draft_restored_from"`);
    await q.query(`DROP TABLE "content_revision"`);
  }
}
