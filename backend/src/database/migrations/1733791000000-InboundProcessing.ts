import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers' e-mail answers joining their conversations (issue 46): the reply tags and the
 * Message-IDs of the mail sent about each inquiry (inquiries module), the thread entry's link to the
 * message it came from, what became of each received message, and the attachments kept privately
 * (inbound-mail module).
 */
export class InboundProcessing1733791000000 implements MigrationInterface {
  name = 'InboundProcessing1733791000000';

  async up(q: QueryRunner): Promise<void> {
    const kinds = `('speaking-request', 'corporate-partnership', 'contact-message')`;
    await q.query(`
      CREATE TABLE "inquiry_mail_tag" (
        "tag" varchar(40) NOT NULL,
        "inquiry_kind" varchar(30) NOT NULL,
        "inquiry_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_inquiry_mail_tag_inquiry_kind" CHECK ("inquiry_kind" IN ${kinds}),
        CONSTRAINT "PK_inquiry_mail_tag" PRIMARY KEY ("tag")
      )`);
    await q.query(
      `CREATE INDEX "IDX_inquiry_mail_tag_inquiry" ON "inquiry_mail_tag" ("inquiry_kind", "inquiry_id")`,
    );
    await q.query(`
      CREATE TABLE "inquiry_sent_mail" (
        "message_id" varchar(255) NOT NULL,
        "inquiry_kind" varchar(30) NOT NULL,
        "inquiry_id" uuid NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_inquiry_sent_mail_inquiry_kind" CHECK ("inquiry_kind" IN ${kinds}),
        CONSTRAINT "PK_inquiry_sent_mail" PRIMARY KEY ("message_id")
      )`);
    await q.query(
      `CREATE INDEX "IDX_inquiry_sent_mail_inquiry" ON "inquiry_sent_mail" ("inquiry_kind", "inquiry_id")`,
    );
    await q.query(`
      ALTER TABLE "inquiry_reply"
        ADD "inbound_message_id" uuid,
        ADD "email_from" varchar(254),
        ADD "email_other_address" boolean NOT NULL DEFAULT false,
        ADD "email_attachments" jsonb`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_inquiry_reply_inbound_message_id" ON "inquiry_reply" ("inbound_message_id") WHERE "inbound_message_id" IS NOT NULL`,
    );
    await q.query(`
      ALTER TABLE "inbound_message"
        ADD "outcome" varchar(20),
        ADD "outcome_detail" varchar(200),
        ADD CONSTRAINT "CHK_inbound_message_outcome" CHECK ("outcome" IN ('thread', 'contact', 'automatic', 'unreadable'))`);
    await q.query(`
      CREATE TABLE "inbound_attachment" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "inbound_message_id" uuid NOT NULL,
        "filename" varchar(255) NOT NULL,
        "content_type" varchar(100) NOT NULL,
        "size" integer NOT NULL,
        "content" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_inbound_attachment" PRIMARY KEY ("id"),
        CONSTRAINT "FK_inbound_attachment_inbound_message" FOREIGN KEY ("inbound_message_id")
          REFERENCES "inbound_message" ("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "IDX_inbound_attachment_inbound_message_id" ON "inbound_attachment" ("inbound_message_id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "inbound_attachment"`);
    await q.query(
      `ALTER TABLE "inbound_message" DROP CONSTRAINT "CHK_inbound_message_outcome", DROP COLUMN "outcome", DROP COLUMN "outcome_detail"`,
    );
    await q.query(`DROP INDEX "UQ_inquiry_reply_inbound_message_id"`);
    await q.query(
      `ALTER TABLE "inquiry_reply" DROP COLUMN "inbound_message_id", DROP COLUMN "email_from", DROP COLUMN "email_other_address", DROP COLUMN "email_attachments"`,
    );
    await q.query(`DROP TABLE "inquiry_sent_mail"`);
    await q.query(`DROP TABLE "inquiry_mail_tag"`);
  }
}
