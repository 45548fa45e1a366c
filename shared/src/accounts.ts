/**
 * Account rules both sides apply: the sign-in forms check them as the visitor types, the API checks
 * them again (spec 000, sections 5 and 9). Messages the spec quotes are exactly as quoted.
 */
import { formatCount } from './options';
import type { Permission, StaffRoleCode } from './staff-roles';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
/** Letters and digits of any script, dots, hyphens and underscores. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/** Registration and reset-password (spec 000, section 9). */
export const PASSWORD_MIN = 6;
/** Set-password, and any staff member's password. */
export const SET_PASSWORD_MIN = 8;
/**
 * A staff member's new password (any staff role, ./staff-roles.ts), wherever it is chosen (reset,
 * change, set, the create-admin command): the member minimum is the spec's, the staff's is stricter.
 */
export const ADMIN_PASSWORD_MIN = SET_PASSWORD_MIN;

/**
 * Whether the account holds any staff role (may use the admin panel): an administrator, or roles
 * stored beside it (`staffRoles`, the backend's account) or listed (`roles`, an AccountUser).
 */
export function isStaffAccount(account: {
  isAdmin: boolean;
  roles?: readonly string[];
  staffRoles?: readonly string[] | null;
}): boolean {
  return account.isAdmin || !!account.roles?.length || !!account.staffRoles?.length;
}

/** The least length of a new password for this account (staff: ADMIN_PASSWORD_MIN). */
export function passwordMinFor(account: Parameters<typeof isStaffAccount>[0]): number {
  return isStaffAccount(account) ? ADMIN_PASSWORD_MIN : PASSWORD_MIN;
}
export const PASSWORD_MAX = 128;

export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters.`,
  usernamePattern: 'Username may contain only letters, numbers, dots, hyphens and underscores.',
  passwordRequired: 'Password is required',
  /** Register and reset-password. */
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  /** Set-password. */
  setPasswordTooShort: `Password must be at least ${SET_PASSWORD_MIN} characters long.`,
  /** Reset and change password, for an administrator's account. */
  adminPasswordTooShort: `A staff member's password must be at least ${ADMIN_PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${formatCount(PASSWORD_MAX)} characters.`,
  /** Shown on the confirm field. */
  passwordsDontMatch: "Passwords don't match",
  emailInvalid: 'Please enter a valid email address',
} as const;

/**
 * The signed-in user as the API answers it (GET/PATCH /api/user, sign-in, registration). The spec's
 * four fields and the id, plus a change of address waiting for its link (docs/member-api.md).
 */
export interface AccountUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  /** The staff roles held (@bb/shared/staff-roles); empty for a member. isAdmin: 'administrator' is one. */
  roles: StaffRoleCode[];
  /** What those roles permit together: what the admin panel shows and the API allows. */
  permissions: Permission[];
  /**
   * A new address the user asked for, waiting for its confirmation link to be followed; `email`
   * stays the account's address (sign-in, reset, mail) until then. Null when no change waits.
   */
  pendingEmail: string | null;
}

/**
 * The signed-in user with what their session knows (GET /api/user and the sign-in and registration
 * answers). `firstSignIn`: this session is the account's first sign-in (none was recorded before),
 * so the screens welcome the user rather than welcome them back.
 */
export interface SessionUser extends AccountUser {
  firstSignIn: boolean;
}
