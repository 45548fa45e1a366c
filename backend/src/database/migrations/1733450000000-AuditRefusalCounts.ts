import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bounded audit trail under refused admin requests: an entry counts how many times it happened
 * (`count`, 1 for every entry so far), and `collapse_key` (unique where set) lets the refusals of one
 * signed-in user and route within one minute share one entry, counted by an atomic upsert. Refusals of
 * clients that are not signed in are no longer stored (the application log has them); the entries
 * already stored stay until the retention period removes them.
 */
export class AuditRefusalCounts1733450000000 implements MigrationInterface {
  name = 'AuditRefusalCounts1733450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      ADD "count" integer NOT NULL DEFAULT 1,
      ADD "collapse_key" varchar(300)`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_audit_entry_collapse_key" ON "audit_entry" ("collapse_key") WHERE "collapse_key" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_audit_entry_collapse_key"`);
    await q.query(`ALTER TABLE "audit_entry" DROP COLUMN "collapse_key", DROP COLUMN "count"`);
  }
}
