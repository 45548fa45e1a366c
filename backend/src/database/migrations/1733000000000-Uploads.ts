import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Image uploads: `upload` (one row per stored image, by content hash, while its files exist) and
 * `upload_ticket` (the signed, expiring, single-use upload addresses; only the token's SHA-256 kept).
 */
export class Uploads1733000000000 implements MigrationInterface {
  name = 'Uploads1733000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "upload" (
      "hash" varchar(32) NOT NULL,
      "width" integer NOT NULL,
      "height" integer NOT NULL,
      "stored_bytes" bigint NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "uploaded_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_upload" PRIMARY KEY ("hash")
    )`);
    await q.query(`CREATE INDEX "IDX_upload_uploaded_at" ON "upload" ("uploaded_at")`);

    await q.query(`CREATE TABLE "upload_ticket" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "token_hash" varchar(64) NOT NULL,
      "user_id" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "upload_hash" varchar(32),
      CONSTRAINT "PK_upload_ticket" PRIMARY KEY ("id"),
      CONSTRAINT "FK_upload_ticket_user" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id")
        ON DELETE CASCADE,
      CONSTRAINT "FK_upload_ticket_upload" FOREIGN KEY ("upload_hash") REFERENCES "upload" ("hash")
        ON DELETE SET NULL
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_upload_ticket_token_hash" ON "upload_ticket" ("token_hash")`,
    );
    await q.query(`CREATE INDEX "IDX_upload_ticket_user_id" ON "upload_ticket" ("user_id")`);
    await q.query(`CREATE INDEX "IDX_upload_ticket_expires_at" ON "upload_ticket" ("expires_at")`);
    await q.query(
      `CREATE INDEX "IDX_upload_ticket_upload_hash" ON "upload_ticket" ("upload_hash")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "upload_ticket"`);
    await q.query(`DROP TABLE "upload"`);
  }
}
