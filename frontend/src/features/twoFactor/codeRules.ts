import { RECOVERY_CODE_PATTERN, TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import * as yup from 'yup';

// The rules of the code fields (shared/src/two-factor.ts): a 6-digit code from the authenticator
// app, or a recovery code ("x7k2m-9qp4d"). People type codes with spaces ("123 456") and recovery
// codes in capitals; both are accepted and sent as the server reads them.

const TOTP = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A typed code as the server reads it: no spaces; a recovery code in lower case. */
export function normaliseCode(typed: string): string {
  return typed.replace(/\s+/g, '').toLowerCase();
}

export const isTotpCode = (typed: string) => TOTP.test(normaliseCode(typed));
export const isRecoveryCode = (typed: string) => RECOVERY_CODE_PATTERN.test(normaliseCode(typed));

/** A 6-digit code from the authenticator app. */
export const totpCode = () =>
  yup
    .string()
    .required(TWO_FACTOR_MESSAGES.codeRequired)
    .test('totp', TWO_FACTOR_MESSAGES.codeNeeded, (value) => !value || isTotpCode(value));

/** A recovery code only. */
export const recoveryCode = () =>
  yup
    .string()
    .required(TWO_FACTOR_MESSAGES.codeRequired)
    .test('recovery', TWO_FACTOR_MESSAGES.codeFormat, (value) => !value || isRecoveryCode(value));

/** A 6-digit code or a recovery code. */
export const anyCode = () =>
  yup
    .string()
    .required(TWO_FACTOR_MESSAGES.codeRequired)
    .test(
      'code',
      TWO_FACTOR_MESSAGES.codeFormat,
      (value) => !value || isTotpCode(value) || isRecoveryCode(value),
    );
