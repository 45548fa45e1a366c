import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_DAYS,
  SUBSCRIBER_STATES,
  type Consent,
  type SubscriberState,
} from '@bb/shared/newsletter';
import {
  BOUNCE_REASON_MAX,
  NEWSLETTER_MEMBER_SETTING_WORDING,
  NEWSLETTER_MESSAGES,
} from '@bb/shared/newsletter-consent';
import { NEWSLETTER_FOOTER_WORDING } from '@bb/shared/newsletter-footer';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { KeyedRateLimiter, TooManyRequestsException } from '../common/keyed-rate-limit';
import { hashToken, newToken } from '../common/tokens';
import { rateLimitedMessage } from '../common/wait-text';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the link in your most recent newsletter e-mail.';

/** Invalid unsubscribe tokens a client address may send per window before it gets 429s. */
export const UNSUBSCRIBE_INVALID_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 } as const;

/** A pending address gets at most one confirmation e-mail in this many minutes. */
export const NEWSLETTER_RESEND_MINUTES = 10;

/**
 * The advisory lock that one removal of expired sign-ups at a time holds (any instance). Its own key:
 * it was the mail queue's (7_346_201_554), so an instance starting up made the hourly removal skip.
 */
const EXPIRY_LOCK_KEY = 7_346_201_556;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A subscription in Download Your Data: its state and consent, never a token's hash. */
export interface NewsletterSubscriptionExport {
  email: string;
  status: SubscriberState;
  consent: Consent;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
  bouncedAt: Date | null;
  bounceReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The consent of a row, as the admin list and Download Your Data show it. */
export function consentOf(s: NewsletterSubscriber): Consent {
  return {
    source: s.consentSource,
    givenAt: s.consentGivenAt.toISOString(),
    confirmedAt: s.consentConfirmedAt ? s.consentConfirmedAt.toISOString() : null,
    wording: s.consentWording,
  };
}

/**
 * The newsletter's subscribers (table newsletter_subscriber): double opt-in sign-up and
 * confirmation, members' Marketing Emails, unsubscribing (the welcome's hashed tokens and the
 * campaigns' HMAC tokens), bounces, and the reads the campaigns module makes.
 */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(NewsletterSubscriber)
    private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly limiter: KeyedRateLimiter,
  ) {}

  private linkKey?: Promise<string>;

  /**
   * Signs an address (already trimmed and lower-cased) up from the footer form: a pending row with
   * the consent (the footer's wording, now) and a confirmation e-mail whose link lasts
   * NEWSLETTER_CONFIRM_DAYS days. The answer is the same whatever the address's state. A confirmed
   * address changes nothing and gets no mail; a pending one gets a new link at most once per
   * NEWSLETTER_RESEND_MINUTES; an unsubscribed or bounced one starts again as pending. One statement
   * decides (ON CONFLICT, evaluated against the latest row under its lock), so simultaneous sign-ups
   * of one address make one row and at most one e-mail.
   */
  async subscribe(email: string): Promise<void> {
    const token = newToken();
    await this.mail.transaction(async (m, mail) => {
      const rows: { email: string }[] = await m.query(
        `INSERT INTO newsletter_subscriber AS s (email, status, unsubscribe_token_hash,
           consent_source, consent_given_at, consent_wording,
           confirm_token_hash, confirm_expires_at, confirm_sent_at)
         VALUES ($1, 'pending', $2, 'footer-form', now(), $3, $4,
           now() + make_interval(days => $5), now())
         ON CONFLICT (email) DO UPDATE SET
           status = 'pending',
           consent_source = 'footer-form',
           consent_given_at = now(),
           consent_confirmed_at = NULL,
           consent_wording = $3,
           confirm_token_hash = $4,
           confirm_expires_at = now() + make_interval(days => $5),
           confirm_sent_at = now(),
           subscribed_at = now(),
           unsubscribed_at = NULL,
           bounced_at = NULL,
           bounce_reason = NULL,
           updated_at = now()
         WHERE s.status IN ('unsubscribed', 'bounced')
            OR (s.status = 'pending'
                AND s.confirm_sent_at < now() - make_interval(mins => $6))
         RETURNING s.email`,
        [
          email,
          hashToken(newToken()), // replaced by the welcome's link at confirmation; never mailed
          NEWSLETTER_FOOTER_WORDING,
          hashToken(token),
          NEWSLETTER_CONFIRM_DAYS,
          NEWSLETTER_RESEND_MINUTES,
        ],
      );
      if (!rows.length) return; // confirmed, or a link sent moments ago: nothing changes
      await mail.send('newsletter-confirm', email, {
        context: {
          link: `${this.config.publicUrl}/newsletter/confirm?token=${token}`,
          expiresIn: `${NEWSLETTER_CONFIRM_DAYS} days`,
        },
      });
    });
  }

  /**
   * Confirms the sign-up the token belongs to (pending → confirmed, the consent's confirmation time)
   * and sends the welcome with its unsubscribe link. Following the link again answers the same and
   * sends nothing; an unknown or expired link (or one of an address since unsubscribed) is a 400.
   */
  async confirm(token: string | undefined): Promise<void> {
    if (!token) throw new BadRequestException(NEWSLETTER_MESSAGES.confirmMissing);
    const hash = hashToken(token);
    await this.mail.transaction(async (m, mail) => {
      const unsubscribeToken = newToken();
      // An UPDATE answers [rows, count].
      const [confirmed]: [{ email: string }[], number] = await m.query(
        `UPDATE newsletter_subscriber SET status = 'confirmed', consent_confirmed_at = now(),
           unsubscribe_token_hash = $2, updated_at = now()
         WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > now()
         RETURNING email`,
        [hash, hashToken(unsubscribeToken)],
      );
      if (confirmed.length) {
        await this.sendWelcome(mail, confirmed[0].email, unsubscribeToken);
        return;
      }
      const again: { n: number }[] = await m.query(
        `SELECT 1 AS n FROM newsletter_subscriber WHERE confirm_token_hash = $1 AND status = 'confirmed'`,
        [hash],
      );
      if (!again.length) throw new BadRequestException(NEWSLETTER_MESSAGES.confirmInvalid);
    });
  }

  /** The welcome e-mail, with its personal unsubscribe link and the RFC 2369 / 8058 headers. */
  private async sendWelcome(
    mail: TransactionalMail,
    email: string,
    unsubscribeToken: string,
  ): Promise<void> {
    await mail.send('newsletter-welcome', email, {
      context: {
        unsubscribeUrl: `${this.config.publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`,
      },
      headers: {
        // Mail clients offer their own one-click unsubscribe button.
        'List-Unsubscribe': `<${this.config.publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  /**
   * A member turning Marketing Emails on: their verified address is confirmed at once (the
   * verification proved it is theirs), with the setting's wording as consent, and welcomed. Nothing
   * changes for an address already confirmed.
   */
  async confirmMember(email: string): Promise<void> {
    const unsubscribeToken = newToken();
    await this.mail.transaction(async (m, mail) => {
      const rows: { email: string }[] = await m.query(
        `INSERT INTO newsletter_subscriber AS s (email, status, unsubscribe_token_hash,
           consent_source, consent_given_at, consent_confirmed_at, consent_wording)
         VALUES ($1, 'confirmed', $2, 'member-settings', now(), now(), $3)
         ON CONFLICT (email) DO UPDATE SET
           status = 'confirmed',
           unsubscribe_token_hash = $2,
           consent_source = 'member-settings',
           consent_given_at = now(),
           consent_confirmed_at = now(),
           consent_wording = $3,
           confirm_token_hash = NULL,
           confirm_expires_at = NULL,
           confirm_sent_at = NULL,
           subscribed_at = now(),
           unsubscribed_at = NULL,
           bounced_at = NULL,
           bounce_reason = NULL,
           updated_at = now()
         WHERE s.status <> 'confirmed'
         RETURNING s.email`,
        [email, hashToken(unsubscribeToken), NEWSLETTER_MEMBER_SETTING_WORDING],
      );
      if (rows.length) await this.sendWelcome(mail, email, unsubscribeToken);
    });
  }

  /**
   * Unsubscribes an address (a member turning Marketing Emails off): a confirmed or pending row
   * becomes unsubscribed. The row and its unsubscribe token stay, so an older e-mail's link still
   * answers as before.
   */
  async unsubscribeEmail(email: string): Promise<void> {
    await this.subscribers.query(
      `UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = now(),
         confirm_token_hash = NULL, updated_at = now()
       WHERE email = $1 AND status IN ('pending', 'confirmed')`,
      [email],
    );
  }

  /** The subscriptions of an address with their state and consent, no token (Download Your Data). */
  async exportFor(email: string): Promise<NewsletterSubscriptionExport[]> {
    const rows = await this.subscribers.find({ where: { email }, order: { createdAt: 'ASC' } });
    return rows.map((s) => ({
      email: s.email,
      status: s.status,
      consent: consentOf(s),
      subscribedAt: s.subscribedAt,
      unsubscribedAt: s.unsubscribedAt,
      bouncedAt: s.bouncedAt,
      bounceReason: s.bounceReason,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    }));
  }

  /** Deletes the address's subscription (a member deleting their account). In the caller's transaction. */
  async forget(email: string, m: EntityManager): Promise<number> {
    const { affected } = await m.getRepository(NewsletterSubscriber).delete({ email });
    return affected ?? 0;
  }

  /** Whether an address (trimmed, lower-cased) receives the newsletter now (confirmed). */
  async isSubscribed(email: string): Promise<boolean> {
    return this.subscribers.existsBy({ email, status: 'confirmed' });
  }

  /**
   * Unsubscribes the address the token belongs to: a welcome's token (its SHA-256 is stored) or a
   * campaign's `{id}.{HMAC}` token (unsubscribeUrls). Using a link twice is fine, and so is the link
   * of an address that bounced or was removed since (it receives nothing either way).
   *
   * A valid token always works, from any client address and however many arrive from one (Gmail,
   * Yahoo and Apple Mail send their readers' RFC 8058 one-click POSTs from a few servers). Only an
   * invalid token counts against its client address (`client`): past
   * UNSUBSCRIBE_INVALID_LIMIT in its window, the address's further invalid tokens get a 429. Both
   * kinds of token are checked before the count (an HMAC in memory, or one indexed look-up), so a
   * refused address costs no more than a counted one.
   */
  async unsubscribe(token: string | undefined, client: string): Promise<void> {
    if (!token) throw new BadRequestException('The unsubscribe link is missing its token.');
    const signed = await this.signedSubscriberId(token);
    const id =
      signed === undefined
        ? (await this.subscribers.findOneBy({ unsubscribeTokenHash: hashToken(token) }))?.id
        : signed;
    if (!id) {
      await this.limiter
        .hit('newsletter-unsubscribe-invalid', client, UNSUBSCRIBE_INVALID_LIMIT, '')
        .catch((err: unknown) => {
          if (!(err instanceof TooManyRequestsException)) throw err;
          throw new TooManyRequestsException(
            rateLimitedMessage(err.retryAfterSeconds),
            err.retryAfterSeconds,
          );
        });
      throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK);
    }
    await this.unsubscribeWhere('id = $1', id);
  }

  private async unsubscribeWhere(condition: string, value: string): Promise<void> {
    await this.subscribers.query(
      `UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = now(),
         confirm_token_hash = NULL, updated_at = now()
       WHERE ${condition} AND status IN ('pending', 'confirmed')`,
      [value],
    );
  }

  /**
   * HMAC-SHA256 of a subscriber's id, base64url, under a key made once per database (SettingsService
   * .secret): links in newsletters already sent keep working when SESSION_SECRET rotates.
   */
  private async signature(subscriberId: string): Promise<string> {
    const pending = (this.linkKey ??= this.settings.secret('newsletter-unsubscribe'));
    const key = await pending.catch((error: unknown) => {
      this.linkKey = undefined; // the database was away: ask again next time
      throw error;
    });
    return createHmac('sha256', key)
      .update(`newsletter-unsubscribe:${subscriberId}`)
      .digest('base64url');
  }

  /**
   * A campaign token's subscriber id: undefined when the token is not of that form (a welcome's
   * token has no dot), null when it is but its signature is wrong (compared in constant time).
   */
  private async signedSubscriberId(token: string): Promise<string | null | undefined> {
    const dot = token.indexOf('.');
    if (dot < 0) return undefined;
    const id = token.slice(0, dot).toLowerCase();
    if (!UUID.test(id)) return null;
    const given = Buffer.from(token.slice(dot + 1), 'utf8');
    const expected = Buffer.from(await this.signature(id), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  // ---- For the campaigns module ----

  /**
   * A personal, stable unsubscribe link for a campaign e-mail, with no database write: the token is
   * `{subscriberId}.{HMAC-SHA256(key, 'newsletter-unsubscribe:' + id), base64url}` (`signature`).
   * `page` is the unsubscribe page (for the e-mail's body), `oneClick` the API address for
   * `List-Unsubscribe` (RFC 8058 one-click POST).
   */
  async unsubscribeUrls(subscriberId: string): Promise<{ page: string; oneClick: string }> {
    const id = subscriberId.toLowerCase();
    const token = `${id}.${await this.signature(id)}`;
    return {
      page: `${this.config.publicUrl}/newsletter/unsubscribe?token=${token}`,
      oneClick: `${this.config.publicUrl}/api/newsletter/unsubscribe?token=${token}`,
    };
  }

  /** Confirmed subscribers with an id after `afterId` (null: from the start), by id, at most `limit`. */
  async confirmedBatch(
    afterId: string | null,
    limit: number,
    m?: EntityManager,
  ): Promise<{ id: string; email: string }[]> {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError('limit must be a whole number from 1');
    return (m ?? this.dataSource.manager).query(
      `SELECT id, email FROM newsletter_subscriber
        WHERE status = 'confirmed' AND ($1::uuid IS NULL OR id > $1::uuid)
        ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  /** How many addresses are confirmed now. */
  async countConfirmed(): Promise<number> {
    return this.subscribers.countBy({ status: 'confirmed' });
  }

  /** A subscriber's address and state, or null when it was removed. */
  async recipient(
    id: string,
    m?: EntityManager,
  ): Promise<{ id: string; email: string; state: SubscriberState } | null> {
    if (!UUID.test(id)) return null;
    const rows: { id: string; email: string; state: SubscriberState }[] = await (
      m ?? this.dataSource.manager
    ).query(`SELECT id, email, status AS state FROM newsletter_subscriber WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * The mail server refused the address permanently: bounced (nothing more is sent to it), with the
   * time and the server's answer. An unsubscribed address stays unsubscribed. Signing up again goes
   * through confirmation again.
   */
  async markBounced(id: string, reason: string): Promise<void> {
    if (!UUID.test(id)) return;
    await this.subscribers.query(
      `UPDATE newsletter_subscriber SET status = 'bounced', bounced_at = now(), bounce_reason = $2,
         confirm_token_hash = NULL, updated_at = now()
       WHERE id = $1 AND status <> 'unsubscribed'`,
      [id, reason.slice(0, BOUNCE_REASON_MAX)],
    );
  }

  /** Addresses that unsubscribed from `since` on (a campaign's "unsubscribed since"). */
  async countUnsubscribedSince(since: Date): Promise<number> {
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM newsletter_subscriber
        WHERE status = 'unsubscribed' AND unsubscribed_at >= $1`,
      [since],
    );
    return n;
  }

  /** How many addresses are in each state. */
  async stateCounts(m?: EntityManager): Promise<Record<SubscriberState, number>> {
    const rows: { status: SubscriberState; n: number }[] = await (
      m ?? this.dataSource.manager
    ).query(`SELECT status, count(*)::int AS n FROM newsletter_subscriber GROUP BY status`);
    const counts = Object.fromEntries(SUBSCRIBER_STATES.map((s) => [s, 0])) as Record<
      SubscriberState,
      number
    >;
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  // ---- Expiry ----

  /** Every hour: removes the sign-ups whose confirmation link expired unused. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'newsletter-pending-expiry' })
  async removeExpiredHourly(): Promise<void> {
    try {
      const removed = await this.removeExpiredPending();
      if (removed) this.logger.log(`Removed ${removed} unconfirmed newsletter sign-ups`);
    } catch (err) {
      this.logger.error({ err }, 'Could not remove unconfirmed newsletter sign-ups');
    }
  }

  /**
   * Deletes the pending rows whose confirmation link expired before `now`, once across instances: a
   * transaction-scoped advisory lock that a simultaneous run finds taken (it then does nothing and
   * answers null). Answers how many were removed.
   */
  async removeExpiredPending(now = new Date()): Promise<number | null> {
    return this.dataSource.transaction(async (m) => {
      const [{ locked }]: { locked: boolean }[] = await m.query(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [EXPIRY_LOCK_KEY],
      );
      if (!locked) return null;
      const [, affected]: [unknown, number] = await m.query(
        `DELETE FROM newsletter_subscriber WHERE status = 'pending' AND confirm_expires_at <= $1`,
        [now],
      );
      return affected;
    });
  }
}
