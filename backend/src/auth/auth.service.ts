import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, Repository } from 'typeorm';
import { KeyedRateLimiter } from '../common/keyed-rate-limit';
import { hashPassword, needsRehash, verifyPassword } from '../users/password';
import { User } from '../users/user.entity';
import { toPublicUser, UsersService } from '../users/users.service';
import { AccountMailer } from './account-mailer';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-messages';
import type { LoginDto, RegisterDto } from './auth.dto';
import type { EmailTokenPurpose } from './email-token.entity';
import { EmailTokensService } from './email-tokens.service';
import type { PublicUser } from './request-user';
import { startUserSession } from './session';

/** Constraint names of the unique indexes (migration 1732400000000-Accounts). */
const UNIQUE_USERNAME = 'UQ_app_user_username_lower';
const UNIQUE_EMAIL = 'UQ_app_user_email_lower';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(User) private readonly userRepo: Repository<User>,
    private readonly users: UsersService,
    private readonly tokens: EmailTokensService,
    private readonly mailer: AccountMailer,
    private readonly limiter: KeyedRateLimiter,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Signs in by username and password. An unknown username costs one argon2 verification like a
   * known one. Failures per username are limited (known or not); the account's state (suspended,
   * unverified) is told only to someone who knew the password.
   */
  async login(dto: LoginDto, req: Request): Promise<PublicUser> {
    await this.limiter.check('login-user', dto.username, AUTH_MESSAGES.tooManyLogins);
    const user = await this.users.findByUsernameWithHash(dto.username);
    const ok = await verifyPassword(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.limiter.hit(
        'login-user',
        dto.username,
        AUTH_LIMITS.loginPerUsername,
        AUTH_MESSAGES.tooManyLogins,
      );
      throw new UnauthorizedException(AUTH_MESSAGES.loginFailed);
    }
    await this.limiter.reset('login-user', dto.username);
    if (user.suspended) throw new ForbiddenException(AUTH_MESSAGES.suspended);
    if (!user.emailVerified) throw new ForbiddenException(AUTH_MESSAGES.unverified);
    const rehash = needsRehash(user.passwordHash!) ? await hashPassword(dto.password) : undefined;
    await startUserSession(req, user);
    await this.users.recordLogin(user.id, rehash);
    return toPublicUser(user);
  }

  /** Creates a member (never an administrator), mails the verification link and signs them in. */
  async register(dto: RegisterDto, req: Request): Promise<PublicUser> {
    if (await this.users.findByUsername(dto.username))
      throw new ConflictException(AUTH_MESSAGES.usernameTaken);
    if (await this.users.findByEmail(dto.email))
      throw new ConflictException(AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(dto.password);
    let user: User;
    try {
      user = await this.userRepo.save(
        this.userRepo.create({
          username: dto.username,
          email: dto.email,
          passwordHash,
          isAdmin: false,
          emailVerified: false,
        }),
      );
    } catch (err) {
      // Two registrations at once: the unique indexes decide.
      const constraint = (err as { constraint?: string }).constraint;
      if (constraint === UNIQUE_USERNAME) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
      if (constraint === UNIQUE_EMAIL) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw err;
    }
    delete user.passwordHash;
    await this.mailer.send(user, 'verify-email');
    await startUserSession(req, user);
    await this.users.recordLogin(user.id);
    return toPublicUser(user);
  }

  /**
   * Mails a reset link if the address belongs to an account that is not suspended. The answer and
   * its timing are the same either way: the token and mail are made after the answer is decided.
   */
  async forgotPassword(email: string): Promise<void> {
    await this.limiter.hit(
      'mail-reset',
      email,
      AUTH_LIMITS.mailPerAddress,
      AUTH_MESSAGES.tooManyMails,
    );
    const user = await this.users.findByEmail(email);
    if (user && !user.suspended) this.inBackground(user, 'reset-password');
  }

  /** Mails a new verification link if the address belongs to an unverified account. */
  async resendVerification(email: string): Promise<void> {
    await this.limiter.hit(
      'mail-verify',
      email,
      AUTH_LIMITS.mailPerAddress,
      AUTH_MESSAGES.tooManyMails,
    );
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified && !user.suspended) this.inBackground(user, 'verify-email');
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
      const user = redeemed && (await m.findOneBy(User, { id: redeemed.userId }));
      if (!redeemed || !user || user.email.toLowerCase() !== redeemed.email)
        throw new BadRequestException(AUTH_MESSAGES.verifyFailed);
      await m.update(User, { id: user.id }, { emailVerified: true });
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
      const user = redeemed && (await m.findOneBy(User, { id: redeemed.userId }));
      if (!redeemed || !user || user.email.toLowerCase() !== redeemed.email)
        throw new BadRequestException(failed);
      await m.update(User, { id: user.id }, { passwordHash, emailVerified: true });
      await this.tokens.revoke(m, user.id, 'reset-password');
      await this.tokens.revoke(m, user.id, 'set-password');
      return user.id;
    });
    const own = req.session?.userId === userId ? req.sessionID : undefined;
    await this.users.endSessions(userId, own);
  }
}
