import type { CampaignState, NewsletterBody } from '@bb/shared/newsletter';
import { CAMPAIGN_STATES } from '@bb/shared/newsletter';
import { Check, Column, Entity, Index } from 'typeorm';
import { oneOf } from '../database/checks';
import { RecordColumns } from '../database/columns';

/** Where a started campaign's queueing stands (CampaignRunner): its recipients, a resume, or done. */
/**
 * How far a sending campaign's queueing is: its recipients' deliveries being made (`recipients`),
 * a job again for each waiting delivery after a resume (`requeue`; `requeue-first` when the
 * recipients were not all made yet: then they are made again from the start, the ones there
 * already skipped), or everything queued (`done`).
 */
export type EnqueuePhase = 'recipients' | 'requeue-first' | 'requeue' | 'done';

/**
 * A newsletter campaign: what it says (subject, preview text, body), its state, and where the queueing
 * of its deliveries stands. Edited with a version for optimistic concurrency, like the pages.
 */
@Index('IDX_newsletter_campaign_updated_at', ['updatedAt', 'id'])
@Check('CHK_newsletter_campaign_state', oneOf('state', CAMPAIGN_STATES))
@Check(
  'CHK_newsletter_campaign_enqueue_phase',
  oneOf('enqueue_phase', ['recipients', 'requeue-first', 'requeue', 'done']),
)
@Entity('newsletter_campaign')
export class NewsletterCampaign extends RecordColumns {
  @Column({ type: 'varchar', length: 150 })
  subject: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  previewText: string;

  @Column({ type: 'jsonb' })
  body: NewsletterBody;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  state: CampaignState;

  /** When a scheduled campaign starts (UTC). */
  @Column({ type: 'timestamptz', nullable: true })
  sendAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** Shown in the public archive (/newsletter) once sent. */
  @Column({ type: 'boolean', default: false })
  published: boolean;

  /** The archive's address of the issue (`2026-11-subject-words`), given when it starts. */
  @Index('UQ_newsletter_campaign_slug', { unique: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  slug: string | null;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ type: 'varchar', length: 60, nullable: true })
  createdByName: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  updatedByName: string | null;

  /** Who scheduled or sent it (the audit entry of a scheduled start names them). */
  @Column({ type: 'uuid', nullable: true })
  sentById: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  sentByName: string | null;

  @Column({ type: 'varchar', length: 20, default: 'recipients' })
  enqueuePhase: EnqueuePhase;

  /** The last subscriber (phase recipients) or delivery (phases requeue-first, requeue) queued, by id. */
  @Column({ type: 'uuid', nullable: true })
  enqueueCursor: string | null;

  /** Delivery rows created: the confirmed subscribers when it started. */
  @Column({ type: 'integer', default: 0 })
  recipients: number;
}
