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
import { auditOriginOf, AuditService } from '../audit/audit.service';
import { KeyedRateLimiter, TooManyRequestsException } from '../common/keyed-rate-limit';
import { hashPassword, needsRehash, verifyPassword } from '../users/password';
import type { User } from '../users/user.entity';
import { toPublicUser, UsersService } from '../users/users.service';
import { AccountMailer } from './account-mailer';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-messages';
import type { LoginDto, RegisterDto } from './auth.dto';
import type { EmailTokenPurpose } from './email-token.entity';
import { EmailTokensService } from './email-tokens.service';
import type { PublicUser } from './request-user';
import { startUserSession } from '../sessions/session';
import { SessionsService } from '../sessions/sessions.service';
import type { LoginNextStep } from '@bb/shared/two-factor';
import { TwoFactorService } from './two-factor/two-factor.service';

/** What rate limits of one name (a username, an e-mail address) count per client: name and address. */
function clientKey(name: string, req: Request): string {
  return `${name.toLowerCase()}\n${req.ip ?? ''}`;
}

const TAKEN = { username: AUTH_MESSAGES.usernameTaken, email: AUTH_MESSAGES.emailTaken };

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
   * Signs in by username and password. An unknown username costs one argon2 verification like a
   * known one. Failures are limited per username and client address (known names or not), so that
   * guessing is slow and nobody can lock someone else out; see AUTH_LIMITS. The account's state
   * (suspended, unverified) is told only to someone who knew the password. With two-factor sign-in
   * on (or an administrator's enrolment due) the answer is the next step and the session is only
   * pending (TwoFactorService).
   */
  async login(dto: LoginDto, req: Request): Promise<PublicUser | LoginNextStep> {
    const client = clientKey(dto.username, req);
    const failures = await this.limiter.check('login-client', client, AUTH_MESSAGES.tooManyLogins);
    if (failures)
      await this.refuseUnderAttack(
        'login-user',
        dto.username,
        AUTH_LIMITS.loginUnderAttack.limit,
        AUTH_MESSAGES.tooManyLogins,
      );
    const user = await this.users.findByUsernameWithHash(dto.username);
    const ok = await verifyPassword(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.limiter.count('login-user', dto.username, AUTH_LIMITS.loginUnderAttack.windowMs);
      await this.limiter.hit(
        'login-client',
        client,
        AUTH_LIMITS.loginPerClient,
        AUTH_MESSAGES.tooManyLogins,
      );
      if (user?.isAdmin)
        await this.audit.recordFailedAdminSignIn(
          user,
          req,
          user.passwordHash ? 'Wrong password' : 'Wrong password (the account has no password yet)',
        );
      throw new UnauthorizedException(AUTH_MESSAGES.loginFailed);
    }
    await this.limiter.reset('login-client', client);
    if (user.suspended) throw new ForbiddenException(AUTH_MESSAGES.suspended);
    if (!user.emailVerified) throw new ForbiddenException(AUTH_MESSAGES.unverified);
    const rehash = needsRehash(user.passwordHash!) ? await hashPassword(dto.password) : undefined;
    const nextStep = await this.twoFactor.nextStepFor(user);
    if (nextStep) {
      // The password is proven: its new hash is stored now, the sign-in only after the next step.
      if (rehash) await this.users.update(user.id, { passwordHash: rehash });
      return this.twoFactor.beginPendingSignIn(req, user, nextStep);
    }
    await startUserSession(req, user);
    await this.users.recordLogin(user.id, auditOriginOf(req), rehash);
    return toPublicUser(user);
  }

  /** Creates a member (never an administrator), mails the verification link and signs them in. */
  async register(dto: RegisterDto, req: Request): Promise<PublicUser> {
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
    await this.users.recordLogin(user.id, auditOriginOf(req));
    return toPublicUser(user);
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
   * that have not asked for it yet in the window.
   */
  private async limitMails(kind: 'reset' | 'verify', email: string, req: Request): Promise<void> {
    const client = clientKey(email, req);
    const { limit, windowMs } = AUTH_LIMITS.mailUnderAttack;
    const asked = await this.limiter.check(
      `mail-${kind}-client`,
      client,
      AUTH_MESSAGES.tooManyMails,
    );
    if (asked)
      await this.refuseUnderAttack(
        `mail-${kind}-address`,
        email,
        limit,
        AUTH_MESSAGES.tooManyMails,
      );
    await this.limiter.count(`mail-${kind}-address`, email, windowMs);
    await this.limiter.hit(
      `mail-${kind}-client`,
      client,
      AUTH_LIMITS.mailPerClient,
      AUTH_MESSAGES.tooManyMails,
    );
  }

  /**
   * For a client that already has events counted against `name`: 429 while `name` is under attack
   * (at least `limit` events from everyone in the current window of `scope`). A client without any
   * does not ask.
   */
  private async refuseUnderAttack(
    scope: string,
    name: string,
    limit: number,
    message: string,
  ): Promise<void> {
    const everyone = await this.limiter.recent(scope, name);
    if (everyone.hits >= limit)
      throw new TooManyRequestsException(message, Math.max(1, everyone.secondsLeft));
  }

  private inBackground(user: User, purpose: EmailTokenPurpose): void {
    void this.mailer.send(user, purpose).catch((err: unknown) => {
      this.logger.error({ err, purpose }, 'Could not send an account e-mail');
    });
  }

  /** Redeems a verification token: the address it was sent to is verified. */
  async verifyEmail(token: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const redeemed = await this.tokens.redeem(m, token, 'verify-email');
      const user = redeemed && (await this.users.findById(redeemed.userId, m));
      if (!redeemed || !user || user.email.toLowerCase() !== redeemed.email)
        throw new BadRequestException(AUTH_MESSAGES.verifyFailed);
      await this.users.update(user.id, { emailVerified: true }, undefined, m);
    });
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
      await this.users.update(user.id, { passwordHash, emailVerified: true }, undefined, m);
      await this.tokens.revoke(m, user.id, 'reset-password');
      await this.tokens.revoke(m, user.id, 'set-password');
      return user.id;
    });
    await this.sessions.end({ userId, keep: req });
  }
}
