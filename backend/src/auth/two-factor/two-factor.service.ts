import { isStaffAccount } from '@bb/shared/accounts';
import {
  type LoginNextStep,
  RECOVERY_CODE_PATTERN,
  TWO_FACTOR_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnrolled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@bb/shared/two-factor';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { type AuditChanges } from '@bb/shared/admin';
import { type AuditOrigin, auditOriginOf, AuditService } from '../../audit/audit.service';
import { KeyedRateLimiter, TooManyRequestsException } from '../../common/keyed-rate-limit';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { MailService, type TransactionalMail } from '../../mail/mail.service';
import { replaceSession, startUserSession } from '../../sessions/session';
import { SettingsService } from '../../settings/settings.service';
import { verifyPassword } from '../../users/password';
import type { User } from '../../users/user.entity';
import { toPublicUser, UsersService } from '../../users/users.service';
import { sessionUser, type SessionUser } from '../request-user';
import { RecoveryCodeRow } from './recovery-code.entity';
import {
  type PendingSignIn,
  pendingSignInOf,
  TWO_FACTOR_PENDING_MS,
  TWO_FACTOR_SETUP_MS,
} from './two-factor-session';
import { TwoFactorCipher } from './two-factor-cipher';
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  SIX_DIGITS,
} from './totp';

/**
 * Wrong codes per account from everywhere together (sign-in and the settings routes), whatever the
 * session: re-entering the password does not buy more guesses.
 */
export const TWO_FACTOR_USER_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
const LIMIT_SCOPE = 'two-factor-user';
/** Wrong codes per pending sign-in (its id), for as long as a pending sign-in lives. */
const PENDING_LIMIT = { limit: TWO_FACTOR_ATTEMPTS, windowMs: TWO_FACTOR_PENDING_MS };
const PENDING_SCOPE = 'two-factor-pending';
export const TOO_MANY_CODES_FOR_ACCOUNT =
  'Too many wrong codes for this account. Please wait 15 minutes and try again.';

/** What a code turned out to be. */
type CodeCheck = 'ok' | 'wrong' | 'replayed';

/**
 * A code about to be checked, holding its slots (KeyedRateLimiter.reserve): the account's and, in a
 * sign-in step, the pending sign-in's (`hits`: its attempts so far, this one included).
 */
interface Attempt {
  user: User;
  signIn?: { req: Request; hits: number };
}

/** Which change an e-mail to the owner tells of. */
export type TwoFactorChange = 'on' | 'off' | 'reset';

const WHEN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * Two-factor sign-in (TOTP) and its recovery codes (table `two_factor_recovery_code`; the key and its
 * replay guard are on `app_user`, through UsersService). The second sign-in step, the enforced
 * enrolment of administrators, the member's own settings and the administrators' reset all go
 * through here. docs/decisions.md, "Accounts, sign-in and two-factor".
 */
