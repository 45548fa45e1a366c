import { MigrationInterface, QueryRunner } from 'typeorm';

const NEW_ACTIONS = [
  'speaking-request.merge',
  'corporate-partnership.merge',
  'contact-message.merge',
];
const list = (values: string[]) => values.map((a) => `'${a}'`).join(', ');

/**
 * The audit actions of merging duplicate inquiries. The actions allowed so far are read from the
 * constraint itself, so that this migration adds to whatever the ones before it allowed.
 */
export class InquiryMerge1733600000000 implements MigrationInterface {
  name = 'InquiryMerge1733600000000';

  async up(q: QueryRunner): Promise<void> {
    const before = await this.actions(q);
    await this.setActions(q, [...before.filter((a) => !NEW_ACTIONS.includes(a)), ...NEW_ACTIONS]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "action" IN (${list(NEW_ACTIONS)})`);
    const before = await this.actions(q);
    await this.setActions(
      q,
      before.filter((a) => !NEW_ACTIONS.includes(a)),
    );
  }

  private async actions(q: QueryRunner): Promise<string[]> {
    const [{ definition }] = (await q.query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conname = 'CHK_audit_entry_action'`,
    )) as { definition: string }[];
    return [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  }

  private async setActions(q: QueryRunner, actions: string[]): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)}))`);
  }
}
