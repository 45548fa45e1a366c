import { isStaffAccount } from '@bb/shared/accounts';
import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { AppConfig } from '../config/config';
import { colorModeOf } from './color-mode';
import type { SessionStore } from './session-store';

/** Members' sessions end after 7 days without a request. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The lifetime a session cookie was given, in whole seconds as milliseconds. express-session stores
 * `originalMaxAge` as "expires - now" right after setting expires, which is often 1 ms short.
 */
export function sessionLifetimeMs(cookie: { originalMaxAge?: number | null }): number {
  return Math.round((cookie.originalMaxAge ?? SESSION_MAX_AGE_MS) / 1000) * 1000;
}
/** Staff sessions (any staff role) end after 1 hour without a request... */
export const ADMIN_IDLE_MS = 60 * 60 * 1000;
/** ...and 12 hours after sign-in in any case. */
export const ADMIN_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export function sessionCookieName(config: AppConfig): string {
  // The __Host- prefix pins the cookie to this exact origin; browsers accept it only with Secure.
  return config.secureCookies ? '__Host-sid' : 'sid';
}

/** The session cookie's attributes (express-session's `cookie` option). */
export function sessionCookieOptions(config: AppConfig): session.CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: SESSION_MAX_AGE_MS,
  };
}

/**
 * express-session with its store in PostgreSQL (table "session", created by a migration; see
 * SessionStore). No session is created for anonymous visitors.
 */
export function createSessionMiddleware(config: AppConfig, store: SessionStore): RequestHandler {
  return session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: sessionCookieOptions(config),
  });
}

/**
 * Signs a user in on this request: a new session id (the old session, and anything planted in it,
 * is gone), the user's id and sign-in time stored, and the idle timeout of the user's role. The
 * answer's signed-in hint names the user's colour mode at once (signed-in-hint.ts).
 */
export async function startUserSession(
  req: Request,
  user: {
    id: string;
    isAdmin: boolean;
    staffRoles?: readonly string[] | null;
    preferences?: { darkMode?: unknown } | null;
  },
): Promise<void> {
  await replaceSession(req);
  req.session.userId = user.id;
  req.session.authAt = Date.now();
  req.colorMode = colorModeOf(user.preferences);
  req.session.cookie.maxAge = isStaffAccount(user) ? ADMIN_IDLE_MS : SESSION_MAX_AGE_MS;
}

/**
 * Ends this request's session (its row leaves the store) and gives the request a fresh, empty one,
 * which is saved only if something is stored in it (a sign-in later in the same request).
 */
export async function replaceSession(req: Request): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err: unknown) => (err ? reject(err as Error) : resolve())),
  );
}

/** Ends this request's session: its row leaves the store. */
export async function destroySession(req: Request): Promise<void> {
  if (!req.session) return;
  await new Promise<void>((resolve, reject) =>
    req.session.destroy((err: unknown) => (err ? reject(err as Error) : resolve())),
  );
}
