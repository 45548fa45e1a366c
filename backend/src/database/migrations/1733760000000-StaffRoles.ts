import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff roles (issue 45): the roles an account holds besides administrator (`is_admin`, the spec's
 * isAdmin), as a set of codes from @bb/shared/staff-roles. A GIN index serves the users list's
 * filter by role over many accounts.
 */
export class StaffRoles1733760000000 implements MigrationInterface {
  name = 'StaffRoles1733760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "app_user" ADD "staff_roles" character varying(20) array NOT NULL DEFAULT '{}'`,
    );
    await q.query(
      `ALTER TABLE "app_user" ADD CONSTRAINT "CHK_app_user_staff_roles"
        CHECK ("staff_roles" <@ ARRAY['editor', 'inbox', 'newsletter', 'contributor']::varchar[])`,
    );
    await q.query(
      `CREATE INDEX "IDX_app_user_staff_roles" ON "app_user" USING gin ("staff_roles")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_app_user_staff_roles"`);
    await q.query(`ALTER TABLE "app_user" DROP CONSTRAINT "CHK_app_user_staff_roles"`);
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "staff_roles"`);
  }
}
