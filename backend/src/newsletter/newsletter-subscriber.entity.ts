import {
  CONSENT_SOURCES,
  type ConsentSource,
  SUBSCRIBER_STATES,
  type SubscriberState,
} from '@bb/shared/newsletter';
import { BOUNCE_REASON_MAX, CONSENT_WORDING_MAX } from '@bb/shared/newsletter-consent';
import { Check, Column, Entity, Index } from 'typeorm';
import { oneOf } from '../database/checks';
import { RecordColumns } from '../database/columns';

// The admin list (newest first) and its export's batches read in this order (1733590000000).
@Index('IDX_newsletter_subscriber_subscribed_at_id', ['subscribedAt', 'id'])
// The admin list filtered by state, and the counts per state (1733640000000).
@Index('IDX_newsletter_subscriber_status_subscribed_at_id', ['status', 'subscribedAt', 'id'])
// A campaign's recipients, read in batches by id (confirmedBatch).
@Index('IDX_newsletter_subscriber_confirmed_id', ['id'], { where: `"status" = 'confirmed'` })
// The hourly removal of unconfirmed sign-ups.
@Index('IDX_newsletter_subscriber_pending_expiry', ['confirmExpiresAt'], {
  where: `"status" = 'pending'`,
})
@Index('UQ_newsletter_subscriber_confirm_token', ['confirmTokenHash'], { unique: true })
@Check('CHK_newsletter_subscriber_status', oneOf('status', SUBSCRIBER_STATES))
@Check('CHK_newsletter_subscriber_consent_source', oneOf('consent_source', CONSENT_SOURCES))
@Entity('newsletter_subscriber')
export class NewsletterSubscriber extends RecordColumns {
  /** Stored trimmed and lower-case; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** pending → confirmed (the link followed, or a member's setting) → unsubscribed or bounced. */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: SubscriberState;

  /** SHA-256 of the secret in the unsubscribe link of the latest welcome e-mail. */
  @Column({ type: 'varchar', length: 64, unique: true })
  unsubscribeTokenHash: string;

  /** The latest sign-up (or Marketing Emails turned on): the admin list's order. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  subscribedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  // The proof of consent: where, when, the words shown, and when the confirmation link was followed.
  @Column({ type: 'varchar', length: 20 })
  consentSource: ConsentSource;

  @Column({ type: 'timestamptz' })
  consentGivenAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  consentConfirmedAt: Date | null;

  @Column({ type: 'varchar', length: CONSENT_WORDING_MAX })
  consentWording: string;

  /** SHA-256 of the secret in the latest confirmation e-mail's link; kept after confirming (idempotent). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  /** When that link stops working; a pending row past it is removed by the hourly job. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmExpiresAt: Date | null;

  /** When the latest confirmation e-mail was queued (at most one per NEWSLETTER_RESEND_MINUTES). */
  @Column({ type: 'timestamptz', nullable: true })
  confirmSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  bouncedAt: Date | null;

  /** The mail server's answer that made the address bounced. */
  @Column({ type: 'varchar', length: BOUNCE_REASON_MAX, nullable: true })
  bounceReason: string | null;
}
