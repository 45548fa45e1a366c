import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { AccountMailer } from '../auth/account-mailer';
import { AUTH_LIMITS } from '../auth/auth-messages';
import { KeyedRateLimiter, TooManyRequestsException } from '../common/keyed-rate-limit';
import { MailService } from '../mail/mail.service';
import type { PublicUser } from '../auth/request-user';
import { InquiriesService } from '../inquiries/inquiries.service';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { PartnershipsService } from '../partnerships/partnerships.service';
import { SessionsService } from '../sessions/sessions.service';
import type { ChangePasswordDto, PreferencesDto, UpdateProfileDto } from './account.dto';
import { checkPasswordFor } from '../credentials/password-rules';
import { hashPassword, verifyPassword } from '../users/password';
import { DEFAULT_PREFERENCES, pickPreferences, type Preferences } from '../users/preferences';
import type { User } from '../users/user.entity';
import { toPublicUser, UsersService } from '../users/users.service';
import { waitText } from '../common/wait-text';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Your current password is not correct.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken: 'An account with this email address already exists.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  /** `email`: the address the account had, which the confirmation goes to. */
  deleted: (email: string) =>
    `Your account has been deleted. A confirmation is on its way to ${email}.`,
  notFound: 'We could not find your account.',
  /** Resend and Cancel while no change of address waits. */
  noEmailChange: 'No change of email address is waiting for confirmation.',
  emailChangeResent: 'We sent a new confirmation link to your new email address.',
  /** `wait`: 'a minute', '12 minutes', 'an hour' (the Retry-After header has the seconds). */
  tooManyEmailChanges: (wait: string) =>
    `Too many email address changes have been requested. Please wait ${wait} and try again.`,
} as const;

const TAKEN = { username: ACCOUNT_MESSAGES.usernameTaken, email: ACCOUNT_MESSAGES.emailTaken };

export { DEFAULT_PREFERENCES, type Preferences };

