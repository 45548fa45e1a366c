import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's own change of e-mail address waits in `pending_email` until its link is followed: the
 * address in force (`email`, still verified) stays until then, so a change never unverifies anyone.
 * No unique index: a pending address reserves nothing (docs/decisions.md, "Changing one's own
 * address"); the unique index on lower(email) decides when the change is confirmed.
 */
export class PendingEmail1733420000000 implements MigrationInterface {
  name = 'PendingEmail1733420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" ADD "pending_email" varchar(254)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "pending_email"`);
  }
}
