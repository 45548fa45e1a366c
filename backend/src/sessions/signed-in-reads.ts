import { isStaffAccount } from '@bb/shared/accounts';
import session, { type SessionData } from 'express-session';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import onHeaders from 'on-headers';
import type { AppConfig } from '../config/config';
import { colorModeOf, type ColorMode } from './color-mode';
import { sessionCookieName, sessionLifetimeMs } from './session';
import { needsTouch, type SessionStore } from './session-store';
import { signedInHintCookie, signedInHintCookieName } from './signed-in-hint';

/** The account a signed-in read needs: RequestUsers' answer, as far as this module looks at it. */
export interface ReadingUser {
  isAdmin: boolean;
  staffRoles?: readonly string[] | null;
  suspended: boolean;
  preferences?: { darkMode?: unknown } | null;
}

/** Whether an address is a trusted proxy's (Express's compiled `trust proxy` setting). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * What a signed-in member's public read (GET /api/testimonials, a carousel) must do for the session
 * when it is answered before Express (public-answer-cache/fast-path.ts), exactly as express-session, the
 * signed-in hint and the user loader would for it: the member is read again (a suspended or deleted
 * account, or a role change, takes effect at this request), the session's idle timeout restarts
 * (its row's expiry written back at most once a minute, SessionStore), and the answer carries the
 * renewed session cookie and hint, the same bytes as through Express. Anything else (no or a bad
 * cookie, other cookies, an expired session, a pending sign-in, a staff member's session with its
 * absolute limit and two-factor rules, a suspended or deleted user, plain http with Secure cookies)
 * is left to Express: prepare() answers undefined.
 */
export class SignedInReads {
  private readonly sessionCookie: string;
  private readonly hintCookie: string;

  constructor(
    private readonly config: AppConfig,
    private readonly store: SessionStore,
    private readonly userById: (id: string) => Promise<ReadingUser | null>,
    private readonly trustProxy: TrustProxy,
  ) {
    this.sessionCookie = sessionCookieName(config);
    this.hintCookie = signedInHintCookieName(config);
  }

  /**
   * For a request whose only cookies are the session's (and the hint): a function that puts the
   * renewed cookies on the answer (call it before sending), once the session and its member are
   * known to be current; undefined when Express must handle the request.
   */
  async prepare(req: IncomingMessage): Promise<((res: ServerResponse) => void) | undefined> {
    const cookies = cookiesOf(req.headers.cookie);
    if (
      !cookies ||
      [...cookies.keys()].some((n) => n !== this.sessionCookie && n !== this.hintCookie)
    )
      return undefined;
    const sid = unsign(cookies.get(this.sessionCookie), this.config.sessionSecret);
    if (!sid || (this.config.secureCookies && !this.isSecure(req))) return undefined;
    const sess = await this.store.read(sid);
    if (!sess?.userId || sess.pendingSignIn) return undefined;
    const user = await this.userById(sess.userId);
    // Staff sessions (any staff role) have their absolute limit and two-factor rules: Express's.
    if (!user || user.suspended || isStaffAccount(user)) return undefined;

    const cookie = renewedCookie(sess);
    if (needsTouch({ ...sess, cookie } as SessionData))
      await new Promise<void>((resolve, reject) =>
        this.store.touch(sid, { ...sess, cookie } as SessionData, (err) =>
          err ? reject(err as Error) : resolve(),
        ),
      );
    const mode: ColorMode = colorModeOf(user.preferences);
    const lifetimeMs = sessionLifetimeMs(cookie);
    return (res) =>
      onHeaders(res, () => {
        // As through Express: the hint first (its middleware's listener runs first), then the session.
        res.setHeader('Set-Cookie', [
          signedInHintCookie(this.config, mode, lifetimeMs),
          cookie.serialize(this.sessionCookie, `s:${sign(sid, this.config.sessionSecret)}`),
        ]);
      });
  }

  /** Express's req.secure, from the socket or a trusted proxy's X-Forwarded-Proto. */
  private isSecure(req: IncomingMessage): boolean {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true;
    if (!this.trustProxy(req.socket.remoteAddress, 0)) return false;
    const header = String(req.headers['x-forwarded-proto'] ?? '');
    return header.split(',')[0].trim() === 'https';
  }
}

/** express-session's Cookie as its JavaScript has it (its type declarations leave these out). */
interface SessionCookie {
  expires?: Date | string | null;
  originalMaxAge?: number | null;
  maxAge?: number | null;
  serialize(name: string, value: string): string;
}
const Cookie = session.Cookie as unknown as new (stored: object) => SessionCookie;

/**
 * The session's cookie renewed as express-session renews it for a request (Store.createSession, then
 * Session.touch): expires now plus the lifetime it was given.
 */
function renewedCookie(sess: SessionData): SessionCookie {
  const { expires, originalMaxAge } = sess.cookie as SessionCookie;
  const cookie = new Cookie(sess.cookie);
  if (typeof expires === 'string') cookie.expires = new Date(expires);
  cookie.originalMaxAge = originalMaxAge;
  cookie.maxAge = cookie.originalMaxAge;
  return cookie;
}

/** The cookies of a Cookie header by name (decoded as the `cookie` package does); null: malformed. */
function cookiesOf(header: string | undefined): Map<string, string> | null {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return null;
    }
    // Two cookies of one name: the cookie package keeps the first; leave that subtlety to Express.
    if (cookies.has(name)) return null;
    cookies.set(name, value);
  }
  return cookies;
}

/** `value.signature` as express-session signs a session id (cookie-signature: HMAC-SHA-256). */
function sign(value: string, secret: string): string {
  const mac = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return `${value}.${mac}`;
}

/** The session id of a signed `s:` cookie value, or undefined when it is not one signed with `secret`. */
function unsign(raw: string | undefined, secret: string): string | undefined {
  if (!raw?.startsWith('s:')) return undefined;
  const signed = raw.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(sign(sid, secret));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : undefined;
}
