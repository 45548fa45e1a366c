import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { AccountMailer } from '../auth/account-mailer';
import type { PublicUser } from '../auth/request-user';
import { InquiriesService } from '../inquiries/inquiries.service';
import { MemberInboxService } from '../member/member-inbox.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { PartnershipsService } from '../partnerships/partnerships.service';
import { SessionsService } from '../sessions/sessions.service';
import type { ChangePasswordDto, PreferencesDto, UpdateProfileDto } from './account.dto';
import { hashPassword, verifyPassword } from './password';
import { DEFAULT_PREFERENCES, pickPreferences, type Preferences } from './preferences';
import type { User } from './user.entity';
import { toPublicUser, UsersService } from './users.service';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Your current password is not correct.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken: 'An account with this email address already exists.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  deleted: 'Your account and everything stored with it have been deleted.',
  notFound: 'We could not find your account.',
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
   * Changes username and/or e-mail. A new address is unverified until its link is followed; the
   * previous address is told of the change.
   */
  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<PublicUser> {
    const user = await this.account(userId);
    const changes: { username?: string; email?: string; emailVerified?: boolean } = {};
    if (dto.username !== undefined && dto.username !== user.username) {
      const other = await this.users.findByUsername(dto.username);
      if (other && other.id !== userId) throw new ConflictException(ACCOUNT_MESSAGES.usernameTaken);
      changes.username = dto.username;
    }
    const emailChanged = dto.email !== undefined && dto.email !== user.email.toLowerCase();
    if (emailChanged) {
      const other = await this.users.findByEmail(dto.email!);
      if (other && other.id !== userId) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
      changes.email = dto.email;
      changes.emailVerified = false;
    }
    await this.users.update(userId, changes, TAKEN);
    const updated = await this.account(userId);
    if (emailChanged) {
      await this.mailer.send(updated, 'verify-email', { emailChange: true });
      await this.mailer.sendEmailChanged(updated, user.email, updated.email);
    }
    return toPublicUser(updated);
  }

  /** Needs the current password; ends every other session of the member. */
  async changePassword(userId: string, dto: ChangePasswordDto, req: Request): Promise<void> {
    await this.requirePassword(userId, dto.currentPassword);
    await this.users.update(userId, { passwordHash: await hashPassword(dto.newPassword) });
    await this.sessions.end({ userId, keep: req });
  }

  /**
   * The member's settings. While the address is verified, Marketing Emails is whether it is on the
   * newsletter list now (the list is the truth: the footer form and an e-mail's unsubscribe link
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
   * Changes the settings sent. Marketing Emails is applied to the newsletter: on subscribes the
   * verified address (with the usual welcome e-mail and its unsubscribe link), off unsubscribes it.
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
      if (dto.marketingEmails) await this.newsletter.subscribe(email);
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
   * Needs the current password; deletes the account, its tokens, its inbox and every session. The
   * inquiries it sent stay with the organisation, no longer linked (user_id NULL by the foreign key).
   */
  async deleteAccount(userId: string, password: string): Promise<void> {
    await this.requirePassword(userId, password);
    await this.users.delete(userId);
  }
}
