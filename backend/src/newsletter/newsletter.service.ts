import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { hashToken, newToken } from '../common/tokens';
import { MailService } from '../mail/mail.service';
import { NewsletterSubscriber, type SubscriptionStatus } from './newsletter-subscriber.entity';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the link in your most recent newsletter e-mail.';

/** The states that receive newsletters ('subscribed' until double opt-in renames it 'confirmed'). */
const CONFIRMED_SQL = `'subscribed', 'confirmed'`;

@Injectable()
export class NewsletterService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(NewsletterSubscriber)
    private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly mail: MailService,
  ) {}

  /**
   * Subscribes an address (already trimmed and lower-cased). The answer is the same whether or not the
   * address was known; only a new or returning subscriber gets the welcome e-mail.
   */
  async subscribe(email: string): Promise<void> {
    const token = newToken();
    const tokenHash = hashToken(token);
    // The subscription and its welcome e-mail are stored together or not at all.
    await this.mail.transaction(async (m, mail) => {
      // One statement, so two simultaneous sign-ups of one address cannot create two rows.
      const rows: { welcome: boolean }[] = await m.query(
        `INSERT INTO newsletter_subscriber AS s (email, status, unsubscribe_token_hash)
       VALUES ($1, 'subscribed', $2)
       ON CONFLICT (email) DO UPDATE SET
         status = 'subscribed',
         unsubscribe_token_hash = $2,
         subscribed_at = now(),
         unsubscribed_at = NULL,
         updated_at = now()
       WHERE s.status = 'unsubscribed'
       RETURNING true AS welcome`,
        [email, tokenHash],
      );
      if (!rows.length) return; // already subscribed: nothing changes, no second welcome
      await mail.send('newsletter-welcome', email, {
        context: {
          unsubscribeUrl: `${this.config.publicUrl}/newsletter/unsubscribe?token=${token}`,
        },
        headers: {
          // RFC 2369 / RFC 8058: mail clients offer their own one-click unsubscribe button.
          'List-Unsubscribe': `<${this.config.publicUrl}/api/newsletter/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    });
  }

  /**
   * Unsubscribes an address (a member turning Marketing Emails off). The row and its unsubscribe
   * token stay, so an older e-mail's link still answers as before; subscribing again issues a new one.
   */
  async unsubscribeEmail(email: string): Promise<void> {
    await this.subscribers.update(
      { email, status: 'subscribed' },
      { status: 'unsubscribed', unsubscribedAt: new Date() },
    );
  }

  /** The subscriptions of an address, without their unsubscribe token (Download Your Data). */
  async exportFor(email: string): Promise<Omit<NewsletterSubscriber, 'unsubscribeTokenHash'>[]> {
    const rows = await this.subscribers.find({ where: { email }, order: { createdAt: 'ASC' } });
    return rows.map(({ unsubscribeTokenHash: _hash, ...subscription }) => subscription);
  }

  /** Deletes the address's subscription (a member deleting their account). In the caller's transaction. */
  async forget(email: string, m: EntityManager): Promise<number> {
    const { affected } = await m.getRepository(NewsletterSubscriber).delete({ email });
    return affected ?? 0;
  }

  /** Whether an address (trimmed, lower-cased) is subscribed now. */
  async isSubscribed(email: string): Promise<boolean> {
    return this.subscribers.existsBy({ email, status: 'subscribed' });
  }

  // ---- For newsletter campaigns (NewsletterCampaignsModule) ----

  /** Confirmed subscribers after `afterId`, by id (a campaign's recipients, a batch at a time). */
  async confirmedBatch(
    afterId: string | null,
    limit: number,
    m?: EntityManager,
  ): Promise<{ id: string; email: string }[]> {
    const qb = (m ? m.getRepository(NewsletterSubscriber) : this.subscribers)
      .createQueryBuilder('s')
      .select(['s.id', 's.email'])
      .where(`s.status IN (${CONFIRMED_SQL})`)
      .orderBy('s.id', 'ASC')
      .limit(limit);
    if (afterId) qb.andWhere('s.id > :afterId', { afterId });
    const rows = await qb.getMany();
    return rows.map(({ id, email }) => ({ id, email }));
  }

  /** How many addresses receive newsletters now. */
  async countConfirmed(): Promise<number> {
    return this.subscribers
      .createQueryBuilder('s')
      .where(`s.status IN (${CONFIRMED_SQL})`)
      .getCount();
  }

  /** A subscriber's address and state, or null when removed. */
  async recipient(
    id: string,
    m?: EntityManager,
  ): Promise<{ id: string; email: string; state: string } | null> {
    const row = await (m ? m.getRepository(NewsletterSubscriber) : this.subscribers).findOne({
      where: { id },
      select: { id: true, email: true, status: true },
    });
    return row ? { id: row.id, email: row.email, state: row.status } : null;
  }

  /** The mail server refused the address for good: nothing more is sent to it. */
  async markBounced(id: string, _reason: string): Promise<void> {
    await this.subscribers.update({ id }, { status: 'bounced' as SubscriptionStatus });
  }

  /**
   * A subscriber's personal unsubscribe links for campaign mails: stable, with no row written per
   * message (the token is the id and an HMAC of it under the session secret).
   */
  unsubscribeUrls(subscriberId: string): { page: string; oneClick: string } {
    const token = `${subscriberId}.${this.unsubscribeMac(subscriberId)}`;
    return {
      page: `${this.config.publicUrl}/newsletter/unsubscribe?token=${token}`,
      oneClick: `${this.config.publicUrl}/api/newsletter/unsubscribe?token=${token}`,
    };
  }

  private unsubscribeMac(subscriberId: string): string {
    return createHmac('sha256', this.config.sessionSecret)
      .update(`newsletter-unsubscribe:${subscriberId}`)
      .digest('base64url');
  }

  /** The subscriber an HMAC unsubscribe token names, if it is one and genuine. */
  private subscriberOfMacToken(token: string): string | null {
    const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token);
    if (!match) return null;
    const expected = Buffer.from(this.unsubscribeMac(match[1]));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
  }

  /** Addresses that unsubscribed from `since` on (a campaign's "unsubscribed since"). */
  async countUnsubscribedSince(since: Date): Promise<number> {
    return this.subscribers
      .createQueryBuilder('s')
      .where(`s.status = 'unsubscribed' AND s.unsubscribed_at >= :since`, { since })
      .getCount();
  }

  /** Unsubscribes the address the token belongs to. Using a link twice is fine. */
  async unsubscribe(token: string | undefined): Promise<void> {
    if (!token) throw new BadRequestException('The unsubscribe link is missing its token.');
    const byMac = this.subscriberOfMacToken(token);
    const subscriber = byMac
      ? await this.subscribers.findOneBy({ id: byMac })
      : await this.subscribers.findOneBy({ unsubscribeTokenHash: hashToken(token) });
    if (!subscriber) throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK);
    if (subscriber.status !== 'subscribed' && (subscriber.status as string) !== 'confirmed') return;
    await this.subscribers.update(subscriber.id, {
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
    });
  }
}
