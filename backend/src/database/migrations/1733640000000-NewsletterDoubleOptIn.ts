import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in (issue 23): a subscriber is pending, confirmed, unsubscribed or bounced, with the
 * proof of consent (source, when given, when confirmed, the words shown), the confirmation link's
 * hash, expiry and last sending, and the bounce. Today's rows signed up through the footer form under
 * single opt-in and received a welcome with an unsubscribe link: 'subscribed' becomes 'confirmed' and
 * every existing row gets the consent source 'single-opt-in', given (and, for the subscribed,
 * confirmed) at its subscription time, with the footer's wording of that time (docs/decisions.md,
 * "Today's subscribers stay confirmed").
 */
export class NewsletterDoubleOptIn1733640000000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1733640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "newsletter_subscriber"
      ADD "consent_source" varchar(20),
      ADD "consent_given_at" timestamptz,
      ADD "consent_confirmed_at" timestamptz,
      ADD "consent_wording" varchar(1000),
      ADD "confirm_token_hash" varchar(64),
      ADD "confirm_expires_at" timestamptz,
      ADD "confirm_sent_at" timestamptz,
      ADD "bounced_at" timestamptz,
      ADD "bounce_reason" varchar(500)`);
    // The footer's words next to the form from the first release until this one.
    await q.query(
      `UPDATE "newsletter_subscriber" SET
         "status" = CASE WHEN "status" = 'subscribed' THEN 'confirmed' ELSE "status" END,
         "consent_source" = 'single-opt-in',
         "consent_given_at" = "subscribed_at",
         "consent_confirmed_at" = CASE WHEN "status" = 'subscribed' THEN "subscribed_at" END,
         "consent_wording" = $1`,
      [
        'Practical inclusion insights, event news and new episodes of The MWO Show, delivered once monthly. Unsubscribe at any time.',
      ],
    );
    await q.query(`ALTER TABLE "newsletter_subscriber"
      ALTER "status" SET DEFAULT 'pending',
      ALTER "consent_source" SET NOT NULL,
      ALTER "consent_given_at" SET NOT NULL,
      ALTER "consent_wording" SET NOT NULL,
      ADD CONSTRAINT "CHK_newsletter_subscriber_status"
        CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed', 'bounced')),
      ADD CONSTRAINT "CHK_newsletter_subscriber_consent_source"
        CHECK ("consent_source" IN ('footer-form', 'member-settings', 'single-opt-in'))`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscriber_confirm_token" ON "newsletter_subscriber" ("confirm_token_hash")`,
    );
    await q.query(
      `CREATE INDEX "IDX_newsletter_subscriber_status_subscribed_at_id" ON "newsletter_subscriber" ("status", "subscribed_at", "id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_newsletter_subscriber_confirmed_id" ON "newsletter_subscriber" ("id") WHERE "status" = 'confirmed'`,
    );
    await q.query(
      `CREATE INDEX "IDX_newsletter_subscriber_pending_expiry" ON "newsletter_subscriber" ("confirm_expires_at") WHERE "status" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Pending sign-ups never asked twice: they go; the others keep a two-state status.
    await q.query(`DELETE FROM "newsletter_subscriber" WHERE "status" = 'pending'`);
    await q.query(`DROP INDEX "IDX_newsletter_subscriber_pending_expiry"`);
    await q.query(`DROP INDEX "IDX_newsletter_subscriber_confirmed_id"`);
    await q.query(`DROP INDEX "IDX_newsletter_subscriber_status_subscribed_at_id"`);
    await q.query(`DROP INDEX "UQ_newsletter_subscriber_confirm_token"`);
    await q.query(`ALTER TABLE "newsletter_subscriber"
      DROP CONSTRAINT "CHK_newsletter_subscriber_consent_source",
      DROP CONSTRAINT "CHK_newsletter_subscriber_status"`);
    await q.query(`UPDATE "newsletter_subscriber" SET "status" =
      CASE WHEN "status" = 'confirmed' THEN 'subscribed' ELSE 'unsubscribed' END`);
    await q.query(`ALTER TABLE "newsletter_subscriber"
      ALTER "status" SET DEFAULT 'subscribed',
      DROP "consent_source",
      DROP "consent_given_at",
      DROP "consent_confirmed_at",
      DROP "consent_wording",
      DROP "confirm_token_hash",
      DROP "confirm_expires_at",
      DROP "confirm_sent_at",
      DROP "bounced_at",
      DROP "bounce_reason"`);
  }
}
