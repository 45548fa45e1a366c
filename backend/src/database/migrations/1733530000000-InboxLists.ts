import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inquiry inboxes page on the server (speaking requests, partnership inquiries, contact
 * messages): an index for the newest-first order (and the exports' keyset on created_at, id), one for
 * a status filter in that order, and the contact inbox's default order, unread first.
 */
export class InboxLists1733530000000 implements MigrationInterface {
  name = 'InboxLists1733530000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['speaking_request', 'corporate_partnership', 'contact_message']) {
      await q.query(`CREATE INDEX "IDX_${table}_created_at_id" ON "${table}" ("created_at", "id")`);
      await q.query(
        `CREATE INDEX "IDX_${table}_status_created_at_id" ON "${table}" ("status", "created_at", "id")`,
      );
    }
    await q.query(
      `CREATE INDEX "IDX_contact_message_unread_first" ON "contact_message" ` +
        `((CASE WHEN "status" = 'new' THEN 0 ELSE 1 END), "created_at" DESC, "id" DESC)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_contact_message_unread_first"`);
    for (const table of ['contact_message', 'corporate_partnership', 'speaking_request']) {
      await q.query(`DROP INDEX "IDX_${table}_status_created_at_id"`);
      await q.query(`DROP INDEX "IDX_${table}_created_at_id"`);
    }
  }
}
