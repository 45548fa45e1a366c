/**
 * Field length limits, in characters as PostgreSQL counts them (code points). The database columns
 * have exactly these sizes (backend/test/shared-definitions.e2e-spec.ts compares them), so a value
 * that passes validation always fits.
 */

/** A person's or an organisation's name in the inquiry forms. */
export const NAME_MAX = 120;
/** The longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** A free-text message of an inquiry form (and a partnership's Additional Information). */
export const MESSAGE_MAX = 5000;