@Injectable()
export class TwoFactorService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(RecoveryCodeRow) private readonly codes: Repository<RecoveryCodeRow>,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly cipher: TwoFactorCipher,
    private readonly limiter: KeyedRateLimiter,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  /** While TWO_FACTOR_KEY_PREVIOUS is set: every key still under it is stored again under the new one. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.twoFactorPreviousKey) return;
    let moved = 0;
    let unreadable = 0;
    for (const row of await this.users.encryptedTwoFactorSecrets()) {
      const opened = this.cipher.decrypt(row.secret, row.id);
      if (!opened) unreadable += 1;
      else if (opened.underPrevious) {
        await this.users.replaceTwoFactorSecret(
          row.id,
          row.secret,
          this.cipher.encrypt(opened.plain, row.id),
        );
        moved += 1;
      }
    }
    this.logger.log(`Two-factor keys re-encrypted under TWO_FACTOR_KEY: ${moved}`);
    if (unreadable)
      this.logger.error(
        `${unreadable} two-factor keys open under neither TWO_FACTOR_KEY nor TWO_FACTOR_KEY_PREVIOUS`,
      );
  }

  /**
   * Whether `user` must use two-factor sign-in: staff (any staff role) while the organisation
   * requires it.
   */
  async isRequiredFor(
    user: Pick<User, 'isAdmin' | 'staffRoles'>,
    m?: EntityManager,
  ): Promise<boolean> {
    return isStaffAccount(user) && (await this.settings.requireAdminTwoFactor(m));
  }

  private async account(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('We could not find your account.');
    return user;
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const user = await this.account(userId);
    const enabled = user.twoFactorEnabledAt !== null;
    return {
      enabled,
      enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: enabled ? await this.codes.countBy({ userId, usedAt: IsNull() }) : 0,
      required: await this.isRequiredFor(user),
    };
  }

  // ---- Sign-in ----

  /**
   * After a right password: the step still due before the session may start, or null (none). An
   * administrator without two-factor sign-in while the organisation requires it must enrol.
   */
  async nextStepFor(user: User): Promise<LoginNextStep['nextStep'] | null> {
    if (user.twoFactorEnabledAt) return 'two-factor';
    return (await this.isRequiredFor(user)) ? 'two-factor-enrolment' : null;
  }

  /**
   * Starts the pending sign-in on a fresh session id: the user's id is kept as pending, never as the
   * session's user, so nothing signed-in is reachable until the second step.
   */
  async beginPendingSignIn(
    req: Request,
    user: User,
    nextStep: LoginNextStep['nextStep'],
    { sameSessionId = false } = {},
  ): Promise<LoginNextStep> {
    if (sameSessionId) {
      // A signed-in session sent to enrolment (sendToEnrolment) keeps its id, so the browser's other
      // requests under way find the pending sign-in, not a missing session. Nothing is gained in
      // it: the second step starts a new session id, as a sign-in does.
      delete req.session.userId;
      delete req.session.authAt;
    } else await replaceSession(req);
    req.session.pendingSignIn = { id: randomUUID(), userId: user.id, at: Date.now(), nextStep };
    // A pending sign-in is short-lived: its row leaves the store with it (the step still checks `at`).
    req.session.cookie.maxAge = TWO_FACTOR_PENDING_MS;
    return {
      nextStep,
      message:
        nextStep === 'two-factor'
          ? TWO_FACTOR_MESSAGES.codeNeeded
          : TWO_FACTOR_MESSAGES.enrolmentNeeded,
    };
  }

  /**
   * Applies the organisation's requirement to a signed-in session (issue 19): staff (any role) whose
   * address is verified, without two-factor sign-in while it is required (promoted while it was on,
   * or signed in before it was switched on), is no longer signed in from this request on. The session
   * becomes a pending sign-in whose next step is the enrolment, as after the password step: the
   * enrolment routes work on it, every signed-in route answers 401 with that step
   * (pendingEnrolmentRefusal), and the first code establishes the session again. True when it did.
   */
  async sendToEnrolment(req: Request, user: User): Promise<boolean> {
    if (!isStaffAccount(user) || !user.emailVerified || user.twoFactorEnabledAt) return false;
    if (!(await this.isRequiredFor(user))) return false;
    await this.beginPendingSignIn(req, user, 'two-factor-enrolment', { sameSessionId: true });
    return true;
  }

  /** POST /api/login/two-factor: a 6-digit code or a recovery code finishes the sign-in. */
  async signInWithCode(req: Request, code: string): Promise<SessionUser> {
    const { pending, user } = await this.pendingUser(req, 'two-factor');
    const attempt = await this.startAttempt(user, { req, pending });
    await this.conclude(attempt, await this.check(user, code, true));
    return this.finishSignIn(req, user);
  }

  /** POST /api/login/two-factor/setup: the key for the pending administrator's enrolment. */
  async enrolmentSetup(req: Request): Promise<TwoFactorSetup> {
    const { user } = await this.pendingUser(req, 'two-factor-enrolment');
    return this.newSetup(req, user);
  }

  /** POST /api/login/two-factor/enable: a first code turns it on and the session starts. */
  async finishEnrolment(req: Request, code: string): Promise<TwoFactorEnrolled> {
    const { pending, user } = await this.pendingUser(req, 'two-factor-enrolment');
    const recoveryCodes = await this.confirmSetup(req, user, code, pending);
    return { user: await this.finishSignIn(req, user), recoveryCodes };
  }

  /** The pending sign-in of this request and its user, while both still qualify (else 401). */
  private async pendingUser(
    req: Request,
    nextStep: PendingSignIn['nextStep'],
  ): Promise<{ pending: PendingSignIn; user: User }> {
    const pending = pendingSignInOf(req);
    if (!pending || pending.nextStep !== nextStep)
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.noPendingSignIn);
    const user = await this.users.findById(pending.userId);
    const due = user && (nextStep === 'two-factor') === (user.twoFactorEnabledAt !== null);
    if (!user || !due || user.suspended || !user.emailVerified) {
      delete req.session.pendingSignIn;
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.noPendingSignIn);
    }
    return { pending, user };
  }

  /** The pending sign-in has had its last attempt: it ends, and the password is needed again. */
  private endPendingSignIn(req: Request): never {
    delete req.session.pendingSignIn;
    delete req.session.twoFactorSetup;
    throw new UnauthorizedException(TWO_FACTOR_MESSAGES.tooManyCodes);
  }

  /** Establishes the session exactly as a password sign-in does (new session id, sign-in record). */
  private async finishSignIn(req: Request, user: User): Promise<SessionUser> {
    await startUserSession(req, user);
    if (await this.users.recordLogin(user.id, auditOriginOf(req))) req.session.firstSignIn = true;
    return sessionUser(req, toPublicUser(user));
  }

  // ---- The owner's settings ----

  /** POST /api/user/two-factor/setup (409 while it is on). */
  async setup(req: Request, userId: string): Promise<TwoFactorSetup> {
    const user = await this.account(userId);
    if (user.twoFactorEnabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
    return this.newSetup(req, user);
  }

  /** POST /api/user/two-factor/enable: the first code confirms the key; answers the recovery codes. */
  async enable(req: Request, userId: string, code: string): Promise<string[]> {
    const user = await this.account(userId);
    return this.confirmSetup(req, user, code, null);
  }

  /** POST /api/user/two-factor/recovery-codes: a fresh set (the old ones void), for a 6-digit code. */
  async regenerateRecoveryCodes(
    userId: string,
    code: string,
    origin: AuditOrigin,
  ): Promise<string[]> {
    const user = await this.account(userId);
    if (!user.twoFactorEnabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
    const attempt = await this.startAttempt(user);
    await this.conclude(attempt, await this.check(user, code, false));
    return this.codes.manager.transaction(async (m) => {
      const fresh = await this.replaceRecoveryCodes(m, user.id);
      await this.recordOwn(m, user, 'user.recovery-codes', origin);
      return fresh;
    });
  }

  /**
   * POST /api/user/two-factor/disable: needs the password (401 like a password change) and a code;
   * an administrator cannot while the organisation requires it (403).
   */
  async disable(
    userId: string,
    password: string,
    code: string,
    origin: AuditOrigin,
  ): Promise<void> {
    const user = await this.account(userId);
    if (!user.twoFactorEnabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
    if (await this.isRequiredFor(user))
      throw new ForbiddenException(TWO_FACTOR_MESSAGES.requiredForAdmins);
    if (!(await verifyPassword(await this.users.passwordHashOf(userId), password)))
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.wrongPassword);
    const attempt = await this.startAttempt(user);
    await this.conclude(attempt, await this.check(user, code, true));
    await this.mail.transaction(async (m, mail) => {
      if (!(await this.turnOffIn(m, mail, user, 'off')))
        throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
      await this.recordOwn(m, user, 'user.two-factor-off', origin, {
        twoFactorEnabled: { from: true, to: false },
      });
    });
  }

  /**
   * An administrator's change to their own two-factor sign-in, in the audit trail (in the change's
   * transaction); a member's is their own business and is not recorded.
   */
  private async recordOwn(
    m: EntityManager,
    user: Pick<User, 'id' | 'username' | 'isAdmin' | 'staffRoles'>,
    action: 'user.two-factor-on' | 'user.two-factor-off' | 'user.recovery-codes',
    origin: AuditOrigin,
    changes?: AuditChanges,
  ): Promise<void> {
    if (!isStaffAccount(user)) return;
    await this.audit.record(
      {
        actor: { id: user.id, username: user.username },
        origin,
        action,
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.username,
        changes: changes ?? null,
      },
      m,
    );
  }

  /**
   * Turns two-factor sign-in off in the caller's transaction (its key, its recovery codes) and
   * queues the owner's e-mail; false when it was not on. Used by disable() and the administrators'
   * reset (which records it in the audit trail in the same transaction).
   */
  async turnOffIn(
    m: EntityManager,
    mail: TransactionalMail,
    user: Pick<User, 'id' | 'username' | 'email'>,
    change: 'off' | 'reset',
  ): Promise<boolean> {
    if (!(await this.users.turnOffTwoFactor(user.id, m))) return false;
    await m.getRepository(RecoveryCodeRow).delete({ userId: user.id });
    await this.notify(mail, user, change);
    return true;
  }

  // ---- Keys, codes, recovery codes ----

  /** A new key, kept (encrypted) in the session until a first code confirms it. */
  private async newSetup(req: Request, user: User): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    req.session.twoFactorSetup = {
      userId: user.id,
      secret: this.cipher.encrypt(secret, user.id),
      at: Date.now(),
    };
    const url = otpauthUrl(secret, user.username);
    return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
  }

  /**
   * Confirms the session's new key with a first code and turns two-factor sign-in on (the code's
   * step counts as used, the owner is e-mailed); answers the new recovery codes. With `pending`, the
   * enrolment of a pending sign-in (its attempts count, a wrong code is a failed sign-in), else the
   * owner's settings. 400 without a fresh key in the session, 409 when it is on already.
   */
  private async confirmSetup(
    req: Request,
    user: User,
    code: string,
    pending: PendingSignIn | null,
  ): Promise<string[]> {
    const setup = req.session.twoFactorSetup;
    const fresh = setup?.userId === user.id && Date.now() - setup.at <= TWO_FACTOR_SETUP_MS;
    const opened = fresh ? this.cipher.decrypt(setup.secret, user.id) : null;
    if (!setup || !opened) {
      delete req.session.twoFactorSetup;
      throw new BadRequestException(TWO_FACTOR_MESSAGES.noSetup);
    }
    const attempt = await this.startAttempt(user, pending ? { req, pending } : undefined);
    const step = matchingStep(opened.plain, code);
    if (step === null) return this.refuse(attempt, 'wrong');
    await this.conclude(attempt, 'ok');
    const recoveryCodes = await this.mail.transaction(async (m, mail) => {
      if (!(await this.users.turnOnTwoFactor(user.id, setup.secret, step, m)))
        throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyOn);
      const fresh = await this.replaceRecoveryCodes(m, user.id);
      await this.notify(mail, user, 'on');
      await this.recordOwn(m, user, 'user.two-factor-on', auditOriginOf(req), {
        twoFactorEnabled: { from: false, to: true },
      });
      return fresh;
    });
    delete req.session.twoFactorSetup;
    return recoveryCodes;
  }

  // ---- Attempts and their limits ----

  /**
   * Counts a code attempt before it is checked, so that no number of simultaneous requests gets more
   * checks than the limits: first a slot of the pending sign-in (`signIn`; none left: 401
   * tooManyCodes and it ends), then one of the account's (none left: 429, and the pending sign-in's
   * slot is given back, as the code was not checked).
   */
  private async startAttempt(
    user: User,
    signIn?: { req: Request; pending: PendingSignIn },
  ): Promise<Attempt> {
    let pendingHits = 0;
    if (signIn) {
      const slot = await this.limiter.reserve(PENDING_SCOPE, signIn.pending.id, PENDING_LIMIT);
      if (!slot.granted) this.endPendingSignIn(signIn.req);
      pendingHits = slot.hits;
    }
    const account = await this.limiter.reserve(LIMIT_SCOPE, user.id, TWO_FACTOR_USER_LIMIT);
    if (!account.granted) {
      if (signIn) await this.limiter.release(PENDING_SCOPE, signIn.pending.id);
      throw new TooManyRequestsException(TOO_MANY_CODES_FOR_ACCOUNT, account.secondsLeft);
    }
    return { user, signIn: signIn && { req: signIn.req, hits: pendingHits } };
  }

  /**
   * After the check: a right code gives the account's slot back (only wrong codes count against an
   * account, so nobody is slowed down by their own sign-ins) and the caller goes on. Anything else
   * keeps its slots and is refused: in a sign-in step a 401 (after the pending sign-in's last attempt
   * tooManyCodes, and it ends), an administrator's in the audit trail; in the settings routes a 400.
   */
  private async conclude(attempt: Attempt, result: CodeCheck): Promise<void> {
    if (result === 'ok') return this.limiter.release(LIMIT_SCOPE, attempt.user.id);
    return this.refuse(attempt, result);
  }

  private async refuse(attempt: Attempt, result: 'wrong' | 'replayed'): Promise<never> {
    const message =
      result === 'replayed' ? TWO_FACTOR_MESSAGES.replayedCode : TWO_FACTOR_MESSAGES.wrongCode;
    if (!attempt.signIn) throw new BadRequestException(message);
    await this.recordWrongAdminCode(attempt.user, attempt.signIn.req);
    if (attempt.signIn.hits >= TWO_FACTOR_ATTEMPTS) this.endPendingSignIn(attempt.signIn.req);
    throw new UnauthorizedException(message);
  }

  /**
   * Checks a code against the account's key (6 digits; its step is taken once, atomically) or, with
   * `recovery`, its unused recovery codes (each taken once). Called within an Attempt only.
   */
  private async check(user: User, code: string, recovery: boolean): Promise<CodeCheck> {
    if (SIX_DIGITS.test(code)) {
      const secret = await this.secretOf(user.id);
      const step = secret === null ? null : matchingStep(secret, code);
      if (step === null) return 'wrong';
      return (await this.users.acceptTwoFactorStep(user.id, step)) ? 'ok' : 'replayed';
    }
    if (!recovery || !RECOVERY_CODE_PATTERN.test(code)) return 'wrong';
    const { affected } = await this.codes
      .createQueryBuilder()
      .update(RecoveryCodeRow)
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND code_hash = :hash AND used_at IS NULL', {
        userId: user.id,
        hash: hashRecoveryCode(code),
      })
      .execute();
    return affected === 1 ? 'ok' : 'wrong';
  }

  /** The account's key in plain text (null when off or unreadable); one under the previous key moves. */
  private async secretOf(userId: string): Promise<string | null> {
    const stored = await this.users.twoFactorSecretOf(userId);
    if (!stored) return null;
    const opened = this.cipher.decrypt(stored, userId);
    if (!opened) {
      this.logger.error({ userId }, 'A two-factor key opens under no configured TWO_FACTOR_KEY');
      return null;
    }
    if (opened.underPrevious)
      await this.users.replaceTwoFactorSecret(
        userId,
        stored,
        this.cipher.encrypt(opened.plain, userId),
      );
    return opened.plain;
  }

  /** RECOVERY_CODE_COUNT new codes in place of the old ones; only their hashes are stored. */
  private async replaceRecoveryCodes(m: EntityManager, userId: string): Promise<string[]> {
    const repo = m.getRepository(RecoveryCodeRow);
    await repo.delete({ userId });
    const fresh = newRecoveryCodes();
    await repo.insert(fresh.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    return fresh;
  }

  /** A wrong code in an administrator's sign-in, in the audit trail like a wrong password. */
  private async recordWrongAdminCode(user: User, req: Request): Promise<void> {
    if (isStaffAccount(user))
      await this.audit.recordFailedAdminSignIn(user, req, 'Wrong two-factor code');
  }

  /** The owner's e-mail: what happened, when, and what to do if it was not them. */
  private async notify(
    mail: TransactionalMail,
    user: Pick<User, 'username' | 'email'>,
    change: TwoFactorChange,
  ): Promise<void> {
    await mail.send('two-factor-changed', user.email, {
      context: {
        username: user.username,
        turnedOn: change === 'on',
        turnedOff: change === 'off',
        reset: change === 'reset',
        when: `${WHEN.format(new Date())} UTC`,
        settingsUrl: `${this.config.publicUrl}/my/settings`,
        forgotUrl: `${this.config.publicUrl}/forgot-password`,
        contactUrl: `${this.config.publicUrl}/contact`,
      },
    });
  }
}
