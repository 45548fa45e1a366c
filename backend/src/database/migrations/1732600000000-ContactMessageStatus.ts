import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact messages get the statuses of the organisation's contact inbox (new, read, replied,
 * archived; `@bb/shared/inquiries`), enforced like every other code set.
 */
export class ContactMessageStatus1732600000000 implements MigrationInterface {
  name = 'ContactMessageStatus1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contact_message" ADD CONSTRAINT "CHK_contact_message_status"
      CHECK ("status" IN ('new', 'read', 'replied', 'archived'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contact_message" DROP CONSTRAINT "CHK_contact_message_status"`);
  }
}
