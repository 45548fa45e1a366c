import { MigrationInterface, QueryRunner } from 'typeorm';

const ACTION = 'user.email-change';

/**
 * The audit trail records a member's confirmed change of their own e-mail address (issue 46), from
 * what to what. The action is added to (and removed from) the actions the constraint allows as it
 * stands, read from the database, so that other migrations of the same release that add their own
 * actions keep them whatever order they run in.
 */
export class EmailChangeAudit1733793000000 implements MigrationInterface {
  name = 'EmailChangeAudit1733793000000';

  async up(q: QueryRunner): Promise<void> {
    const actions = await this.actions(q);
    if (!actions.includes(ACTION)) await this.setActions(q, [...actions, ACTION]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "audit_entry" WHERE "action" = $1`, [ACTION]);
    await this.setActions(
      q,
      (await this.actions(q)).filter((a) => a !== ACTION),
    );
  }

  /** The actions CHK_audit_entry_action allows now. */
  private async actions(q: QueryRunner): Promise<string[]> {
    const [{ def }]: { def: string }[] = await q.query(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
        JOIN pg_class t ON t.oid = c.conrelid
        WHERE t.relname = 'audit_entry' AND c.conname = 'CHK_audit_entry_action'`,
    );
    return [...def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));
  }

  private async setActions(q: QueryRunner, actions: string[]): Promise<void> {
    const list = actions.map((a) => `'${a.replace(/'/g, "''")}'`).join(', ');
    await q.query(`ALTER TABLE "audit_entry"
      DROP CONSTRAINT "CHK_audit_entry_action",
      ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list}))`);
  }
}
