import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['page.schedule', 'page.unschedule'];
const ORDER = `"publish_at" IS NULL OR "unpublish_at" IS NULL OR "unpublish_at" > "publish_at"`;

/**
 * Scheduled publishing (issue 24): a page's draft publishes by itself at `publish_at`; testimonials
 * and carousel items publish and unpublish by themselves. Each time has a partial index (only the
 * scheduled rows), which every instance's due query reads every few seconds.
 */
export class ScheduledPublishing1733680000000 implements MigrationInterface {
  name = 'ScheduledPublishing1733680000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "page_content"
      ADD "publish_at" timestamptz,
      ADD "publish_scheduled_by_id" uuid,
      ADD "publish_scheduled_by_name" varchar(60)`);
    await q.query(
      `CREATE INDEX "IDX_page_content_publish_at" ON "page_content" ("publish_at") WHERE "publish_at" IS NOT NULL`,
    );
    for (const table of ['testimonial', 'carousel_item']) {
      await q.query(`ALTER TABLE "${table}"
        ADD "publish_at" timestamptz,
        ADD "unpublish_at" timestamptz,
        ADD "scheduled_by_id" uuid,
        ADD "scheduled_by_name" varchar(60),
        ADD CONSTRAINT "CHK_${table}_schedule_order" CHECK (${ORDER})`);
      for (const column of ['publish_at', 'unpublish_at'])
        await q.query(
          `CREATE INDEX "IDX_${table}_${column}" ON "${table}" ("${column}") WHERE "${column}" IS NOT NULL`,
        );
    }
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
    for (const table of ['testimonial', 'carousel_item']) {
      await q.query(`DROP INDEX "IDX_${table}_unpublish_at"`);
      await q.query(`DROP INDEX "IDX_${table}_publish_at"`);
      await q.query(`ALTER TABLE "${table}"
        DROP CONSTRAINT "CHK_${table}_schedule_order",
        DROP COLUMN "scheduled_by_name",
        DROP COLUMN "scheduled_by_id",
        DROP COLUMN "unpublish_at",
        DROP COLUMN "publish_at"`);
    }
    await q.query(`DROP INDEX "IDX_page_content_publish_at"`);
    await q.query(`ALTER TABLE "page_content"
      DROP COLUMN "publish_scheduled_by_name",
      DROP COLUMN "publish_scheduled_by_id",
      DROP COLUMN "publish_at"`);
  }
}
