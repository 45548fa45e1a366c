import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's reply to one of their inquiries now joins that inquiry's thread only (it also made a
 * contact message before). `seen_at` tells the organisation which of those replies it has not
 * opened yet (the bell); the replies already stored were also contact messages, so they count as
 * seen.
 */
export class SenderReplySeen1733500000000 implements MigrationInterface {
  name = 'SenderReplySeen1733500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "inquiry_reply" ADD "seen_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`UPDATE "inquiry_reply" SET "seen_at" = "created_at" WHERE "author" = 'sender'`);
    await q.query(
      `CREATE INDEX "IDX_inquiry_reply_unseen" ON "inquiry_reply" ("created_at") WHERE "author" = 'sender' AND "seen_at" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_inquiry_reply_unseen"`);
    await q.query(`ALTER TABLE "inquiry_reply" DROP COLUMN "seen_at"`);
  }
}
