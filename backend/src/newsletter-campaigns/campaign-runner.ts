import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { RepeatingTask } from '../common/repeating-task';
import { APP_CONFIG, type AppConfig } from '../config/config';
import {
  type BulkMailHandler,
  type MailJob,
  MailService,
  type SendOptions,
} from '../mail/mail.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { SettingsService } from '../settings/settings.service';
import type { SiteDetails } from '../settings/site-details';
import { bodyHtml, bodyImageUrls, bodyText } from './campaign-mail';
import { NewsletterCampaign } from './campaign.entity';

/** The bulk queue's kind of a campaign's message; its reference is the delivery's id. */
export const NEWSLETTER_BULK_KIND = 'newsletter';
/** Delivery rows (and queue jobs) created per transaction when a campaign starts. */
export const ENQUEUE_BATCH = 1_000;
/** How often every instance looks for due schedules, campaigns to queue and finished ones. */
const TICK_MS = 1_000;
/**
 * A delivery claimed by an attempt longer ago than this is taken again (that attempt died with its
 * app): past the mail queue's delivery deadline (50 s), under its job expiry (60 s).
 */
const CLAIM_STALE_SECONDS = 55;
/**
 * A delivery marked as under way for this long was neither sent nor retried (the queue retries a
 * lost attempt after its 60 s expiry): its outcome was lost, and it counts as failed.
 */
const STUCK_MINUTES = 5;

/**
 * Runs the campaigns on every instance, each step once across them all:
 * - starts scheduled campaigns whose time has come (also after a start: a time passed while the app
 *   was down is caught up at once), recording the start under the administrator who scheduled it;
 * - queues a started (or resumed) campaign's recipients, ENQUEUE_BATCH at a time: the delivery rows
 *   and their jobs in the mail queue's bulk queue in one transaction, with the cursor, so a crash
 *   resumes where it stopped and nothing is queued twice (one row per campaign and subscriber);
 * - marks a campaign sent when no delivery waits any more.
 * It is also the bulk queue's handler of newsletter messages: each is rendered when its turn comes,
 * for a recipient still confirmed, under the throttle, and its outcome recorded on its row.
 */
