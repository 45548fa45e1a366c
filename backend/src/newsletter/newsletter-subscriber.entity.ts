import { Column, Entity, Index } from 'typeorm';
import { RecordColumns } from '../database/columns';

export type SubscriptionStatus = 'subscribed' | 'unsubscribed';

// The admin list (newest first) and its export's batches read in this order (1733590000000).
@Index('IDX_newsletter_subscriber_subscribed_at_id', ['subscribedAt', 'id'])
@Entity('newsletter_subscriber')
export class NewsletterSubscriber extends RecordColumns {
  /** Stored trimmed and lower-case; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 20, default: 'subscribed' })
  status: SubscriptionStatus;

  /** SHA-256 of the secret in the unsubscribe link of the latest welcome e-mail. */
  @Column({ type: 'varchar', length: 64, unique: true })
  unsubscribeTokenHash: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  subscribedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
