import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A short reference per inquiry (issue 46: the confirmation after sending a form names it). Rows
 * stored before have none (null); new ones get theirs as they are stored. Unique per table.
 */
export class InquiryReferences1733795000000 implements MigrationInterface {
  name = 'InquiryReferences1733795000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['contact_message', 'speaking_request', 'corporate_partnership']) {
      await q.query(`ALTER TABLE "${table}" ADD "reference" varchar(16)`);
      await q.query(`CREATE UNIQUE INDEX "UQ_${table}_reference" ON "${table}" ("reference")`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['contact_message', 'speaking_request', 'corporate_partnership'])
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "reference"`);
  }
}
