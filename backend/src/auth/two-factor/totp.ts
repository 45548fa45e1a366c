import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  TWO_FACTOR_ISSUER,
} from '@bb/shared/two-factor';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { verifySync } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * RFC 6238 as every authenticator app reads it: 6 digits, 30-second steps, SHA-1 (otplib 13's
 * defaults, with node:crypto), codes of one step before and after accepted. The key is handed to
 * otplib as bytes; base32 (the form apps take) is done here.
 */
const crypto = new NodeCryptoPlugin();

/** 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
const SECRET_BYTES = 20;

export const SIX_DIGITS = /^\d{6}$/;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs and authenticator apps write keys. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let value = 0;
  let bits = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 key (case, spaces and padding ignored); throws on another character. */
export function base32Decode(text: string): Uint8Array {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('The key is not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The time step (count of 30-second periods since the epoch) of `ms`. */
export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is (the current one or one before or after), or null when it is
 * none of them. otplib compares in constant time.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!SIX_DIGITS.test(code)) return null;
  const result = verifySync({
    secret: base32Decode(secret),
    crypto,
    token: code,
    epoch: Math.floor(now / 1000),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
  });
  return result.valid ? result.timeStep : null;
}

/** The otpauth:// URI of the key, labelled with the issuer and the account's username. */
export function otpauthUrl(secret: string, username: string): string {
  return generateTOTP({
    issuer: TWO_FACTOR_ISSUER,
    label: username,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The QR code of `text`, drawn on the server, as a data:image/svg+xml;base64 URL. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * Lower-case letters and digits without the look-alikes (0 and o, 1, l and i), so a code copied by
 * hand from paper is read right. Codes made before still work: the pattern accepts any letter or digit.
 */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** RECOVERY_CODE_COUNT new recovery codes, "x7k2m-9qp4d" (about 49.5 random bits each). */
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
