import { createHmac } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@bb/shared/two-factor';
import {
  base32Decode,
  base32Encode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
} from './totp';

// RFC 6238, appendix B: the key "12345678901234567890" (ASCII), SHA-1; the 8-digit codes' last six.
const RFC_KEY = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (otplib 13, node:crypto)', () => {
  it('encodes and decodes base32 as RFC 4648 does', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(Buffer.from(base32Decode('mzxw 6ytb oi==')).toString()).toBe('foobar');
    expect(RFC_KEY).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(() => base32Decode('NOT-BASE32!')).toThrow();
  });

  it("accepts RFC 6238's test codes at their times, each as its own time step", () => {
    for (const [seconds, code] of RFC_VECTORS)
      expect(matchingStep(RFC_KEY, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts the step before and after (clock tolerance), nothing further, and only 6 digits', () => {
    const at = 1234567890 * 1000;
    const step = Math.floor(at / 30_000);
    expect(matchingStep(RFC_KEY, '005924', at + 30_000)).toBe(step);
    expect(matchingStep(RFC_KEY, '005924', at - 30_000)).toBe(step);
    expect(matchingStep(RFC_KEY, '005924', at + 60_000)).toBeNull();
    expect(matchingStep(RFC_KEY, '005925', at)).toBeNull();
    expect(matchingStep(RFC_KEY, '05924', at)).toBeNull();
    expect(matchingStep(RFC_KEY, '0059245', at)).toBeNull();
  });

  it('makes 160-bit keys that an independent RFC 6238 computation agrees with', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const now = Date.now();
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
    const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
    const offset = hmac[hmac.length - 1] & 0x0f;
    const code = String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
    expect(matchingStep(secret, code, now)).toBe(Math.floor(now / 30_000));
  });

  it('labels the otpauth:// URI with the issuer and the username', () => {
    const uri = otpauthUrl('JBSWY3DPEHPK3PXP', 'jordan');
    expect(uri.startsWith('otpauth://totp/Building%20Bridges:jordan?')).toBe(true);
    const url = new URL(uri);
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Building Bridges');
  });

  it('makes recovery codes without look-alike characters (0 and o, 1, l and i)', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 200; round += 1) {
      const codes = newRecoveryCodes();
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of codes) {
        expect(code).toMatch(RECOVERY_CODE_PATTERN);
        expect(code).not.toMatch(/[0o1li]/);
        for (const c of code.replace('-', '')) seen.add(c);
      }
    }
    // Every other letter and digit is used (20,000 characters drawn from 31).
    expect([...seen].sort().join('')).toBe('23456789abcdefghjkmnpqrstuvwxyz');
  });
});
