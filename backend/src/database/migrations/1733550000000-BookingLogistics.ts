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
  'user.reset-two-factor',
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
  'user.two-factor-on',
  'user.two-factor-off',
  'user.recovery-codes',
];
const NEW_ACTIONS = ['speaking-request.logistics'];
const list = (actions: string[]) => actions.map((a) => `'${a}'`).join(', ');
const TIME = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Booking logistics on a speaking request: start (event_time, a column that no route wrote yet) and
 * end times at the venue, place or video link, and the organisation's internal fee note; their
 * changes are audited.
 */
export class BookingLogistics1733550000000 implements MigrationInterface {
  name = 'BookingLogistics1733550000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "speaking_request" SET "event_time" = NULL WHERE "event_time" !~ ${TIME}`,
    );
    await q.query(`ALTER TABLE "speaking_request"
      ADD "end_time" character varying(5),
      ADD "video_link" character varying(500),
      ADD "fee_note" text,
      ADD CONSTRAINT "CHK_speaking_request_event_time" CHECK ("event_time" ~ ${TIME}),
      ADD CONSTRAINT "CHK_speaking_request_end_time" CHECK ("end_time" ~ ${TIME} AND "event_time" < "end_time"),
      ADD CONSTRAINT "CHK_speaking_request_fee_note_length" CHECK (char_length("fee_note") <= 1000)`);
    await this.setActions(q, [...ACTIONS_BEFORE, ...NEW_ACTIONS]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "action" IN (${list(NEW_ACTIONS)})`);
    await this.setActions(q, ACTIONS_BEFORE);
    await q.query(`ALTER TABLE "speaking_request"
      DROP CONSTRAINT "CHK_speaking_request_fee_note_length",
      DROP CONSTRAINT "CHK_speaking_request_end_time",
      DROP CONSTRAINT "CHK_speaking_request_event_time",
      DROP COLUMN "fee_note",
      DROP COLUMN "video_link",
      DROP COLUMN "end_time"`);
  }

  private async setActions(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)}))`);
  }
}
