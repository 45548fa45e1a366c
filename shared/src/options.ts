/** A code with the label people see for it, in the order forms and filters list them. */
export interface Option<T extends string = string> {
  value: T;
  label: string;
}

/** The options of a code set, in the set's order, each with its label. */
export function optionsOf<T extends string>(
  codes: readonly T[],
  labels: Readonly<Record<T, string>>,
): readonly Option<T>[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

/** The label of a code, or the code itself when it is not one of the set (never blank). */
export function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.prototype.hasOwnProperty.call(labels, code) ? labels[code] : code;
}

/** Whether `value` is one of `codes` (a type guard). */
export function isOneOf<T extends string>(codes: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (codes as readonly string[]).includes(value);
}

/**
 * 1000000 -> "1,000,000", as every message writes numbers (the same text as
 * `toLocaleString('en-US')` for whole numbers). Grouped by hand: the first `toLocaleString` of a page
 * loads the browser's locale data, tens of milliseconds of a slow phone's main thread while the page
 * hydrates.
 */
export function formatCount(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
