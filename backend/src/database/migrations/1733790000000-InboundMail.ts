import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers' e-mail answers (issue 46): every received message, whole, once per Message-ID (the
 * unique index), with the ones not handled yet found by the partial index.
 */
export class InboundMail1733790000000 implements MigrationInterface {
  name = 'InboundMail1733790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "inbound_message" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "message_id" varchar(998) NOT NULL,
        "raw" bytea NOT NULL,
        "via" varchar(10) NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "processed_at" timestamptz,
        CONSTRAINT "CHK_inbound_message_via" CHECK ("via" IN ('smtp', 'imap')),
        CONSTRAINT "PK_inbound_message" PRIMARY KEY ("id")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_inbound_message_message_id" ON "inbound_message" ("message_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_inbound_message_unprocessed" ON "inbound_message" ("received_at") WHERE "processed_at" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "inbound_message"`);
  }
}
