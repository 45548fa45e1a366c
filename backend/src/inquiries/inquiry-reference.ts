import { randomBytes } from 'node:crypto';

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so that a reference read out on
 * the phone or typed from an e-mail is not mistaken (0/O, 1/I/L) and spells no word.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The reference's first letters, by form: general inquiry, speaking request, partnership inquiry. */
export const REFERENCE_PREFIX = { contact: 'GI', speaking: 'SR', partnership: 'PI' } as const;

/** The longest reference (its column's length): `SR-7KQ3-MX9D` is 12. */
export const REFERENCE_MAX = 16;

/** What a reference looks like. */
export const REFERENCE_PATTERN = /^(GI|SR|PI)-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A new inquiry's reference, e.g. `SR-7KQ3-MX9D`: the form's two letters and 40 random bits
 * (eight characters of Crockford base 32). Shown to the sender (the confirmation after sending) and
 * kept with the row; it says nothing about the row's id or how many inquiries there are, and cannot
 * be guessed from another one. Unique by its index (a repeat among 10^12 values is not expected in
 * this product's life).
 */
export function newReference(form: keyof typeof REFERENCE_PREFIX): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return `${REFERENCE_PREFIX[form]}-${code.slice(0, 4)}-${code.slice(4)}`;
}
