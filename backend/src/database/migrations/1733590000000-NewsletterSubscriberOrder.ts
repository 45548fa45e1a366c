import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin subscribers list is newest first (by subscription date, then id), and its CSV export now
 * streams batches read on (subscribed_at, id) like the other exports: an index in that order, so
 * neither sorts the whole table.
 */
export class NewsletterSubscriberOrder1733590000000 implements MigrationInterface {
  name = 'NewsletterSubscriberOrder1733590000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_newsletter_subscriber_subscribed_at_id" ON "newsletter_subscriber" ("subscribed_at", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_newsletter_subscriber_subscribed_at_id"`);
  }
}
