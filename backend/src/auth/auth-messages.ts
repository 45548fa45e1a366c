/** Every message the sign-in API answers with. Texts the spec quotes are used exactly as quoted. */
export const AUTH_MESSAGES = {
  loginFailed: 'Invalid username or password',
  /** Spec 000 section 4: the client sends the user to /verify-email when the message contains 'verify your email'. */
  unverified:
    'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.',
  suspended: 'This account has been suspended. Please contact us if you believe this is a mistake.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken:
    'An account with this email address already exists. Please sign in, or reset your password if you have forgotten it.',
  loggedOut: 'You have been successfully logged out.',
  forgotSent:
    "If an account with that email exists, we've sent password reset instructions to your inbox.",
  resendSent: 'Verification email sent! Please check your inbox.',
  verified: 'Your email address has been verified. You can now sign in.',
  /** Verified in the browser that is signed in to the account (as after registering). */
  verifiedSignedIn: 'Your email address has been verified. Your member area is open.',
  verifyFailed: 'This verification link is invalid or has expired. Please request a new one.',
  /** A link that confirmed a change of address (PATCH /api/user). */
  emailChanged: 'Your new email address has been confirmed. It is now the address of your account.',
  /** The confirmation of a change of address, when another account has the address by now. */
  pendingEmailTaken:
    'Another account uses this email address now, so it cannot become yours. Your email address has not changed.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  resetFailed: 'This password reset link is invalid or has expired. Please request a new one.',
  setDone: 'Your password has been set. You can now sign in.',
  setFailed:
    'This password setup link is invalid or has expired. Please contact your administrator.',
  tooManyLogins:
    'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.',
  tooManyMails:
    'Too many emails have been requested for this address. Please wait an hour and try again.',
} as const;

/**
 * Rate limits of the sign-in API (DESIGN.md "Sessions, accounts, security"; the rule is in
 * docs/decisions.md, "Sign-in limits without a lock-out"). Failures count per account name *and*
 * client address, so nobody elsewhere can lock a member out; an account under attack from many
 * addresses accepts sign-ins only from clients without recent failures on it.
 */
export const AUTH_LIMITS = {
  /**
   * Sign-in attempts per client address (any names): the staff of an office and a workshop's room
   * share one address (issue 45 brought several staff; 30 was spent by a morning's sign-ins), while
   * guessing stays bounded by the per-username limits below.
   */
  loginPerIp: { limit: 60, windowMs: 15 * 60 * 1000 },
  /** Failed sign-ins per username (known or not) from one client address, then a 15-minute pause. */
  loginPerClient: { limit: 10, windowMs: 15 * 60 * 1000 },
  /**
   * Failed sign-ins per username from all addresses together beyond which the account is under
   * attack: until the window ends, a client that has failed on it is refused at once (one guess per
   * address), while the right password from a client without failures still signs in.
   */
  loginUnderAttack: { limit: 30, windowMs: 15 * 60 * 1000 },
  /**
   * New accounts per client address: a workshop's room on one office network (issue 20: the sixth
   * attendee was refused at 5), while a script still gets only 50 accounts an hour from one address,
   * each costing a password hash and an e-mail that waits for its owner's click.
   */
  registerPerIp: { limit: 50, windowMs: 60 * 60 * 1000 },
  /** Forgot-password and resend-verification requests per client address. */
  mailPerIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** E-mails of one kind per e-mail address, known or not, asked for from one client address. */
  mailPerClient: { limit: 3, windowMs: 60 * 60 * 1000 },
  /**
   * Requests of one kind per e-mail address from all clients together beyond which only a client that
   * has not asked for that address in the window gets a mail (one each): the owner can always get a
   * reset link, and nobody can flood the inbox from one place.
   */
  mailUnderAttack: { limit: 10, windowMs: 60 * 60 * 1000 },
  /**
   * A member's changes of their own e-mail address and their Resends (each mails a link to an
   * address the member chose, and a notice), per account; per client address they share mailPerIp.
   */
  emailChangePerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** Token redemptions (verify, reset, set password) per client address. */
  tokenPerIp: { limit: 20, windowMs: 15 * 60 * 1000 },
} as const;
