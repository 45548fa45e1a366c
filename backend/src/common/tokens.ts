import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link in an e-mail: 32 random bytes, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a token, the form in which tokens are stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
