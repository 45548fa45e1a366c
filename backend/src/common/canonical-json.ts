/**
 * A value as JSON with every object's keys sorted: equal values give equal text whatever order their
 * keys came in (PostgreSQL's jsonb stores keys in its own order, the admin form sends its own).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
