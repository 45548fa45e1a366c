import { TWO_FACTOR_PENDING_MINUTES } from '@bb/shared/two-factor';
import type { Request } from 'express';

/** How long a pending sign-in and a key being set up are kept in the session. */
export const TWO_FACTOR_PENDING_MS = TWO_FACTOR_PENDING_MINUTES * 60 * 1000;
/** How long a key being set up (not yet confirmed by a first code) is kept in the session. */
export const TWO_FACTOR_SETUP_MS = 10 * 60 * 1000;

/**
 * A sign-in whose password was right and whose second step is still to come. It is not a signed-in
 * session: `userId` stays unset until the second step, so every signed-in route answers 401.
 */
export interface PendingSignIn {
  /**
   * Random; its wrong codes are counted under it in the database (rate_limit), not in the session,
   * which every simultaneous request loads with the same contents.
   */
  id: string;
  userId: string;
  /** When the password step succeeded (ms since the epoch). */
  at: number;
  /** 'two-factor': a code is due; 'two-factor-enrolment': an administrator must set it up first. */
  nextStep: 'two-factor' | 'two-factor-enrolment';
}

/** A new key shown to its owner, kept until a first code confirms it. */
export interface TwoFactorSetupInSession {
  userId: string;
  /** The key, encrypted like the stored ones (TwoFactorCipher). */
  secret: string;
  at: number;
}

declare module 'express-session' {
  interface SessionData {
    pendingSignIn?: PendingSignIn;
    twoFactorSetup?: TwoFactorSetupInSession;
  }
}

/**
 * This request's pending sign-in while it is fresh; an expired one is removed (as is one stored
 * before pending sign-ins had an id, which the password step replaces).
 */
export function pendingSignInOf(req: Request): PendingSignIn | null {
  const pending = req.session?.pendingSignIn;
  if (!pending) return null;
  if (Date.now() - pending.at > TWO_FACTOR_PENDING_MS || typeof pending.id !== 'string') {
    delete req.session.pendingSignIn;
    return null;
  }
  return pending;
}
