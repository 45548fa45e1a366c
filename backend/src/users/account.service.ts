import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { AccountMailer } from '../auth/account-mailer';
import type { PublicUser } from '../auth/request-user';
import { ContactMessage } from '../inquiries/contact-message.entity';
import { SpeakingRequest } from '../inquiries/speaking-request.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { CorporatePartnership } from '../partnerships/corporate-partnership.entity';
import type { ChangePasswordDto, PreferencesDto, UpdateProfileDto } from './account.dto';
import { hashPassword, verifyPassword } from './password';
import { User } from './user.entity';
import { toPublicUser, UsersService } from './users.service';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Your current password is not correct.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken: 'An account with this email address already exists.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  deleted: 'Your account and everything stored with it have been deleted.',
} as const;

/** Spec 000 section 3: defaults of the settings. */
export const DEFAULT_PREFERENCES = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  darkMode: false,
};
export type Preferences = typeof DEFAULT_PREFERENCES;

/** The signed-in member's own account: profile, password, settings, data export, deletion. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly mailer: AccountMailer,
    private readonly dataSource: DataSource,
  ) {}

  private repo() {
    return this.dataSource.getRepository(User);
  }

  private async requirePassword(userId: string, password: string): Promise<User> {
    const user = await this.repo()
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :userId', { userId })
      .getOneOrFail();
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new UnauthorizedException(ACCOUNT_MESSAGES.wrongPassword);
    return user;
  }

  /** Changes username and/or e-mail; a new address is unverified until its link is followed. */
  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<PublicUser> {
    const user = await this.repo().findOneByOrFail({ id: userId });
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
    if (Object.keys(changes).length) {
      try {
        await this.repo().update({ id: userId }, changes);
      } catch (err) {
        const constraint = (err as { constraint?: string }).constraint;
        if (constraint === 'UQ_app_user_username_lower')
          throw new ConflictException(ACCOUNT_MESSAGES.usernameTaken);
        if (constraint === 'UQ_app_user_email_lower')
          throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
        throw err;
      }
    }
    const updated = await this.repo().findOneByOrFail({ id: userId });
    if (emailChanged) await this.mailer.send(updated, 'verify-email');
    return toPublicUser(updated);
  }

  /** Needs the current password; ends every other session of the member. */
  async changePassword(userId: string, dto: ChangePasswordDto, req: Request): Promise<void> {
    await this.requirePassword(userId, dto.currentPassword);
    await this.repo().update({ id: userId }, { passwordHash: await hashPassword(dto.newPassword) });
    await this.users.endSessions(userId, req.sessionID);
  }

  async preferences(userId: string): Promise<Preferences> {
    const user = await this.repo().findOneByOrFail({ id: userId });
    return pickPreferences(user.preferences);
  }

  async updatePreferences(userId: string, dto: PreferencesDto): Promise<Preferences> {
    const current = await this.preferences(userId);
    const next = { ...current };
    for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[])
      if (typeof dto[key] === 'boolean') next[key] = dto[key];
    await this.repo().update({ id: userId }, { preferences: next });
    return next;
  }

  /**
   * Everything stored about the member: the account (never the password hash) and, once the address
   * is verified (so that nobody can read another person's inquiries by typing their address), the
   * inquiries and newsletter subscription of that address.
   */
  async export(userId: string): Promise<Record<string, unknown>> {
    const user = await this.repo().findOneByOrFail({ id: userId });
    const { notes: _notes, ...account } = user;
    const byEmail = user.emailVerified;
    const email = user.email.toLowerCase();
    const find = <T extends object>(entity: new () => T, where: object) =>
      byEmail
        ? this.dataSource
            .getRepository<T>(entity)
            .find({ where, order: { createdAt: 'ASC' } as never })
        : Promise.resolve([] as T[]);
    const [contactMessages, speakingRequests, partnershipInquiries, newsletter] = await Promise.all(
      [
        find(ContactMessage, { email }),
        find(SpeakingRequest, { email }),
        find(CorporatePartnership, { email }),
        find(NewsletterSubscriber, { email }),
      ],
    );
    return {
      exportedAt: new Date().toISOString(),
      account: { ...account, preferences: pickPreferences(user.preferences) },
      contactMessages,
      speakingRequests,
      partnershipInquiries,
      newsletterSubscriptions: newsletter.map(
        ({ unsubscribeTokenHash: _hash, ...subscription }) => subscription,
      ),
    };
  }

  /** Needs the current password; deletes the account, its tokens and every session. */
  async deleteAccount(userId: string, password: string): Promise<void> {
    await this.requirePassword(userId, password);
    await this.repo().delete({ id: userId });
    await this.users.endSessions(userId);
  }
}

function pickPreferences(stored: Record<string, unknown> | null | undefined): Preferences {
  const out = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(out) as (keyof Preferences)[])
    if (typeof stored?.[key] === 'boolean') out[key] = stored[key];
  return out;
}
