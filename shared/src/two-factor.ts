/**
 * Two-factor sign-in (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator app
 * reads it) and its recovery codes. The one definition of the API's shapes, messages and limits that
 * the backend and the frontend share.
 *
 * Sign-in with two-factor on is two steps. POST /api/login with a correct password answers 202 with
 * a LoginNextStep instead of the user; no session is established (GET /api/user still answers 401),
 * only a pending sign-in bound to a fresh session id. The second step finishes it:
 *  - nextStep 'two-factor': POST /api/login/two-factor { code } (a 6-digit code or a recovery code)
 *    answers 200 with the user, and only then is the session established.
 *  - nextStep 'two-factor-enrolment' (staff, any staff role, without two-factor while the organisation
 *    requires it): POST /api/login/two-factor/setup answers a TwoFactorSetup, then
 *    POST /api/login/two-factor/enable { code } answers 200 with TwoFactorEnrolled (user and recovery
 *    codes) and establishes the session.
 * Both pending steps expire TWO_FACTOR_PENDING_MINUTES after the password step and allow
 * TWO_FACTOR_ATTEMPTS wrong codes; after that the password step must be repeated (401).
 *
 * Errors are `{ statusCode, message }` with a message below. In the sign-in steps a wrong or used
 * code is a 401 (wrongCode, replayedCode; the last allowed wrong code answers tooManyCodes), no or
 * an expired pending sign-in 401 noPendingSignIn, enable without a fresh key 400 noSetup. In the
 * settings routes (/api/user/two-factor/...) a wrong or used code is a 400; disable with a wrong
 * password is a 401 wrongPassword (like POST /api/user/password), 403 requiredForAdmins, 409 notOn;
 * setup and enable 409 alreadyOn. An invalid body is a 400 with `errors.code` (codeRequired,
 * codeFormat, or codeNeeded where only a 6-digit code is taken: the enable routes and
 * recovery-codes). Past 10 wrong codes per account in 15 minutes, from any session: 429.
 *
 * Administrators: POST /api/admin/users/:id/two-factor/reset answers the AdminUser (like PATCH;
 * show TWO_FACTOR_MESSAGES.reset as the confirmation); 404 unknown user, 409 notOn. It ends the
 * user's sessions (an administrator resetting their own keeps the one that asked). PATCH /api/admin/settings { requireAdminTwoFactor: true } by an administrator
 * without two-factor sign-in answers 400 "Turn on two-factor sign-in for your own account first
 * (My Settings > Security)."
 */
import type { SessionUser } from './accounts';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before and after the current one are accepted (clock tolerance). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are shown as two groups of five lower-case letters and digits: "x7k2m-9qp4d". */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
export const TWO_FACTOR_PENDING_MINUTES = 10;
export const TWO_FACTOR_ATTEMPTS = 5;
export const TWO_FACTOR_ISSUER = 'Building Bridges';

/** 202 answer of POST /api/login when a second step is needed. */
export interface LoginNextStep {
  nextStep: 'two-factor' | 'two-factor-enrolment';
  message: string;
}

/**
 * 401 of every signed-in route (GET /api/user, /api/admin/..., /api/user/...) while the session is an
 * administrator's enforced enrolment: after the password step, or a signed-in administrator's session
 * once the organisation requires two-factor sign-in and they have not set it up (it becomes such a
 * pending sign-in at its next request). The enrolment routes (POST /api/login/two-factor/setup and
 * /enable) work on that session; the first code establishes it again.
 */
export interface PendingEnrolmentRefusal {
  statusCode: 401;
  message: string;
  nextStep: 'two-factor-enrolment';
}

/** GET /api/user/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
  /** ISO time it was turned on; null when off. */
  enabledAt: string | null;
  /** Unused recovery codes; 0 when off. */
  recoveryCodesLeft: number;
  /** True for staff (any staff role) while the organisation requires two-factor of staff: it cannot be turned off. */
  required: boolean;
}

/**
 * POST /api/user/two-factor/setup and POST /api/login/two-factor/setup: a new key, kept in the
 * session (not on the account) until a first code confirms it. A second call replaces the key.
 */
export interface TwoFactorSetup {
  /** The key in base32, as the authenticator app's manual entry takes it. */
  secret: string;
  /** otpauth://totp/... URI that the QR code holds. */
  otpauthUrl: string;
  /** The QR code of otpauthUrl, made on the server: a data:image/svg+xml;base64,... URL. */
  qrCode: string;
}

/** POST /api/user/two-factor/enable { code } and POST /api/user/two-factor/recovery-codes { code } */
export interface TwoFactorRecoveryCodes {
  /** Shown once: only their hashes are stored. */
  recoveryCodes: string[];
}

/** POST /api/login/two-factor/enable { code } */
export interface TwoFactorEnrolled extends TwoFactorRecoveryCodes {
  user: SessionUser;
}

/** Body of the routes that take a code: a 6-digit code, or (where said) a recovery code. */
export interface TwoFactorCodeBody {
  code: string;
}

/** POST /api/user/two-factor/disable: the password and a code (6-digit or recovery). */
export interface TwoFactorDisableBody {
  password: string;
  code: string;
}

export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  enrolmentNeeded:
    'Staff must use two-factor sign-in. Set it up now to continue to the admin panel.',
  codeRequired: 'Code is required',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  replayedCode: 'That code has already been used. Wait for the next one and try again.',
  noPendingSignIn: 'Your sign-in has expired. Enter your username and password again.',
  tooManyCodes: 'Too many wrong codes. Enter your username and password again.',
  noSetup: 'Start setting up two-factor sign-in again: the key has expired.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  requiredForAdmins: 'Staff must keep two-factor sign-in on while the organisation requires it.',
  wrongPassword: 'Your current password is not correct.',
  turnedOn: 'Two-factor sign-in is on.',
  turnedOff: 'Two-factor sign-in is off.',
  reset: 'Two-factor sign-in was reset. The user has been e-mailed.',
} as const;

/** Admin settings: the label of the switch on /admin/settings. */
export const REQUIRE_ADMIN_TWO_FACTOR_LABEL = 'Require two-factor sign-in for staff';
