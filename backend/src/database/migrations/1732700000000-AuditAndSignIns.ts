import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel's audit trail (`audit_entry`: who changed what, from where; the actor is no foreign
 * key, entries outlive accounts) and each user's successful sign-ins (`sign_in_record`, removed with
 * the account). Indexes for the audit log's filters and the daily removal of old rows.
 */
export class AuditAndSignIns1732700000000 implements MigrationInterface {
  name = 'AuditAndSignIns1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "audit_entry" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "at" timestamptz NOT NULL DEFAULT now(),
      "actor_id" uuid,
      "actor_name" varchar(50),
      "ip_address" varchar(64),
      "user_agent" varchar(500),
      "action" varchar(40) NOT NULL,
      "target_type" varchar(40),
      "target_id" varchar(100),
      "target_label" varchar(200),
      "changes" jsonb,
      "detail" text,
      CONSTRAINT "PK_audit_entry" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN ('user.create', 'user.update',
        'user.grant-admin', 'user.revoke-admin', 'user.verify-email', 'user.unverify-email',
        'user.suspend', 'user.reactivate', 'user.delete', 'user.send-password-reset',
        'speaking-request.status', 'speaking-request.reply', 'corporate-partnership.status',
        'corporate-partnership.reply', 'contact-message.status', 'contact-message.reply',
        'admin.sign-in-failed', 'admin.access-denied')),
      CONSTRAINT "CHK_audit_entry_target_type" CHECK ("target_type" IN ('user', 'speaking-request',
        'corporate-partnership', 'contact-message'))
    )`);
    await q.query(`CREATE INDEX "IDX_audit_entry_at" ON "audit_entry" ("at")`);
    await q.query(`CREATE INDEX "IDX_audit_entry_actor_id_at" ON "audit_entry" ("actor_id", "at")`);
    await q.query(`CREATE INDEX "IDX_audit_entry_action_at" ON "audit_entry" ("action", "at")`);
    await q.query(
      `CREATE INDEX "IDX_audit_entry_target_at" ON "audit_entry" ("target_type", "target_id", "at")`,
    );
    await q.query(
      `CREATE INDEX "IDX_audit_entry_actor_name_lower" ON "audit_entry" (lower("actor_name"))`,
    );

    await q.query(`CREATE TABLE "sign_in_record" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "at" timestamptz NOT NULL DEFAULT now(),
      "ip_address" varchar(64),
      "user_agent" varchar(500),
      CONSTRAINT "PK_sign_in_record" PRIMARY KEY ("id"),
      CONSTRAINT "FK_sign_in_record_user" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id")
        ON DELETE CASCADE
    )`);
    await q.query(
      `CREATE INDEX "IDX_sign_in_record_user_id_at" ON "sign_in_record" ("user_id", "at")`,
    );
    await q.query(`CREATE INDEX "IDX_sign_in_record_at" ON "sign_in_record" ("at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sign_in_record"`);
    await q.query(`DROP TABLE "audit_entry"`);
  }
}
