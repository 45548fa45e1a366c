import type { AppConfig } from '../../config/config';
import { TwoFactorCipher } from './two-factor-cipher';

const OLD = 'old-two-factor-key-that-is-long-enough-0123456789';
const NEW = 'new-two-factor-key-that-is-long-enough-0123456789';
const cipherWith = (twoFactorKey: string, twoFactorPreviousKey?: string) =>
  new TwoFactorCipher({ twoFactorKey, twoFactorPreviousKey } as AppConfig);

describe('TwoFactorCipher (AES-256-GCM)', () => {
  const owner = '6f1c2a4e-0b7d-4c53-9a2e-1f0e8d7c6b5a';

  it('round-trips, never stores the plain text, and differs every time', () => {
    const cipher = cipherWith(NEW);
    const a = cipher.encrypt('JBSWY3DPEHPK3PXP', owner);
    const b = cipher.encrypt('JBSWY3DPEHPK3PXP', owner);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(255);
    expect(cipher.decrypt(a, owner)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', underPrevious: false });
  });

  it('opens nothing for another account, another key or a changed ciphertext', () => {
    const stored = cipherWith(NEW).encrypt('JBSWY3DPEHPK3PXP', owner);
    expect(cipherWith(NEW).decrypt(stored, 'another-owner')).toBeNull();
    expect(cipherWith(OLD).decrypt(stored, owner)).toBeNull();
    const [v, iv, tag, data] = stored.split('.');
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(cipherWith(NEW).decrypt([v, iv, tag, flipped].join('.'), owner)).toBeNull();
    expect(cipherWith(NEW).decrypt('not a ciphertext', owner)).toBeNull();
  });

  it('while rotating, reads keys under TWO_FACTOR_KEY_PREVIOUS and says so', () => {
    const stored = cipherWith(OLD).encrypt('JBSWY3DPEHPK3PXP', owner);
    const rotating = cipherWith(NEW, OLD);
    expect(rotating.decrypt(stored, owner)).toEqual({
      plain: 'JBSWY3DPEHPK3PXP',
      underPrevious: true,
    });
    const moved = rotating.encrypt('JBSWY3DPEHPK3PXP', owner);
    expect(cipherWith(NEW).decrypt(moved, owner)?.plain).toBe('JBSWY3DPEHPK3PXP');
  });
});
