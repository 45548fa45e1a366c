import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = [
  'newsletter-campaign.create',
  'newsletter-campaign.update',
  'newsletter-campaign.delete',
  'newsletter-campaign.test',
  'newsletter-campaign.send',
  'newsletter-campaign.schedule',
  'newsletter-campaign.start',
  'newsletter-campaign.pause',
  'newsletter-campaign.resume',
  'newsletter-campaign.cancel',
];

async function setTargetTypes(q: QueryRunner, change: (types: string[]) => string[]) {
  const [{ definition }] = (await q.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conname = 'CHK_audit_entry_target_type'`,
  )) as { definition: string }[];
  const types = change([...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]));
  await q.query(`ALTER TABLE "audit_entry"
    DROP CONSTRAINT "CHK_audit_entry_target_type",
    ADD CONSTRAINT "CHK_audit_entry_target_type" CHECK ("target_type" IN (${types
      .map((t) => `'${t}'`)
      .join(', ')}))`);
}

/**
 * Newsletter campaigns (issue 23): the campaigns, one delivery row per recipient (created when a
 * campaign starts; the mail queue's bulk jobs refer to them), and the throttle's per-minute windows.
 */
export class NewsletterCampaigns1733650000000 implements MigrationInterface {
  name = 'NewsletterCampaigns1733650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "newsletter_campaign" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "subject" character varying(150) NOT NULL, "preview_text" character varying(200) NOT NULL DEFAULT '', "body" jsonb NOT NULL, "state" character varying(20) NOT NULL DEFAULT 'draft', "send_at" TIMESTAMP WITH TIME ZONE, "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "published" boolean NOT NULL DEFAULT false, "slug" character varying(120), "version" integer NOT NULL DEFAULT '1', "created_by_name" character varying(60), "updated_by_name" character varying(60), "sent_by_id" uuid, "sent_by_name" character varying(60), "enqueue_phase" character varying(20) NOT NULL DEFAULT 'recipients', "enqueue_cursor" uuid, "recipients" integer NOT NULL DEFAULT '0', CONSTRAINT "CHK_newsletter_campaign_enqueue_phase" CHECK ("enqueue_phase" IN ('recipients', 'requeue', 'done')), CONSTRAINT "CHK_newsletter_campaign_state" CHECK ("state" IN ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')), CONSTRAINT "PK_2b40b934cee2f5e3fb2184681d6" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_campaign_slug" ON "newsletter_campaign"  ("slug")`,
    );
    await q.query(
      `CREATE INDEX "IDX_newsletter_campaign_updated_at" ON "newsletter_campaign"  ("updated_at", "id")`,
    );
    await q.query(
      `CREATE TABLE "newsletter_delivery" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "campaign_id" uuid NOT NULL, "subscriber_id" uuid NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "claimed_at" TIMESTAMP WITH TIME ZONE, "sent_at" TIMESTAMP WITH TIME ZONE, "error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_newsletter_delivery_campaign_subscriber" UNIQUE ("campaign_id", "subscriber_id"), CONSTRAINT "CHK_newsletter_delivery_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'bounced', 'skipped', 'cancelled')), CONSTRAINT "PK_ed49081e0ed0befe56663dd6628" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_newsletter_delivery_campaign_status" ON "newsletter_delivery"  ("campaign_id", "status")`,
    );
    await q.query(
      `CREATE TABLE "newsletter_send_window" ("window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "used" integer NOT NULL DEFAULT '0', "granted" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_10d3c53a056b239ef554a8edd33" PRIMARY KEY ("window_start"))`,
    );
    await q.query(
      `ALTER TABLE "newsletter_delivery" ADD CONSTRAINT "FK_b77ecfdaf881e49e95f3e5e1aeb" FOREIGN KEY ("campaign_id") REFERENCES "newsletter_campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await addAuditActions(q, NEW_ACTIONS);
    await setTargetTypes(q, (types) => [...types, 'newsletter-campaign']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "target_type" = 'newsletter-campaign'`);
    await removeAuditActions(q, NEW_ACTIONS);
    await setTargetTypes(q, (types) => types.filter((t) => t !== 'newsletter-campaign'));
    await q.query(
      `ALTER TABLE "newsletter_delivery" DROP CONSTRAINT "FK_b77ecfdaf881e49e95f3e5e1aeb"`,
    );
    await q.query(`DROP TABLE "newsletter_send_window"`);
    await q.query(`DROP INDEX "public"."IDX_newsletter_delivery_campaign_status"`);
    await q.query(`DROP TABLE "newsletter_delivery"`);
    await q.query(`DROP INDEX "public"."IDX_newsletter_campaign_updated_at"`);
    await q.query(`DROP INDEX "public"."UQ_newsletter_campaign_slug"`);
    await q.query(`DROP TABLE "newsletter_campaign"`);
  }
}
