import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A campaign paused while its recipients were still being queued, then resumed, gives the waiting
 * deliveries their jobs again first and then makes the rest ('requeue-first'); before, the jobs
 * dropped during the pause were never made again and the campaign never finished.
 */
export class CampaignRequeueFirst1733750000000 implements MigrationInterface {
  name = 'CampaignRequeueFirst1733750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "newsletter_campaign" DROP CONSTRAINT "CHK_newsletter_campaign_enqueue_phase"`,
    );
    await q.query(
      `ALTER TABLE "newsletter_campaign" ADD CONSTRAINT "CHK_newsletter_campaign_enqueue_phase"
        CHECK ("enqueue_phase" IN ('recipients', 'requeue-first', 'requeue', 'done'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "newsletter_campaign" SET "enqueue_phase" = 'requeue' WHERE "enqueue_phase" = 'requeue-first'`,
    );
    await q.query(
      `ALTER TABLE "newsletter_campaign" DROP CONSTRAINT "CHK_newsletter_campaign_enqueue_phase"`,
    );
    await q.query(
      `ALTER TABLE "newsletter_campaign" ADD CONSTRAINT "CHK_newsletter_campaign_enqueue_phase"
        CHECK ("enqueue_phase" IN ('recipients', 'requeue', 'done'))`,
    );
  }
}
