import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { EntityManager } from 'typeorm';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import type { EmailTokenPurpose } from './email-token.entity';
import { EmailTokensService, TOKEN_LIFETIME_TEXT } from './email-tokens.service';

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
  ): Promise<void> {
    const token = await this.tokens.issue(user, purpose, m);
    await mail.send(LINKS[purpose].template, user.email, {
      context: {
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

/** "jo***@example.org": enough for the owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown.join('')}***${email.slice(at)}`;
}
