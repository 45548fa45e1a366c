import { isStaffAccount } from '@bb/shared/accounts';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { type AuditOrigin, auditOriginOf, AuditService } from '../audit/audit.service';
import {
  type KeyedLimit,
  KeyedRateLimiter,
  TooManyRequestsException,
} from '../common/keyed-rate-limit';
import { checkPasswordFor } from '../credentials/password-rules';
import { hashPassword, needsRehash, verifyPassword } from '../users/password';
import type { User } from '../users/user.entity';
import { toPublicUser, UsersService } from '../users/users.service';
import { AccountMailer } from './account-mailer';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-messages';
import type { RegisterDto } from './auth.dto';
import type { EmailTokenPurpose } from './email-token.entity';
import { EmailTokensService } from './email-tokens.service';
import { sessionUser, type SessionUser } from './request-user';
import { startUserSession } from '../sessions/session';
import { SessionsService } from '../sessions/sessions.service';
import type { LoginNextStep } from '@bb/shared/two-factor';
import { TwoFactorService } from './two-factor/two-factor.service';

/** What rate limits of one name (a username, an e-mail address) count per client: name and address. */
function clientKey(name: string, req: Request): string {
  return `${name.toLowerCase()}\n${req.ip ?? ''}`;
}

const TAKEN = { username: AUTH_MESSAGES.usernameTaken, email: AUTH_MESSAGES.emailTaken };

/** Failed sign-ins: per username and client, and per username from everyone (AUTH_LIMITS). */
const LOGIN_SCOPES = { client: 'login-client', everyone: 'login-user' };

