import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['page.save', 'page.publish', 'page.discard'];

/**
 * The public pages' documents (issue 22): one row per page with its published document, the draft an
 * administrator saved (null: none) and a version for optimistic concurrency. A change of the published
 * document changes the public content version in the same transaction (like the other public
 * content, 1733300000000-PublicContentVersion), so every instance serves it from the next request; a
 * draft's save does not. The rows are seeded by the pages module at start (pages.service.ts).
 */
export class PageContent1733630000000 implements MigrationInterface {
  name = 'PageContent1733630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "page_content" (
        "slug" varchar(40) NOT NULL,
        "published" jsonb NOT NULL,
        "draft" jsonb,
        "version" integer NOT NULL DEFAULT 1,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by_id" uuid,
        "updated_by_name" varchar(60),
        "published_at" timestamptz,
        "published_by_name" varchar(60),
        CONSTRAINT "PK_page_content" PRIMARY KEY ("slug")
      )`);
    await q.query(`
      CREATE TRIGGER page_content_rows_added_or_removed AFTER INSERT OR DELETE ON page_content
        FOR EACH ROW EXECUTE FUNCTION public_content_changed()`);
    await q.query(`
      CREATE TRIGGER page_content_published_changed AFTER UPDATE ON page_content
        FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published)
        EXECUTE FUNCTION public_content_changed()`);
    await q.query(`
      CREATE TRIGGER page_content_emptied AFTER TRUNCATE ON page_content
        FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed()`);
    await addAuditActions(q, NEW_ACTIONS);
    const [{ definition }] = (await q.query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conname = 'CHK_audit_entry_target_type'`,
    )) as { definition: string }[];
    const targets = [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_target_type",
      ADD CONSTRAINT "CHK_audit_entry_target_type" CHECK ("target_type" IN (${[...targets, 'page']
        .map((t) => `'${t}'`)
        .join(', ')}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "target_type" = 'page'`);
    await removeAuditActions(q, NEW_ACTIONS);
    const [{ definition }] = (await q.query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conname = 'CHK_audit_entry_target_type'`,
    )) as { definition: string }[];
    const targets = [...definition.matchAll(/'([^']+)'/g)]
      .map((m) => m[1])
      .filter((t) => t !== 'page');
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_target_type",
      ADD CONSTRAINT "CHK_audit_entry_target_type" CHECK ("target_type" IN (${targets
        .map((t) => `'${t}'`)
        .join(', ')}))`);
    await q.query(`DROP TABLE "page_content"`);
  }
}
