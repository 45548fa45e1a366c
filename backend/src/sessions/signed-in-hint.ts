import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import type { AppConfig } from '../config/config';
import { sessionLifetimeMs } from './session';

/**
 * A readable cookie (value "1", no secret in it) that says "this browser's session belongs to a
 * signed-in user". The SPA asks GET /api/user only when it is present, so anonymous visitors never
 * get a 401 logged in their console on every page. It is only a hint: the HttpOnly session cookie
 * and the server's checks decide everything; a stale or forged hint costs one 401.
 */
export function signedInHintCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-signed_in' : 'signed_in';
}

function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((part) => part.trim().split('=')[0] === name);
}

/**
 * Keeps the hint in step with the session: set (and renewed, like the rolling session) on every
 * answer while `session.userId` is set, cleared when it is not. Decided when the headers are
 * written, so sign-in, sign-out and expiry in the same request are all seen. Runs after the
 * session middleware.
 */
export function createSignedInHintMiddleware(config: AppConfig): RequestHandler {
  const name = signedInHintCookieName(config);
  const options = { sameSite: 'lax', secure: config.secureCookies, path: '/' } as const;
  return (req, res, next) => {
    const had = hasCookie(req.headers.cookie, name);
    onHeaders(res, () => {
      // Lives as long as the session cookie (administrators' sessions are shorter). Never without
      // that cookie: express-session does not send a Secure cookie over a request it sees as http.
      const sessionCookieSent = !req.session?.cookie.secure || req.secure;
      if (req.session?.userId && sessionCookieSent)
        res.cookie(name, '1', {
          ...options,
          maxAge: sessionLifetimeMs(req.session.cookie),
        });
      else if (had) res.clearCookie(name, options);
    });
    next();
  };
}
