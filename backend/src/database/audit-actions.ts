import type { QueryRunner } from 'typeorm';

/**
 * The audit actions a migration adds to (or, going down, removes from) the `CHK_audit_entry_action`
 * constraint. The actions allowed so far are read from the constraint itself, so migrations written
 * side by side add to each other's actions whatever order they run in, and none rewrites the list.
 */

const list = (values: readonly string[]) => values.map((a) => `'${a}'`).join(', ');

async function allowedActions(q: QueryRunner): Promise<string[]> {
  const [{ definition }] = (await q.query(
    `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conname = 'CHK_audit_entry_action'`,
  )) as { definition: string }[];
  return [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

async function setAllowedActions(q: QueryRunner, actions: readonly string[]): Promise<void> {
  await q.query(`ALTER TABLE "audit_entry"
    DROP CONSTRAINT "CHK_audit_entry_action",
    ADD CONSTRAINT "CHK_audit_entry_action" CHECK ("action" IN (${list(actions)}))`);
}

/** Allows `actions` besides those allowed now. */
export async function addAuditActions(q: QueryRunner, actions: readonly string[]): Promise<void> {
  const before = await allowedActions(q);
  await setAllowedActions(q, [...before.filter((a) => !actions.includes(a)), ...actions]);
}

/** Deletes the entries of `actions` and no longer allows them. */
export async function removeAuditActions(
  q: QueryRunner,
  actions: readonly string[],
): Promise<void> {
  await q.query(`DELETE FROM "audit_entry" WHERE "action" IN (${list(actions)})`);
  const before = await allowedActions(q);
  await setAllowedActions(
    q,
    before.filter((a) => !actions.includes(a)),
  );
}
