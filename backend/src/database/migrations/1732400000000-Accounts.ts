import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: users (username and e-mail unique without regard to case, through unique indexes on
 * lower()) and the one-time e-mail tokens (only their SHA-256 stored).
 */
export class Accounts1732400000000 implements MigrationInterface {
  name = 'Accounts1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "app_user" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "username" varchar(50) NOT NULL,
      "email" varchar(254) NOT NULL,
      "password_hash" varchar(255),
      "is_admin" boolean NOT NULL DEFAULT false,
      "email_verified" boolean NOT NULL DEFAULT false,
      "suspended" boolean NOT NULL DEFAULT false,
      "notes" text,
      "preferences" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "last_login_at" timestamptz,
      CONSTRAINT "PK_app_user" PRIMARY KEY ("id")
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_app_user_username_lower" ON "app_user" (lower("username"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_app_user_email_lower" ON "app_user" (lower("email"))`);

    await q.query(`CREATE TABLE "email_token" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "purpose" varchar(20) NOT NULL,
      "token_hash" varchar(64) NOT NULL,
      "email" varchar(254) NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_email_token" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_email_token_purpose"
        CHECK ("purpose" IN ('verify-email', 'reset-password', 'set-password')),
      CONSTRAINT "FK_email_token_user" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id")
        ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_email_token_user_id" ON "email_token" ("user_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_email_token_token_hash" ON "email_token" ("token_hash")`,
    );
    // Finding a user's sessions (to end them at a password change or suspension).
    await q.query(`CREATE INDEX "IDX_session_user_id" ON "session" ((sess->>'userId'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_session_user_id"`);
    await q.query(`DROP TABLE "email_token"`);
    await q.query(`DROP TABLE "app_user"`);
  }
}
