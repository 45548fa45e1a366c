import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Threads of the three inquiry kinds (admin panel): `inquiry_reply` holds each reply to an inquiry,
 * the organisation's (an administrator's) and the sender's (a member answering from their inbox),
 * oldest first by `created_at`. The inquiry is named by kind and id (no foreign key: the three kinds
 * live in three tables). `member_message` gets the same generic link, set on the acknowledgement of
 * each inquiry, on status news and on the organisation's replies, so that a member's reply from their
 * inbox joins the thread of the inquiry it answers. Messages written before this migration that name
 * a speaking request are linked to it.
 */
export class InquiryThreads1732800000000 implements MigrationInterface {
  name = 'InquiryThreads1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "inquiry_reply" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "inquiry_kind" varchar(30) NOT NULL,
      "inquiry_id" uuid NOT NULL,
      "author" varchar(20) NOT NULL,
      "author_user_id" uuid,
      "author_name" varchar(120) NOT NULL,
      "body" text NOT NULL,
      "member_message_id" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_inquiry_reply" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_inquiry_reply_inquiry_kind"
        CHECK ("inquiry_kind" IN ('speaking-request', 'corporate-partnership', 'contact-message')),
      CONSTRAINT "CHK_inquiry_reply_author" CHECK ("author" IN ('organisation', 'sender')),
      CONSTRAINT "CHK_inquiry_reply_body_length" CHECK (char_length("body") <= 5000),
      CONSTRAINT "FK_inquiry_reply_author_user" FOREIGN KEY ("author_user_id")
        REFERENCES "app_user" ("id") ON DELETE SET NULL,
      CONSTRAINT "FK_inquiry_reply_member_message" FOREIGN KEY ("member_message_id")
        REFERENCES "member_message" ("id") ON DELETE SET NULL
    )`);
    await q.query(
      `CREATE INDEX "IDX_inquiry_reply_inquiry" ON "inquiry_reply" ("inquiry_kind", "inquiry_id", "created_at")`,
    );
    await q.query(
      `CREATE INDEX "IDX_inquiry_reply_author_user_id" ON "inquiry_reply" ("author_user_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_inquiry_reply_member_message_id" ON "inquiry_reply" ("member_message_id")`,
    );

    await q.query(`ALTER TABLE "member_message"
      ADD COLUMN "inquiry_kind" varchar(30),
      ADD COLUMN "inquiry_id" uuid,
      ADD CONSTRAINT "CHK_member_message_inquiry_kind"
        CHECK ("inquiry_kind" IN ('speaking-request', 'corporate-partnership', 'contact-message')),
      ADD CONSTRAINT "CHK_member_message_inquiry_link"
        CHECK (("inquiry_kind" IS NULL) = ("inquiry_id" IS NULL))`);
    await q.query(
      `CREATE INDEX "IDX_member_message_inquiry" ON "member_message" ("inquiry_kind", "inquiry_id")`,
    );
    await q.query(`UPDATE "member_message"
      SET "inquiry_kind" = 'speaking-request', "inquiry_id" = "speaking_request_id"
      WHERE "speaking_request_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_member_message_inquiry"`);
    await q.query(`ALTER TABLE "member_message"
      DROP CONSTRAINT "CHK_member_message_inquiry_link",
      DROP CONSTRAINT "CHK_member_message_inquiry_kind",
      DROP COLUMN "inquiry_id",
      DROP COLUMN "inquiry_kind"`);
    await q.query(`DROP TABLE "inquiry_reply"`);
  }
}
