import { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIONS_BEFORE = [
  'user.create',
  'user.update',
  'user.grant-admin',
  'user.revoke-admin',
  'user.verify-email',
  'user.unverify-email',
  'user.suspend',
  'user.reactivate',
  'user.delete',
  'user.send-password-reset',
];
const NEW_ACTION = 'user.reset-two-factor';
const ACTIONS_AFTER = [
  'speaking-request.status',
  'speaking-request.reply',
  'corporate-partnership.status',
  'corporate-partnership.reply',
  'contact-message.status',
  'contact-message.reply',
  'admin.sign-in-failed',
  'admin.access-denied',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'carousel-item.create',
  'carousel-item.update',
  'carousel-item.delete',
  'carousel.reorder',
  'carousel.config',
  'upload.create',
  'upload.delete',
  'settings.update',
  'newsletter-subscriber.delete',
];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Two-factor sign-in (TOTP): on `app_user` the key (AES-256-GCM ciphertext, never selected unless
 * asked for), when it was turned on and the last accepted time step (replay protection);
 * `two_factor_recovery_code` holds the SHA-256 of each recovery code, usable once. The audit trail
 * admits 'user.reset-two-factor'.
 */
export class TwoFactor1733100000000 implements MigrationInterface {
  name = 'TwoFactor1733100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user"
      ADD "two_factor_secret" varchar(255),
      ADD "two_factor_enabled_at" timestamptz,
      ADD "two_factor_last_step" integer`);
    await q.query(`CREATE TABLE "two_factor_recovery_code" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "code_hash" varchar(64) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "used_at" timestamptz,
      CONSTRAINT "PK_two_factor_recovery_code" PRIMARY KEY ("id"),
      CONSTRAINT "FK_two_factor_recovery_code_user" FOREIGN KEY ("user_id")
        REFERENCES "app_user" ("id") ON DELETE CASCADE
    )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_two_factor_recovery_code_user_hash" ON "two_factor_recovery_code" ("user_id", "code_hash")`,
    );
    await this.setActions(q, [...ACTIONS_BEFORE, NEW_ACTION, ...ACTIONS_AFTER]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "action" = '${NEW_ACTION}'`);
    await this.setActions(q, [...ACTIONS_BEFORE, ...ACTIONS_AFTER]);
    await q.query(`DROP TABLE "two_factor_recovery_code"`);
    await q.query(`ALTER TABLE "app_user"
      DROP COLUMN "two_factor_last_step",
      DROP COLUMN "two_factor_enabled_at",
      DROP COLUMN "two_factor_secret"`);
  }

  private async setActions(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)}))`);
  }
}
