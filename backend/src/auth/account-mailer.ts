import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { EntityManager } from 'typeorm';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import type { EmailTokenPurpose } from './email-token.entity';
import { EmailTokensService, TOKEN_LIFETIME_TEXT } from './email-tokens.service';

/** The time of a deletion in its e-mail ("November 25, 2026 at 1:05 PM", then " UTC"). */
const DELETED_AT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Which page of the site each kind of link opens, and which mail template carries it. */
const LINKS: Record<EmailTokenPurpose, { path: string; template: string }> = {
  'verify-email': { path: '/verify-email', template: 'verify-email' },
  'reset-password': { path: '/reset-password', template: 'password-reset' },
  'set-password': { path: '/set-password', template: 'set-password' },
};

/**
 * The account e-mails (verify address, reset password, set password). Each issues a fresh one-time
 * token and mails a link to PUBLIC_URL (never to the request's Host). A problem queuing the mail is
 * logged; it never fails the request or reveals anything.
 */
@Injectable()
export class AccountMailer {
  private readonly logger = new Logger('AccountMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: EmailTokensService,
    private readonly mail: MailService,
  ) {}

  /** The link of a token: `${PUBLIC_URL}/verify-email?token=...` and so on. */
  link(purpose: EmailTokenPurpose, token: string): string {
    return `${this.config.publicUrl}${LINKS[purpose].path}?token=${encodeURIComponent(token)}`;
  }

  async send(
    user: Pick<User, 'id' | 'email' | 'username'>,
    purpose: EmailTokenPurpose,
    context: Record<string, unknown> = {},
  ): Promise<void> {
    try {
      const token = await this.tokens.issue(user, purpose);
      await this.mail.send(LINKS[purpose].template, user.email, {
        context: {
          ...context,
          username: user.username,
          link: this.link(purpose, token),
          expiresIn: TOKEN_LIFETIME_TEXT[purpose],
        },
      });
    } catch (err) {
      this.logger.error({ err, purpose }, 'Could not queue an account e-mail');
    }
  }

  /**
   * Like send(), inside the caller's transaction (MailService.transaction): the token and the queued
   * mail are stored with the caller's change or not at all, and a failure rejects (rolling it back).
   */
  async sendInTransaction(
    m: EntityManager,
    mail: TransactionalMail,
    user: Pick<User, 'id' | 'email' | 'username'>,
    purpose: EmailTokenPurpose,
    context: Record<string, unknown> = {},
  ): Promise<void> {
    const token = await this.tokens.issue(user, purpose, m);
    await mail.send(LINKS[purpose].template, user.email, {
      context: {
        ...context,
        username: user.username,
        link: this.link(purpose, token),
        expiresIn: TOKEN_LIFETIME_TEXT[purpose],
      },
    });
  }

  /**
   * A change of address the member asked for (PATCH /api/user), in the caller's transaction: the
   * link that confirms it goes to the new address (its token is bound to that address, so it is
   * worth nothing once the change is replaced or cancelled), and, when `currentEmail` is given, the
   * address in force is told that a change was asked for, with what to do if it was not the owner.
   */
  async sendEmailChange(
    m: EntityManager,
    mail: TransactionalMail,
    user: Pick<User, 'id' | 'username'>,
    newEmail: string,
    currentEmail?: string,
  ): Promise<void> {
    const token = await this.tokens.issue({ id: user.id, email: newEmail }, 'verify-email', m);
    await mail.send('email-change-confirm', newEmail, {
      context: {
        username: user.username,
        link: this.link('verify-email', token),
        expiresIn: TOKEN_LIFETIME_TEXT['verify-email'],
      },
    });
    if (currentEmail)
      await mail.send('email-change-requested', currentEmail, {
        context: {
          username: user.username,
          newEmail: maskEmail(newEmail),
          profileUrl: `${this.config.publicUrl}/my/profile`,
          contactUrl: `${this.config.publicUrl}/contact`,
        },
      });
  }

  /**
   * Confirms a deletion to the address the account had, in the deleting transaction (queued with it
   * or not at all). It holds no link into the account (there is none any more): only the contact page.
   */
  async sendAccountDeleted(
    mail: TransactionalMail,
    user: Pick<User, 'username' | 'email'>,
    what: DeletedAccount,
  ): Promise<void> {
    await mail.send('account-deleted', user.email, {
      context: {
        username: user.username,
        when: `${DELETED_AT.format(new Date())} UTC`,
        ...deletedAccountLines(user.username, what),
        contactUrl: `${this.config.publicUrl}/contact`,
      },
    });
  }

  /**
   * Tells the previous address of an account that its e-mail address was changed, naming the new
   * one only in part, with the way back if the change was not the owner's.
   */
  async sendEmailChanged(
    user: Pick<User, 'username'>,
    previousEmail: string,
    newEmail: string,
  ): Promise<void> {
    try {
      await this.mail.send('email-changed', previousEmail, {
        context: {
          username: user.username,
          newEmail: maskEmail(newEmail),
          contactUrl: `${this.config.publicUrl}/contact`,
        },
      });
    } catch (err) {
      this.logger.error({ err }, 'Could not queue the e-mail-changed notice');
    }
  }
}

/** What deleting an account removed and kept (AccountService.deleteAccount), told in its e-mail. */
export interface DeletedAccount {
  /** Messages of the member inbox (My Messages), deleted with the account. */
  memberMessages: number;
  /** Contact messages the member sent, deleted with their conversations. */
  contactMessages: number;
  /** Whether a newsletter subscription (or sign-up) of the address was deleted. */
  newsletter: boolean;
  /** Speaking requests and partnership inquiries kept by the organisation, anonymised. */
  speakingRequests: number;
  partnershipInquiries: number;
}

/** "1 speaking request", "2 speaking requests". */
function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The lines of the deletion e-mail: what went, and what the organisation keeps (null: nothing). */
export function deletedAccountLines(
  username: string,
  what: DeletedAccount,
): { deleted: string[]; kept: string | null } {
  const deleted = [`your account ${username}, with its profile and settings`];
  if (what.memberMessages)
    deleted.push(`${counted(what.memberMessages, 'message', 'messages')} in My Messages`);
  if (what.contactMessages)
    deleted.push(
      `${counted(what.contactMessages, 'message', 'messages')} you sent us through the contact form, with our replies`,
    );
  if (what.newsletter) deleted.push('your newsletter subscription');
  const keptParts = [
    what.speakingRequests &&
      counted(what.speakingRequests, 'speaking request', 'speaking requests'),
    what.partnershipInquiries &&
      counted(what.partnershipInquiries, 'partnership inquiry', 'partnership inquiries'),
  ].filter((part): part is string => Boolean(part));
  const kept = keptParts.length
    ? `We keep the ${keptParts.join(' and ')} you sent for our records, without your name, email ` +
      'address or message, as we may have a booking or an agreement on them.'
    : null;
  return { deleted, kept };
}

/** "jo***@example.org": enough for the owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown.join('')}***${email.slice(at)}`;
}