@Injectable()
export class CampaignRunner
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown, BulkMailHandler
{
  private readonly logger = new Logger(CampaignRunner.name);
  private readonly task = new RepeatingTask(
    () => this.tick(),
    TICK_MS,
    (error) => this.logger.error({ err: error }, 'Newsletter campaigns error'),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly subscribers: NewsletterService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.mail.handleBulk(NEWSLETTER_BULK_KIND, this);
  }

  onApplicationBootstrap(): void {
    this.task.wake();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** A campaign that starts now: sending, its recipients to be queued from the first. */
  static start(row: NewsletterCampaign): void {
    row.state = 'sending';
    row.startedAt = new Date();
    row.enqueuePhase = 'recipients';
    row.enqueueCursor = null;
  }

  /** The archive's address of a campaign: its month and subject, unique. */
  async slugFor(row: NewsletterCampaign, m: EntityManager): Promise<string> {
    if (row.slug) return row.slug;
    const month = (row.startedAt ?? new Date()).toISOString().slice(0, 7);
    const words = row.subject
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '');
    const base = `${month}${words ? `-${words}` : ''}`;
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const taken = await m.getRepository(NewsletterCampaign).existsBy({ slug });
      if (!taken) return slug;
    }
  }

  /** Looks for work now (an action happened), then every TICK_MS. */
  wake(): void {
    this.task.wake();
  }

  private async tick(): Promise<void> {
    await this.startDue();
    // One batch per transaction; the event loop is free between them.
    while (!this.task.stopped && (await this.enqueueBatch())) this.mail.wakeBulk();
    await this.finish();
  }

  /** Scheduled campaigns whose time has come start (once: the UPDATE takes each row once). */
  private async startDue(): Promise<void> {
    const due = await this.dataSource.transaction(async (m) => {
      const rows = await m
        .getRepository(NewsletterCampaign)
        .createQueryBuilder('c')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .where(`c.state = 'scheduled' AND c.send_at <= now()`)
        .getMany();
      for (const row of rows) {
        CampaignRunner.start(row);
        row.slug = await this.slugFor(row, m);
        row.version += 1;
        await m.getRepository(NewsletterCampaign).save(row);
        await this.audit.record(
          {
            actor: row.sentById ? { id: row.sentById, username: row.sentByName ?? '' } : null,
            origin: { ipAddress: null, userAgent: null },
            action: 'newsletter-campaign.start',
            targetType: 'newsletter-campaign',
            targetId: row.id,
            targetLabel: row.subject,
            changes: { state: { from: 'scheduled', to: 'sending' } },
            detail: `Scheduled for ${row.sendAt?.toISOString()}`,
          },
          m,
        );
      }
      return rows.length;
    });
    if (due) this.logger.log(`${due} scheduled newsletter campaign(s) started`);
  }

  /**
   * Queues one batch of one campaign that needs it (rows locked, skipped when another instance is
   * at it). Answers whether it did anything.
   */
  private async enqueueBatch(): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const row = await m
        .getRepository(NewsletterCampaign)
        .createQueryBuilder('c')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .where(`c.state = 'sending' AND c.enqueue_phase <> 'done'`)
        .orderBy('c.started_at', 'ASC')
        .getOne();
      if (!row) return false;
      let ids: string[];
      let cursor: string | null;
      if (row.enqueuePhase === 'recipients') {
        const batch = await this.subscribers.confirmedBatch(row.enqueueCursor, ENQUEUE_BATCH, m);
        const inserted: { id: string }[] = batch.length
          ? await m.query(
              `INSERT INTO newsletter_delivery (campaign_id, subscriber_id)
               SELECT $1, s.id FROM jsonb_to_recordset($2::jsonb) AS s(id uuid)
               ON CONFLICT (campaign_id, subscriber_id) DO NOTHING
               RETURNING id`,
              [row.id, JSON.stringify(batch.map(({ id }) => ({ id })))],
            )
          : [];
        ids = inserted.map((r) => r.id);
        row.recipients += ids.length;
        cursor = batch.length ? batch[batch.length - 1].id : null;
        if (batch.length < ENQUEUE_BATCH) row.enqueuePhase = 'done';
      } else {
        // Resumed: a job again for each delivery still waiting (a second job of one delivery is
        // harmless: the claim takes each delivery once).
        const waiting: { id: string }[] = await m.query(
          `SELECT id FROM newsletter_delivery
            WHERE campaign_id = $1 AND status IN ('queued', 'sending') AND ($2::uuid IS NULL OR id > $2)
            ORDER BY id LIMIT $3`,
          [row.id, row.enqueueCursor, ENQUEUE_BATCH],
        );
        ids = waiting.map((r) => r.id);
        cursor = ids.length ? ids[ids.length - 1] : null;
        if (ids.length < ENQUEUE_BATCH) {
          // Resumed before every recipient had a delivery: they are made again from the start (a
          // subscriber's delivery made already is skipped by the conflict).
          row.enqueuePhase = row.enqueuePhase === 'requeue-first' ? 'recipients' : 'done';
          cursor = null;
        }
      }
      row.enqueueCursor = row.enqueuePhase === 'done' ? null : cursor;
      await this.mail.queueBulk(
        m,
        ids.map((ref) => ({ kind: NEWSLETTER_BULK_KIND, ref })),
      );
      await m.getRepository(NewsletterCampaign).save(row);
      return true;
    });
  }

  /**
   * Sending campaigns with everything queued and nothing waiting are sent. A delivery still marked
   * as under way long after its attempt's deadline (its outcome could not be recorded) counts as
   * failed, in a cancelled campaign too: whether it arrived is unknown, and sending it again could
   * send it twice.
   */
  private async finish(): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_delivery d SET status = 'failed',
              error = 'Interrupted: whether the mail server accepted it is unknown'
         FROM newsletter_campaign c
        WHERE c.id = d.campaign_id AND c.state IN ('sending', 'cancelled') AND d.status = 'sending'
          AND d.claimed_at < now() - interval '${STUCK_MINUTES} minutes'`,
    );
    await this.dataSource.query(
      `UPDATE newsletter_campaign c SET state = 'sent', finished_at = now(), version = version + 1
        WHERE c.state = 'sending' AND c.enqueue_phase = 'done'
          AND NOT EXISTS (SELECT 1 FROM newsletter_delivery d
                           WHERE d.campaign_id = c.id AND d.status IN ('queued', 'sending'))`,
    );
  }

  /**
   * The 'newsletter-campaign' template's variables for a campaign, and with a recipient's links the
   * List-Unsubscribe headers (RFC 2369, RFC 8058 one-click).
   */
  async mailOptions(
    campaign: Pick<NewsletterCampaign, 'subject' | 'previewText' | 'body'>,
    unsubscribe: { page: string; oneClick: string | null },
  ): Promise<SendOptions & { site: SiteDetails }> {
    const [site, images] = await Promise.all([
      this.settings.siteDetails(),
      this.mail.mailImages(bodyImageUrls(campaign.body)),
    ]);
    const ctx = { site, publicUrl: this.config.publicUrl, images };
    return {
      // Read once per message: renderMessage takes it instead of reading it again.
      site,
      context: {
        subject: campaign.subject,
        previewText: campaign.previewText,
        bodyHtml: bodyHtml(campaign.body, ctx),
        bodyText: bodyText(campaign.body, ctx),
        unsubscribeUrl: unsubscribe.page,
      },
      headers: unsubscribe.oneClick
        ? {
            'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : undefined,
    };
  }

  // ---- The bulk queue's handler (BulkMailHandler) ----

  /**
   * The throttle, across every instance: second s (since the epoch) allows
   * floor(R × (s + 1) / 60) − floor(R × s / 60) messages, R a minute spread evenly over it, and a
   * second's unused share is not carried over (no bursts). Counted in the second's row.
   */
  async allowance(wanted: number): Promise<number> {
    const rate = await this.settings.newsletterRatePerMinute();
    const second = Math.floor(Date.now() / 1000);
    const share = Math.floor((rate * (second + 1)) / 60) - Math.floor((rate * second) / 60);
    if (share <= 0) return 0;
    // One statement: SET's right-hand sides read the row as it was, so `granted` is this call's.
    const [{ granted }]: { granted: number }[] = await this.dataSource.query(
      `INSERT INTO newsletter_send_window AS w (window_start, used, granted)
       VALUES (to_timestamp($1), LEAST($2::int, $3::int), LEAST($2::int, $3::int))
       ON CONFLICT (window_start) DO UPDATE
         SET granted = GREATEST(0, LEAST($2::int, $3::int - w.used)),
             used = w.used + GREATEST(0, LEAST($2::int, $3::int - w.used))
       RETURNING granted`,
      [second, wanted, share],
    );
    // Once a minute, the seconds older than an hour go.
    if (second % 60 === 0)
      await this.dataSource.query(
        `DELETE FROM newsletter_send_window WHERE window_start < now() - interval '1 hour'`,
      );
    return granted;
  }

  async refund(unused: number): Promise<void> {
    if (unused <= 0) return;
    await this.dataSource.query(
      `UPDATE newsletter_send_window SET used = greatest(0, used - $1)
        WHERE window_start = to_timestamp($2)`,
      [unused, Math.floor(Date.now() / 1000)],
    );
  }

  /**
   * Claims the delivery (once: a delivery already sent, or claimed by a live attempt, is not taken)
   * for a campaign still sending, and renders its message for a recipient still confirmed.
   */
  async prepare(deliveryId: string): Promise<MailJob | null> {
    const claimed: {
      id: string;
      subscriber_id: string;
      subject: string;
      preview_text: string;
      body: NewsletterCampaign['body'];
    }[] = await this.updated(
      `UPDATE newsletter_delivery d
          SET status = 'sending', attempts = d.attempts + 1, claimed_at = now()
         FROM newsletter_campaign c
        WHERE d.id = $1 AND c.id = d.campaign_id AND c.state = 'sending'
          AND (d.status = 'queued'
               OR (d.status = 'sending' AND d.claimed_at < now() - make_interval(secs => $2)))
        RETURNING d.id, d.subscriber_id, c.subject, c.preview_text, c.body`,
      [deliveryId, CLAIM_STALE_SECONDS],
    );
    if (!claimed.length) return null;
    const [delivery] = claimed;
    try {
      return await this.message(delivery);
    } catch (error) {
      // Not sent: the queue's retry takes it again (unless the campaign was cancelled meanwhile).
      await this.notSent(deliveryId, null);
      throw error;
    }
  }

  private async message(delivery: {
    id: string;
    subscriber_id: string;
    subject: string;
    preview_text: string;
    body: NewsletterCampaign['body'];
  }): Promise<MailJob | null> {
    const deliveryId = delivery.id;
    const recipient = await this.subscribers.recipient(delivery.subscriber_id);
    if (!recipient || recipient.state !== 'confirmed') {
      await this.setStatus(
        deliveryId,
        'skipped',
        recipient ? `Address ${recipient.state}` : 'Removed',
      );
      return null;
    }
    const mail = await this.mail.renderMessage(
      'newsletter-campaign',
      recipient.email,
      await this.mailOptions(
        { subject: delivery.subject, previewText: delivery.preview_text, body: delivery.body },
        await this.subscribers.unsubscribeUrls(recipient.id),
      ),
    );
    // The same Message-ID on a resend after a crash: mail clients show one message.
    return { ...mail, messageId: `<${deliveryId}@${new URL(this.config.publicUrl).hostname}>` };
  }

  async sent(deliveryId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_delivery SET status = 'sent', sent_at = now(), error = NULL WHERE id = $1`,
      [deliveryId],
    );
  }

  async failed(
    deliveryId: string,
    error: unknown,
    permanent: boolean,
    final: boolean,
  ): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (permanent) {
      const [row]: { subscriber_id: string }[] = await this.updated(
        `UPDATE newsletter_delivery SET status = 'bounced', error = $2 WHERE id = $1
         RETURNING subscriber_id`,
        [deliveryId, message],
      );
      if (row) await this.subscribers.markBounced(row.subscriber_id, message);
      return;
    }
    // Back to waiting for the queue's retry (or given up after the last one).
    if (final) await this.setStatus(deliveryId, 'failed', message);
    else await this.notSent(deliveryId, message);
  }

  /**
   * A delivery that was not sent waits for the queue's retry again, or, when its campaign was
   * cancelled while it was under way, is cancelled (the cancel took only the waiting deliveries,
   * and the retry would find the campaign no longer sending).
   */
  private async notSent(id: string, error: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_delivery d
          SET status = CASE WHEN c.state = 'cancelled' THEN 'cancelled' ELSE 'queued' END, error = $2
         FROM newsletter_campaign c
        WHERE d.id = $1 AND c.id = d.campaign_id`,
      [id, error],
    );
  }

  /** The rows of an UPDATE ... RETURNING (TypeORM answers them with the count for an UPDATE). */
  private async updated<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const [rows] = (await this.dataSource.query(sql, parameters)) as [T[], number];
    return rows;
  }

  private async setStatus(id: string, status: string, error: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_delivery SET status = $2, error = $3 WHERE id = $1`,
      [id, status, error],
    );
  }
}
