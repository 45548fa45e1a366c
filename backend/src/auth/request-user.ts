import type { AccountUser } from '@bb/shared/accounts';

/** The signed-in user, as the API shows it (`@bb/shared/accounts`). Never holds the password hash. */
export type PublicUser = AccountUser;

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; absent for a session without one. */
    userId?: string;
    /** When the user signed in (ms since the epoch): administrators' sessions end 12 h after it. */
    authAt?: number;
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
