import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The users table pages, sorts and filters on the server (GET /api/admin/users): an index for each
 * order it offers, so that a page is read from an index rather than by sorting every account.
 * Newest first (created_at, id) also serves the export's keyset batches; by role (is_admin,
 * created_at, id) and by status (email_verified ASC, created_at DESC, id DESC: Unverified first, newest
 * first within each, and its exact reverse) also serve the role and status filters. Username and
 * e-mail sort on the unique lower(...) indexes that already exist. The search (username or e-mail
 * contains, ILIKE '%…%') uses trigram indexes (pg_trgm, a trusted extension that ships with
 * PostgreSQL), so a narrow search reads the few matching rows instead of every account.
 */
export class UserListIndexes1733520000000 implements MigrationInterface {
  name = 'UserListIndexes1733520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX "IDX_app_user_username_trgm" ON "app_user" USING gin ("username" gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX "IDX_app_user_email_trgm" ON "app_user" USING gin ("email" gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX "IDX_app_user_created_at_id" ON "app_user" ("created_at", "id") `);
    await q.query(
      `CREATE INDEX "IDX_app_user_is_admin_created_at_id" ON "app_user" ("is_admin", "created_at", "id") `,
    );
    await q.query(
      `CREATE INDEX "IDX_app_user_email_verified_created_at_id" ON "app_user" ("email_verified", "created_at" DESC, "id" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // The extension stays: other tables' searches may use it.
    await q.query(`DROP INDEX "IDX_app_user_email_trgm"`);
    await q.query(`DROP INDEX "IDX_app_user_username_trgm"`);
    await q.query(`DROP INDEX "IDX_app_user_email_verified_created_at_id"`);
    await q.query(`DROP INDEX "IDX_app_user_is_admin_created_at_id"`);
    await q.query(`DROP INDEX "IDX_app_user_created_at_id"`);
  }
}
