import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isCommonPassword } from './password-policy';

describe('password policy', () => {
  it('ships a list of thousands of common passwords and checks without regard to case', () => {
    const lines = readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines.length).toBe(10_000);
    for (const l of lines) expect(l).toBe(l.toLowerCase());
    for (const p of ['password', 'Password1', '12345678', 'QWERTY123', 'iloveyou', 'letmein'])
      expect(isCommonPassword(p)).toBe(true);
    for (const p of ['Violet-Harbour-42', 'Lantern-Orchard-58'])
      expect(isCommonPassword(p)).toBe(false);
  });
});
