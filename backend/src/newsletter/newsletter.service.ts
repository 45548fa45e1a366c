import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { hashToken, newToken } from '../common/tokens';
import { MailService } from '../mail/mail.service';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the link in your most recent newsletter e-mail.';

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

  /** Unsubscribes the address the token belongs to. Using a link twice is fine. */
  async unsubscribe(token: string | undefined): Promise<void> {
    if (!token) throw new BadRequestException('The unsubscribe link is missing its token.');
    const subscriber = await this.subscribers.findOneBy({ unsubscribeTokenHash: hashToken(token) });
    if (!subscriber) throw new BadRequestException(INVALID_UNSUBSCRIBE_LINK);
    if (subscriber.status === 'unsubscribed') return;
    await this.subscribers.update(subscriber.id, {
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
    });
  }
}