/** The signed-in member's own account: profile, password, settings, data export, deletion. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly mailer: AccountMailer,
    private readonly newsletter: NewsletterService,
    private readonly inquiries: InquiriesService,
    private readonly partnerships: PartnershipsService,
    private readonly inbox: MemberInboxService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly limiter: KeyedRateLimiter,
  ) {}

  private async account(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(ACCOUNT_MESSAGES.notFound);
    return user;
  }

  private async requirePassword(userId: string, password: string): Promise<void> {
    if (!(await verifyPassword(await this.users.passwordHashOf(userId), password)))
      throw new UnauthorizedException(ACCOUNT_MESSAGES.wrongPassword);
  }

  /**
   * Changes the username at once and asks for a change of e-mail address: the new address waits
   * (`pendingEmail`) while the address in force stays, verified or not, until the link mailed to the
   * new address is followed (AuthService.verifyEmail); the address in force is told that a change
   * was asked for. So a change of address never unverifies anyone (an administrator keeps the
   * admin panel). Asking again replaces the waiting address; sending the current address changes
   * nothing. Each change of address is rate-limited like the other account mails.
   */
  async updateProfile(userId: string, dto: UpdateProfileDto, req: Request): Promise<PublicUser> {
    const user = await this.account(userId);
    const changes: { username?: string; pendingEmail?: string } = {};
    if (dto.username !== undefined && dto.username !== user.username) {
      const other = await this.users.findByUsername(dto.username);
      if (other && other.id !== userId) throw new ConflictException(ACCOUNT_MESSAGES.usernameTaken);
      changes.username = dto.username;
    }
    if (dto.email !== undefined && dto.email !== user.email.toLowerCase()) {
      // Counted before anything else is known, so that a 409 cannot be asked for without limit either.
      await this.limitEmailChanges(userId, req);
      const other = await this.users.findByEmail(dto.email);
      if (other && other.id !== userId) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
      changes.pendingEmail = dto.email;
    }
    if (!Object.keys(changes).length) return toPublicUser(user);
    await this.mail.transaction(async (m, mail) => {
      await this.users.update(userId, changes, TAKEN, m);
      // The notice goes only to a verified address: an unverified one may be a typo, a stranger's.
      if (changes.pendingEmail)
        await this.mailer.sendEmailChange(
          m,
          mail,
          user,
          changes.pendingEmail,
          user.emailVerified ? user.email : undefined,
        );
    });
    return toPublicUser(await this.account(userId));
  }

  /** Mails the link of the waiting change of address again (the previous link stops working). */
  async resendEmailChange(userId: string, req: Request): Promise<void> {
    const user = await this.account(userId);
    if (!user.pendingEmail) throw new ConflictException(ACCOUNT_MESSAGES.noEmailChange);
    await this.limitEmailChanges(userId, req);
    await this.mail.transaction((m, mail) =>
      this.mailer.sendEmailChange(m, mail, user, user.pendingEmail!),
    );
  }

  /** Drops the waiting change of address; its link stops working. */
  async cancelEmailChange(userId: string): Promise<PublicUser> {
    const user = await this.account(userId);
    if (!user.pendingEmail) throw new ConflictException(ACCOUNT_MESSAGES.noEmailChange);
    await this.users.update(userId, { pendingEmail: null });
    return toPublicUser({ ...user, pendingEmail: null });
  }

  /**
   * One more mail to an address the member chose: at most AUTH_LIMITS.emailChangePerAccount per
   * account and AUTH_LIMITS.mailPerIp per client address, each counted by one atomic upsert before
   * anything is sent (so simultaneous requests cannot get past it). The refusal says how long to wait.
   */
  private async limitEmailChanges(userId: string, req: Request): Promise<void> {
    try {
      await this.limiter.hit('email-change-account', userId, AUTH_LIMITS.emailChangePerAccount, '');
      await this.limiter.hit('email-change-client', req.ip ?? '', AUTH_LIMITS.mailPerIp, '');
    } catch (err) {
      if (!(err instanceof TooManyRequestsException)) throw err;
      const wait = waitText(err.retryAfterSeconds);
      throw new TooManyRequestsException(
        ACCOUNT_MESSAGES.tooManyEmailChanges(wait),
        err.retryAfterSeconds,
      );
    }
  }

  /**
   * Needs the current password, and an administrator's new one ADMIN_PASSWORD_MIN characters; ends
   * every other session of the member.
   */
  async changePassword(userId: string, dto: ChangePasswordDto, req: Request): Promise<void> {
    await this.requirePassword(userId, dto.currentPassword);
    checkPasswordFor(await this.account(userId), dto.newPassword, 'newPassword');
    await this.users.update(userId, { passwordHash: await hashPassword(dto.newPassword) });
    await this.sessions.end({ userId, keep: req });
  }

  /**
   * The member's settings. While the address is verified, Marketing Emails is whether it is confirmed
   * on the newsletter list now (the list is the truth: the footer form and an e-mail's unsubscribe link
   * change it too).
   */
  async preferences(userId: string): Promise<Preferences> {
    return this.effectivePreferences(await this.account(userId));
  }

  private async effectivePreferences(user: User): Promise<Preferences> {
    const preferences = pickPreferences(user.preferences);
    if (user.emailVerified)
      preferences.marketingEmails = await this.newsletter.isSubscribed(user.email.toLowerCase());
    return preferences;
  }

  /**
   * Changes the settings sent. Marketing Emails is applied to the newsletter: on confirms the
   * verified address at once (consent from the setting, with its wording; the usual welcome e-mail and
   * its unsubscribe link), off unsubscribes it.
   * An unverified address is never subscribed; the setting is only stored.
   */
  async updatePreferences(userId: string, dto: PreferencesDto): Promise<Preferences> {
    const user = await this.account(userId);
    const next = pickPreferences(user.preferences);
    for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[])
      if (typeof dto[key] === 'boolean') next[key] = dto[key];
    await this.users.update(userId, { preferences: next });
    if (typeof dto.marketingEmails === 'boolean' && user.emailVerified) {
      const email = user.email.toLowerCase();
      if (dto.marketingEmails) await this.newsletter.confirmMember(email);
      else await this.newsletter.unsubscribeEmail(email);
    }
    return this.effectivePreferences({ ...user, preferences: next });
  }

  /**
   * Everything stored about the member: the account (never the password hash), the member inbox,
   * the inquiries sent while signed in and, once the address is verified (so that nobody can read
   * another person's inquiries by typing their address), the inquiries and newsletter subscription
   * of that address.
   */
  async export(userId: string): Promise<Record<string, unknown>> {
    const user = await this.account(userId);
    const { notes: _notes, ...account } = user;
    const owner = { id: user.id, email: user.email, emailVerified: user.emailVerified };
    const [inquiries, partnershipInquiries, memberMessages, newsletter] = await Promise.all([
      this.inquiries.exportFor(owner),
      this.partnerships.exportFor(owner),
      this.inbox.exportFor(userId),
      user.emailVerified
        ? this.newsletter.exportFor(user.email.toLowerCase())
        : Promise.resolve([]),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      account: { ...account, preferences: await this.effectivePreferences(user) },
      contactMessages: inquiries.contactMessages,
      speakingRequests: inquiries.speakingRequests,
      partnershipInquiries,
      memberMessages,
      newsletterSubscriptions: newsletter,
    };
  }

  /**
   * Needs the current password; deletes, in one transaction, the account, its tokens, its inbox, its
   * contact messages and (when its address is verified: the subscription is then theirs) the
   * newsletter subscription of its address; the speaking requests and partnership inquiries stay
   * with the organisation without the member's name, address and words (InquiriesService and
   * PartnershipsService.forgetMember). The confirmation e-mail to the address the account had
   * (the one in force, not a change still waiting for its link) is queued in the same transaction:
   * a deletion that fails (the last administrator: 409) sends nothing, one that succeeds always
   * sends. Then ends every session. Answers that address.
   */
  async deleteAccount(userId: string, password: string): Promise<string> {
    await this.requirePassword(userId, password);
    const user = await this.account(userId);
    const owner = { id: user.id, email: user.email, emailVerified: user.emailVerified };
    await this.mail.transaction(async (m, mail) => {
      const memberMessages = await this.inbox.countOf(userId, m);
      const inquiries = await this.inquiries.forgetMember(owner, m);
      const partnershipInquiries = await this.partnerships.forgetMember(owner, m);
      const newsletter = user.emailVerified
        ? await this.newsletter.forget(user.email.toLowerCase(), m)
        : 0;
      await this.users.delete(userId, m);
      await this.mailer.sendAccountDeleted(mail, user, {
        memberMessages,
        contactMessages: inquiries.contactMessages,
        newsletter: newsletter > 0,
        speakingRequests: inquiries.speakingRequests,
        partnershipInquiries,
      });
    });
    await this.sessions.end({ userId });
    return user.email;
  }
}
