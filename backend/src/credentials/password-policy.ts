import { PASSWORD_MAX, PASSWORD_MIN, SET_PASSWORD_MIN } from '@bb/shared/accounts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a password must be: its lengths and the common-password list. Hashing is UsersModule's
 * (users/password.ts).
 */

export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;
/** Spec 000 section 9: registration and reset need 6 characters, set-password 8; an administrator's
 * new password 8 wherever it is chosen (checkPasswordFor in password-rules.ts). */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
export const SET_PASSWORD_MIN_LENGTH = SET_PASSWORD_MIN;

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords. Please choose a less common one.';

let commonPasswords: Set<string> | undefined;

/** The shipped list (common-passwords.txt, copied into the build), read once. */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8');
    commonPasswords = new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return commonPasswords;
}

/** Whether a password is among the 10,000 most common ones (compared without regard to case). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}
