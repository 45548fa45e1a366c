import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/config';

/** The stored form's version: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
const VERSION = 'v1';
const IV_BYTES = 12;

/** The AES-256 key derived from a configured secret (TWO_FACTOR_KEY), for this one purpose. */
function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'building-bridges two-factor key v1', 32));
}

/**
 * Encrypts two-factor keys at rest: AES-256-GCM under TWO_FACTOR_KEY, with the owning account's id
 * as associated data, so a ciphertext copied onto another account does not decrypt. While
 * TWO_FACTOR_KEY_PREVIOUS is set, ciphertexts under it are read too (a rotation; see
 * TwoFactorService.reencryptUnderCurrentKey).
 */
@Injectable()
export class TwoFactorCipher {
  private readonly current: Buffer;
  private readonly previous?: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.current = keyOf(config.twoFactorKey);
    if (config.twoFactorPreviousKey) this.previous = keyOf(config.twoFactorPreviousKey);
  }

  encrypt(plain: string, owner: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(Buffer.from(owner, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map(encode).join('.');
  }

  /**
   * The plain text, and whether it was read under the previous key (and should be stored again);
   * null when neither key opens it (a key rotated away without TWO_FACTOR_KEY_PREVIOUS).
   */
  decrypt(stored: string, owner: string): { plain: string; underPrevious: boolean } | null {
    const plain = this.open(this.current, stored, owner);
    if (plain !== null) return { plain, underPrevious: false };
    const old = this.previous ? this.open(this.previous, stored, owner) : null;
    return old === null ? null : { plain: old, underPrevious: true };
  }

  private open(key: Buffer, stored: string, owner: string): string | null {
    const parts = stored.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return null;
    const [iv, tag, data] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(owner, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
