import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  TWO_FACTOR_ISSUER,
} from '@bb/shared/two-factor';
import { createHash, randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/**
 * RFC 6238 as every authenticator app reads it: 6 digits, 30-second steps, SHA-1 (otplib's
 * default), codes of one step before and after accepted.
 */
const totp = authenticator.clone({
  digits: TOTP_DIGITS,
  step: TOTP_PERIOD_SECONDS,
  window: TOTP_WINDOW_STEPS,
});

/** 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
const SECRET_BYTES = 20;

export const SIX_DIGITS = /^\d{6}$/;

export function newTotpSecret(): string {
  return totp.generateSecret(SECRET_BYTES);
}

/** The time step (count of 30-second periods since the epoch) of `ms`. */
export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is (the current one or one before or after), or null when it is
 * none of them.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!SIX_DIGITS.test(code)) return null;
  const delta = totp.clone({ epoch: now }).checkDelta(code, secret);
  return delta === null ? null : stepAt(now) + delta;
}

/** The otpauth:// URI of the key, labelled with the issuer and the account's username. */
export function otpauthUrl(secret: string, username: string): string {
  return totp.keyuri(username, TWO_FACTOR_ISSUER, secret);
}

/** The QR code of `text`, drawn on the server, as a data:image/svg+xml;base64 URL. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** RECOVERY_CODE_COUNT new recovery codes, "x7k2m-9qp4d" (about 51 random bits each). */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (let i = 0; i < 10; i += 1) {
      if (i === 5) code += '-';
      code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    }
    codes.add(code);
  }
  return [...codes];
}

/** Hex SHA-256 of a recovery code, the only form stored. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
