import type { AccountUser, SessionUser } from '@bb/shared/accounts';
import type { Request } from 'express';

/** The signed-in user, as the API shows it (`@bb/shared/accounts`). Never holds the password hash. */
export type PublicUser = AccountUser;
export type { SessionUser };

/** The signed-in user with what this request's session knows of them (GET /api/user, sign-ins). */
export function sessionUser(req: Request, user: PublicUser): SessionUser {
  return { ...user, firstSignIn: req.session?.firstSignIn === true };
}

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; absent for a session without one. */
    userId?: string;
    /** When the user signed in (ms since the epoch): administrators' sessions end 12 h after it. */
    authAt?: number;
    /** Set when this session is the account's first sign-in (UsersService.recordLogin). */
    firstSignIn?: true;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set per request from the session by the auth module; undefined when signed out. */
      currentUser?: PublicUser;
    }
  }
}
