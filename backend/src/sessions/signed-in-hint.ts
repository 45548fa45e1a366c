import type { RequestHandler } from 'express';
import type { SessionData } from 'express-session';
import onHeaders from 'on-headers';
import type { AppConfig } from '../config/config';
import type { ColorMode } from './color-mode';
import { sessionLifetimeMs } from './session';

/** The hint's value: "dark" for a member with Dark Mode on, else "1". */
const hintValue = (mode: ColorMode | undefined) => (mode === 'dark' ? 'dark' : '1');

/**
 * A readable cookie (no secret in it) that says "this browser's session belongs to a signed-in
 * user", and which colour mode that user chose: "dark" when their Dark Mode setting is on, "1"
 * otherwise. The SPA asks GET /api/user only when it is present, so anonymous visitors never get a
 * 401 logged in their console on every page; the server sends the public pages rendered dark when
 * it says "dark" (backend/src/spa/spa.ts), so such a member never sees a light page first. It is
 * only a hint: the HttpOnly session cookie and the server's checks decide everything; a stale or
 * forged hint costs one 401, or one page in the other colour mode until the setting has loaded.
 */
export function signedInHintCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-signed_in' : 'signed_in';
}

/**
 * The hint's Set-Cookie value, as Express's res.cookie writes it with these options (the fast path
 * for signed-in reads sends the same bytes): readable by the page, renewed with the session, for
 * `lifetimeMs`.
 */
export function signedInHintCookie(
  config: AppConfig,
  mode: ColorMode | undefined,
  lifetimeMs: number,
): string {
  const expires = new Date(Date.now() + lifetimeMs).toUTCString();
  const secure = config.secureCookies ? '; Secure' : '';
  return `${signedInHintCookieName(config)}=${hintValue(mode)}; Max-Age=${Math.floor(lifetimeMs / 1000)}; Path=/; Expires=${expires}${secure}; SameSite=Lax`;
}

/** The value of the cookie `name` in a Cookie header (undefined: absent). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The colour mode a request's hint names: dark only for a hint that says "dark" (a signed-in member
 * with Dark Mode on); light for visitors and everybody else.
 */
export function hintedColorMode(cookieHeader: string | undefined, config: AppConfig): ColorMode {
  return cookieValue(cookieHeader, signedInHintCookieName(config)) === 'dark' ? 'dark' : 'light';
}

/**
 * Whether the session is an administrator's enforced two-factor enrolment (auth/two-factor): it keeps
 * the hint, so the app asks GET /api/user, whose 401 names that step, and takes the person to the
 * set-up instead of showing a signed-out site (issue 19).
 */
function awaitsEnrolment(session: Partial<SessionData> | undefined): boolean {
  return session?.pendingSignIn?.nextStep === 'two-factor-enrolment';
}

/**
 * Keeps the hint in step with the session: set (and renewed, like the rolling session, with the
 * user's colour mode as `req.colorMode` has it) on every answer while `session.userId` is set (or
 * the session awaits an enforced enrolment), cleared when it is not. Decided when the headers are
 * written, so sign-in, sign-out and expiry in the same request are all seen. Runs after the
 * session middleware.
 */
export function createSignedInHintMiddleware(config: AppConfig): RequestHandler {
  const name = signedInHintCookieName(config);
  const options = { sameSite: 'lax', secure: config.secureCookies, path: '/' } as const;
  return (req, res, next) => {
    const had = cookieValue(req.headers.cookie, name) !== undefined;
    onHeaders(res, () => {
      // Lives as long as the session cookie (administrators' sessions are shorter). Never without
      // that cookie: express-session does not send a Secure cookie over a request it sees as http.
      const sessionCookieSent = !req.session?.cookie.secure || req.secure;
      if ((req.session?.userId || awaitsEnrolment(req.session)) && sessionCookieSent)
        res.append(
          'Set-Cookie',
          signedInHintCookie(config, req.colorMode, sessionLifetimeMs(req.session.cookie)),
        );
      else if (had) res.clearCookie(name, options);
    });
    next();
  };
}
