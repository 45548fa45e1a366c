import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['contact-message.convert'];

/**
 * A contact message turned into a speaking request or a partnership inquiry (issue 46): the message
 * keeps which inquiry it became (both columns or neither), and the conversion is an audit action.
 */
export class ContactMessageConversion1733794000000 implements MigrationInterface {
  name = 'ContactMessageConversion1733794000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contact_message"
      ADD "converted_kind" varchar(30),
      ADD "converted_id" uuid,
      ADD CONSTRAINT "CHK_contact_message_converted_kind"
        CHECK ("converted_kind" IN ('speaking-request', 'corporate-partnership')),
      ADD CONSTRAINT "CHK_contact_message_converted"
        CHECK (("converted_kind" IS NULL) = ("converted_id" IS NULL))`);
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
    await q.query(`ALTER TABLE "contact_message"
      DROP CONSTRAINT "CHK_contact_message_converted",
      DROP CONSTRAINT "CHK_contact_message_converted_kind",
      DROP COLUMN "converted_id",
      DROP COLUMN "converted_kind"`);
  }
}