/** A user whose password was right (AuthService.validateUser): what LocalStrategy puts on `req.user`. */
export interface VerifiedSignIn {
  user: User;
  /** The password's new hash, when the stored one is due to be upgraded (needsRehash). */
  rehash?: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly mailer: AccountMailer,
    private readonly limiter: KeyedRateLimiter,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * Checks a username and password (LocalStrategy, for LocalAuthGuard on POST /api/login). An
   * unknown username costs one argon2 verification like a known one. Failures are limited per
   * username and client address (known names or not), so that guessing is slow and nobody can lock
   * someone else out; see AUTH_LIMITS. The account's state (suspended, unverified) is told only to
   * someone who knew the password. The answer is the user, with the password's new hash when its
   * hash is due to be upgraded (stored by signIn).
   */
  async validateUser(username: string, password: string, req: Request): Promise<VerifiedSignIn> {
    // Counted as a failure before the password is checked; a right one is taken back below.
    await this.takeSlots(
      LOGIN_SCOPES,
      username,
      req,
      { perClient: AUTH_LIMITS.loginPerClient, underAttack: AUTH_LIMITS.loginUnderAttack },
      AUTH_MESSAGES.tooManyLogins,
    );
    const user = await this.users.findByUsernameWithHash(username);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      // Staff accounts (any staff role): a failed sign-in is a security event of the admin area.
      if (user && isStaffAccount(user))
        await this.audit.recordFailedAdminSignIn(
          user,
          req,
          user.passwordHash ? 'Wrong password' : 'Wrong password (the account has no password yet)',
        );
      throw new UnauthorizedException(AUTH_MESSAGES.loginFailed);
    }
    // Only failures count: this client's are forgotten, and the account's count is given its slot back.
    await this.limiter.reset(LOGIN_SCOPES.client, clientKey(username, req));
    await this.limiter.release(LOGIN_SCOPES.everyone, username);
    if (user.suspended) throw new ForbiddenException(AUTH_MESSAGES.suspended);
    if (!user.emailVerified) throw new ForbiddenException(AUTH_MESSAGES.unverified);
    const rehash = needsRehash(user.passwordHash!) ? await hashPassword(password) : undefined;
    return { user, rehash };
  }

  /**
   * Signs in the user whose password validateUser accepted. With two-factor sign-in on (or an
   * administrator's enrolment due) the answer is the next step and the session is only pending
   * (TwoFactorService); otherwise a new session (new id) holds the user.
   */
  async signIn(
    { user, rehash }: VerifiedSignIn,
    req: Request,
  ): Promise<SessionUser | LoginNextStep> {
    const nextStep = await this.twoFactor.nextStepFor(user);
    if (nextStep) {
      // The password is proven: its new hash is stored now, the sign-in only after the next step.
      if (rehash) await this.users.update(user.id, { passwordHash: rehash });
      return this.twoFactor.beginPendingSignIn(req, user, nextStep);
    }
    await startUserSession(req, user);
    if (await this.users.recordLogin(user.id, auditOriginOf(req), rehash))
      req.session.firstSignIn = true;
    return sessionUser(req, toPublicUser(user));
  }

  /** Creates a member (never an administrator), mails the verification link and signs them in. */
  async register(dto: RegisterDto, req: Request): Promise<SessionUser> {
    if (await this.users.findByUsername(dto.username))
      throw new ConflictException(AUTH_MESSAGES.usernameTaken);
    if (await this.users.findByEmail(dto.email))
      throw new ConflictException(AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(dto.password);
    // Two registrations at once: the unique indexes decide (409 with TAKEN's message).
    const user = await this.users.create(
      {
        username: dto.username,
        email: dto.email,
        passwordHash,
        isAdmin: false,
        emailVerified: false,
      },
      TAKEN,
    );
    delete user.passwordHash;
    await this.mailer.send(user, 'verify-email');
    await startUserSession(req, user);
    if (await this.users.recordLogin(user.id, auditOriginOf(req))) req.session.firstSignIn = true;
    return sessionUser(req, toPublicUser(user));
  }

  /**
   * Mails a reset link if the address belongs to an account that is not suspended. The answer and
   * its timing are the same either way: the token and mail are made after the answer is decided.
   */
  async forgotPassword(email: string, req: Request): Promise<void> {
    await this.limitMails('reset', email, req);
    const user = await this.users.findByEmail(email);
    if (user && !user.suspended) this.inBackground(user, 'reset-password');
  }

  /** Mails a new verification link if the address belongs to an unverified account. */
  async resendVerification(email: string, req: Request): Promise<void> {
    await this.limitMails('verify', email, req);
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified && !user.suspended) this.inBackground(user, 'verify-email');
  }

  /**
   * Requests for mails of one kind to one address: at most AUTH_LIMITS.mailPerClient per client
   * address, and while the address is asked for from many places (mailUnderAttack), only from clients
   * that have not asked for it yet in the window. Every request counts, whether a mail goes or not.
   */
  private async limitMails(kind: 'reset' | 'verify', email: string, req: Request): Promise<void> {
    await this.takeSlots(
      { client: `mail-${kind}-client`, everyone: `mail-${kind}-address` },
      email,
      req,
      { perClient: AUTH_LIMITS.mailPerClient, underAttack: AUTH_LIMITS.mailUnderAttack },
      AUTH_MESSAGES.tooManyMails,
    );
  }

  /**
   * Counts an event on `name` (a username, an e-mail address) before it is acted on, so that no
   * burst of simultaneous requests gets past the limits (KeyedRateLimiter.reserve): first a slot of
   * `name` from this client (`perClient`; none left: 429), then the event on `name` from everyone. A
   * client with events on `name` already gets that only while `name` is not under attack (fewer than
   * `underAttack.limit` in its window; else 429, and the client's slot is given back, as nothing was
   * done); a client without any is always counted, so one attempt from a clean client (the owner's)
   * always goes through.
   */
  private async takeSlots(
    scopes: { client: string; everyone: string },
    name: string,
    req: Request,
    limits: { perClient: KeyedLimit; underAttack: KeyedLimit },
    message: string,
  ): Promise<void> {
    const client = clientKey(name, req);
    const hits = await this.limiter.take(scopes.client, client, limits.perClient, message);
    if (hits === 1) return this.limiter.count(scopes.everyone, name, limits.underAttack.windowMs);
    // blockMs 0: under attack until the window ends, as the unconditional counts leave it.
    const everyone = await this.limiter.reserve(scopes.everyone, name, {
      ...limits.underAttack,
      blockMs: 0,
    });
    if (everyone.granted) return;
    await this.limiter.release(scopes.client, client);
    throw new TooManyRequestsException(message, everyone.secondsLeft);
  }

  private inBackground(user: User, purpose: EmailTokenPurpose): void {
    void this.mailer.send(user, purpose).catch((err: unknown) => {
      this.logger.error({ err, purpose }, 'Could not send an account e-mail');
    });
  }

  /**
   * Redeems a verification token. Sent to the account's address: that address is verified
   * ('verified'). Sent to the address of a change the member asked for (PATCH /api/user) that still
   * waits: that address becomes the account's, verified, and the previous one is told ('changed'); a
   * 409 when another account has it by now. Any other link (a replaced or cancelled change, an address
   * the account no longer has) is refused.
   */
  async verifyEmail(
    token: string,
    origin: AuditOrigin = { ipAddress: null, userAgent: null },
  ): Promise<{ outcome: 'verified' | 'changed'; userId: string }> {
    let userId = '';
    const outcome = await this.dataSource.transaction(async (m) => {
      const redeemed = await this.tokens.redeem(m, token, 'verify-email');
      const user = redeemed && (await this.users.findById(redeemed.userId, m));
      if (!redeemed || !user) throw new BadRequestException(AUTH_MESSAGES.verifyFailed);
      userId = user.id;
      if (user.email.toLowerCase() === redeemed.email) {
        await this.users.update(user.id, { emailVerified: true }, undefined, m);
        return 'verified' as const;
      }
      const changed = await this.users.confirmPendingEmail(m, user.id, redeemed.email, {
        username: AUTH_MESSAGES.usernameTaken,
        email: AUTH_MESSAGES.pendingEmailTaken,
      });
      if (!changed) throw new BadRequestException(AUTH_MESSAGES.verifyFailed);
      // The administrators see when and from what to what (the audit trail; each moved
      // conversation also has its note: MemberConversations).
      if (changed !== 'taken')
        await this.audit.record(
          {
            actor: { id: user.id, username: user.username },
            origin,
            action: 'user.email-change',
            targetType: 'user',
            targetId: user.id,
            targetLabel: user.username,
            changes: {
              email: { from: changed.previousEmail.toLowerCase(), to: changed.user.email },
            },
          },
          m,
        );
      return changed;
    });
    // The dropped change is stored (the link is used up) before the refusal.
    if (outcome === 'taken') throw new ConflictException(AUTH_MESSAGES.pendingEmailTaken);
    if (outcome === 'verified') return { outcome, userId };
    // Only a verified previous address is told (an unverified one may be a typo, a stranger's).
    if (outcome.previousVerified)
      await this.mailer.sendEmailChanged(outcome.user, outcome.previousEmail, outcome.user.email);
    return { outcome: 'changed', userId };
  }

  /**
   * Redeems a reset or set-password token and sets the password. The link proved the address, so it
   * counts as verified. Every other session of the user ends; other unused links of the user stop
   * working.
   */
  async setPasswordWithToken(
    token: string,
    password: string,
    purpose: 'reset-password' | 'set-password',
    req: Request,
  ): Promise<void> {
    const failed =
      purpose === 'reset-password' ? AUTH_MESSAGES.resetFailed : AUTH_MESSAGES.setFailed;
    const passwordHash = await hashPassword(password);
    const userId = await this.dataSource.transaction(async (m) => {
      const redeemed = await this.tokens.redeem(m, token, purpose);
      const user = redeemed && (await this.users.findById(redeemed.userId, m));
      if (!redeemed || !user || user.email.toLowerCase() !== redeemed.email)
        throw new BadRequestException(failed);
      // Refused here, the transaction rolls back: the link still works for a longer password.
      checkPasswordFor(user, password, 'password');
      await this.users.update(user.id, { passwordHash, emailVerified: true }, undefined, m);
      await this.tokens.revoke(m, user.id, 'reset-password');
      await this.tokens.revoke(m, user.id, 'set-password');
      return user.id;
    });
    await this.sessions.end({ userId, keep: req });
  }
}
