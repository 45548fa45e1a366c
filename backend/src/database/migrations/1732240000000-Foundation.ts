import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1732240000000 implements MigrationInterface {
  name = 'Foundation1732240000000';

  async up(q: QueryRunner): Promise<void> {
    // Sessions of express-session, in connect-pg-simple's layout.
    await q.query(`CREATE TABLE "session" (
      "sid" varchar NOT NULL PRIMARY KEY,
      "sess" jsonb NOT NULL,
      "expire" timestamp(6) NOT NULL
    )`);
    await q.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);

    // Rate-limit counters shared by every app instance (common/pg-throttler.storage.ts).
    await q.query(`CREATE TABLE "rate_limit" (
      "key" varchar(128) NOT NULL PRIMARY KEY,
      "hits" integer NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "blocked_until" timestamptz
    )`);

    await q.query(`CREATE TABLE "setting" (
      "key" varchar(100) NOT NULL,
      "value" jsonb NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_setting" PRIMARY KEY ("key")
    )`);

    await q.query(`CREATE TABLE "newsletter_subscriber" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "email" varchar(254) NOT NULL,
      "status" varchar(20) NOT NULL DEFAULT 'subscribed',
      "unsubscribe_token_hash" varchar(64) NOT NULL,
      "subscribed_at" timestamptz NOT NULL DEFAULT now(),
      "unsubscribed_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_newsletter_subscriber" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_newsletter_subscriber_email" UNIQUE ("email"),
      CONSTRAINT "UQ_newsletter_subscriber_token" UNIQUE ("unsubscribe_token_hash")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "newsletter_subscriber"`);
    await q.query(`DROP TABLE "setting"`);
    await q.query(`DROP TABLE "rate_limit"`);
    await q.query(`DROP TABLE "session"`);
  }
}
