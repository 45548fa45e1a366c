/** `@emotion/is-prop-valid`'s ES module with its prop names in a Set (is-prop-valid-set.mjs). */
export function withPropNameSet(code: string): string;
