import { createHmac } from 'node:crypto';
import { base32Decode } from '../../src/auth/two-factor/totp';

/**
 * The code an authenticator app shows for `secret`, `steps` periods of 30 s from `now`: RFC 6238
 * (HMAC-SHA-1, 6 digits) computed here with node:crypto, independently of the library the server
 * verifies with.
 */
export function codeFor(secret: string, steps = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + steps));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A 6-digit code that is not the key's code for any step near now (so it is wrong, never used). */
export function wrongCodeFor(secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => codeFor(secret, s)));
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}
