import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { oneOf } from '../database/checks';
import { NewsletterCampaign } from './campaign.entity';

/**
 * `queued`: waiting (or waiting for a retry); `sending`: an attempt is under way (or was, when the app
 * died: taken again once the attempt's deadline has passed); `sent`; `failed`: out of retries;
 * `bounced`: the server refused the address (SMTP 5xx); `skipped`: no longer confirmed when its turn
 * came (unsubscribed, bounced or removed); `cancelled`: the campaign was cancelled first.
 */
export const DELIVERY_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'bounced',
  'skipped',
  'cancelled',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One recipient of one campaign: created when the campaign starts, sent at most once. */
@Unique('UQ_newsletter_delivery_campaign_subscriber', ['campaignId', 'subscriberId'])
@Index('IDX_newsletter_delivery_campaign_status', ['campaignId', 'status'])
@Check('CHK_newsletter_delivery_status', oneOf('status', DELIVERY_STATES))
@Entity('newsletter_delivery')
export class NewsletterDelivery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => NewsletterCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: NewsletterCampaign;

  @Column({ type: 'uuid' })
  campaignId: string;

  /**
   * The subscriber (newsletter module), whose address is read when the message is sent: a delivery
   * keeps no copy of it. No foreign key: a removed subscriber's delivery stays, nameless.
   */
  @Column({ type: 'uuid' })
  subscriberId: string;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: DeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When the latest attempt began. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** The mail server's last refusal. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** The bulk queue's throttle: messages started in each second, across every instance. */
@Entity('newsletter_send_window')
export class NewsletterSendWindow {
  @Column({ type: 'timestamptz', primary: true })
  windowStart: Date;

  @Column({ type: 'integer', default: 0 })
  used: number;

  /** What the latest request for a share of this second was given. */
  @Column({ type: 'integer', default: 0 })
  granted: number;
}
