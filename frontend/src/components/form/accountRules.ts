import {
  isStaffAccount,
  ACCOUNT_MESSAGES,
  ADMIN_PASSWORD_MIN,
  PASSWORD_MIN,
  SET_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@bb/shared/accounts';
import * as yup from 'yup';

// The account rules of every form that asks for a username or a new password (register, reset,
// set and change password, the profile), from @bb/shared/accounts: the API checks the same.

/** A username: required when registering; the profile may leave it as it is. */
export function username({ required }: { required: boolean }) {
  const base = yup.string().trim();
  return (required ? base.required(ACCOUNT_MESSAGES.usernameRequired) : base)
    .min(USERNAME_MIN, ACCOUNT_MESSAGES.usernameTooShort)
    .max(USERNAME_MAX, ACCOUNT_MESSAGES.usernameTooLong)
    .matches(USERNAME_PATTERN, {
      message: ACCOUNT_MESSAGES.usernamePattern,
      excludeEmptyString: true,
    });
}

/** A new password of at least PASSWORD_MIN characters (register, reset and change password). */
export function newPassword(requiredMessage: string = ACCOUNT_MESSAGES.passwordRequired) {
  return yup
    .string()
    .required(requiredMessage)
    .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordTooShort);
}

/**
 * A new password of a known account (Change Password): a staff member's (any staff role) needs
 * ADMIN_PASSWORD_MIN characters, as the API checks; a member's PASSWORD_MIN.
 */
export function newPasswordFor(
  account: Parameters<typeof isStaffAccount>[0],
  requiredMessage: string = ACCOUNT_MESSAGES.passwordRequired,
) {
  if (!isStaffAccount(account)) return newPassword(requiredMessage);
  return yup
    .string()
    .required(requiredMessage)
    .min(ADMIN_PASSWORD_MIN, ACCOUNT_MESSAGES.adminPasswordTooShort);
}

/** The password of an account an administrator prepared: SET_PASSWORD_MIN, one message for both. */
export function setPassword() {
  return yup
    .string()
    .required(ACCOUNT_MESSAGES.setPasswordTooShort)
    .min(SET_PASSWORD_MIN, ACCOUNT_MESSAGES.setPasswordTooShort);
}

/**
 * A confirmation field that must equal `field`. Empty counts as a value (Formik validates "" as
 * undefined, which yup's oneOf would let through): a filled password with an empty confirmation
 * does not match; two empty fields leave the message to the password's own rule, unless
 * `requiredMessage` asks for the confirmation itself.
 */
export function confirmationOf(
  field: string,
  message: string = ACCOUNT_MESSAGES.passwordsDontMatch,
  requiredMessage?: string,
) {
  const base = yup.string();
  return (requiredMessage ? base.required(requiredMessage) : base).test(
    'matches',
    message,
    (value, context) => (value ?? '') === (context.parent[field] ?? ''),
  );
}

/** The helper text under a new-password field. */
export const newPasswordHint = (min: number = PASSWORD_MIN) => `At least ${min} characters.`;

/**
 * The helper text of a new password whose account the page does not know (a reset link may be an
 * administrator's): both minimums, so the hint is true for whoever reads it.
 */
export const ANY_ACCOUNT_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters; an administrator's account needs at least ${ADMIN_PASSWORD_MIN}.`;
