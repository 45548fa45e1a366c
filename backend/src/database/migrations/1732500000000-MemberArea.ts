import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member area: the members' inboxes (`member_message`), the link from each inquiry to the member
 * who sent it while signed in (`user_id`, kept as NULL when the account is deleted, so the
 * organisation keeps the inquiry), a member's reply linked to its thread, and the time and place of
 * a speaking engagement (set by the organisation). Indexes on the addresses: a member's requests are
 * also found by their verified e-mail address.
 */
export class MemberArea1732500000000 implements MigrationInterface {
  name = 'MemberArea1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "speaking_request"
      ADD COLUMN "event_time" varchar(20),
      ADD COLUMN "location" varchar(200),
      ADD COLUMN "user_id" uuid,
      ADD CONSTRAINT "FK_speaking_request_user" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id")
        ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "IDX_speaking_request_user_id" ON "speaking_request" ("user_id")`);
    await q.query(`CREATE INDEX "IDX_speaking_request_email" ON "speaking_request" ("email")`);

    await q.query(`ALTER TABLE "corporate_partnership"
      ADD COLUMN "user_id" uuid,
      ADD CONSTRAINT "FK_corporate_partnership_user" FOREIGN KEY ("user_id")
        REFERENCES "app_user" ("id") ON DELETE SET NULL`);
    await q.query(
      `CREATE INDEX "IDX_corporate_partnership_user_id" ON "corporate_partnership" ("user_id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_corporate_partnership_email" ON "corporate_partnership" ("email")`,
    );

    await q.query(`CREATE TABLE "member_message" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "type" varchar(20) NOT NULL,
      "subject" varchar(200) NOT NULL,
      "body" text NOT NULL,
      "sender_name" varchar(120) NOT NULL,
      "read_at" timestamptz,
      "speaking_request_id" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_member_message" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_member_message_type" CHECK ("type" IN ('inquiry', 'confirmation', 'feedback')),
      CONSTRAINT "CHK_member_message_body_length" CHECK (char_length("body") <= 10000),
      CONSTRAINT "FK_member_message_user" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id")
        ON DELETE CASCADE,
      CONSTRAINT "FK_member_message_speaking_request" FOREIGN KEY ("speaking_request_id")
        REFERENCES "speaking_request" ("id") ON DELETE SET NULL
    )`);
    await q.query(`CREATE INDEX "IDX_member_message_user_id" ON "member_message" ("user_id")`);
    await q.query(
      `CREATE INDEX "IDX_member_message_speaking_request_id" ON "member_message" ("speaking_request_id")`,
    );

    await q.query(`ALTER TABLE "contact_message"
      ADD COLUMN "user_id" uuid,
      ADD COLUMN "member_message_id" uuid,
      ADD CONSTRAINT "FK_contact_message_user" FOREIGN KEY ("user_id") REFERENCES "app_user" ("id")
        ON DELETE SET NULL,
      ADD CONSTRAINT "FK_contact_message_member_message" FOREIGN KEY ("member_message_id")
        REFERENCES "member_message" ("id") ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "IDX_contact_message_user_id" ON "contact_message" ("user_id")`);
    await q.query(`CREATE INDEX "IDX_contact_message_email" ON "contact_message" ("email")`);
    await q.query(
      `CREATE INDEX "IDX_contact_message_member_message_id" ON "contact_message" ("member_message_id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_contact_message_member_message_id"`);
    await q.query(`DROP INDEX "IDX_contact_message_email"`);
    await q.query(`DROP INDEX "IDX_contact_message_user_id"`);
    await q.query(`ALTER TABLE "contact_message"
      DROP CONSTRAINT "FK_contact_message_member_message",
      DROP CONSTRAINT "FK_contact_message_user",
      DROP COLUMN "member_message_id",
      DROP COLUMN "user_id"`);
    await q.query(`DROP TABLE "member_message"`);
    await q.query(`DROP INDEX "IDX_corporate_partnership_email"`);
    await q.query(`DROP INDEX "IDX_corporate_partnership_user_id"`);
    await q.query(`ALTER TABLE "corporate_partnership"
      DROP CONSTRAINT "FK_corporate_partnership_user",
      DROP COLUMN "user_id"`);
    await q.query(`DROP INDEX "IDX_speaking_request_email"`);
    await q.query(`DROP INDEX "IDX_speaking_request_user_id"`);
    await q.query(`ALTER TABLE "speaking_request"
      DROP CONSTRAINT "FK_speaking_request_user",
      DROP COLUMN "user_id",
      DROP COLUMN "location",
      DROP COLUMN "event_time"`);
  }
}
