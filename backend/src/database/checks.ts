/**
 * SQL of the CHECK constraints built from the shared definitions (`@bb/shared`), so an entity states
 * its codes and bounds once. Migrations keep their own literal SQL (they are history); the schema test
 * fails when an entity and the migrated database differ, and test/shared-definitions.e2e-spec.ts
 * compares the constraints of the database with the shared definitions.
 */

/** `"column" IN ('a', 'b')`. */
export function oneOf(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`;
}

/** `char_length("column") <= max`. */
export function atMostChars(column: string, max: number): string {
  return `char_length("${column}") <= ${max}`;
}

/** `"column" BETWEEN min AND max`. */
export function between(column: string, min: number, max: number): string {
  return `"${column}" BETWEEN ${min} AND ${max}`;
}
