import type { AuditAction } from '@bb/shared/admin';
import type { ScheduledChange } from '@bb/shared/schedule';
import { uploadUsesIn } from '../common/upload-urls';
import type { MediaUseOfUrl } from '@bb/shared/media';
import {
  type ArchivedCampaign,
  type ArchivedCampaignDetail,
  type Campaign,
  type CampaignPage,
  type CampaignPreview,
  type CampaignState,
  type CampaignStats,
  type CampaignSummary,
  newsletterBodySchema,
  type NewsletterBody,
  parseNewsletterBody,
} from '@bb/shared/newsletter';
import { validateDocument } from '@bb/shared/pages/documents';
import { checkNewsletterBody } from '@bb/shared/pages/checks';
import { fillContent } from '@bb/shared/pages/placeholders';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { auditedBy, auditedChange, type AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { likeEscaped } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { MediaService } from '../media/media.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { SettingsService } from '../settings/settings.service';
import { ReviewsService } from '../reviews/reviews.service';
import type { Review } from '@bb/shared/reviews';
import { NewsletterCampaign } from './campaign.entity';
import { CampaignRunner, NEWSLETTER_BULK_KIND } from './campaign-runner';

export const CAMPAIGN_MESSAGES = {
  notFound: 'This campaign does not exist (it may have been deleted).',
  stale:
    'Someone saved this campaign after you opened it. Reload to see their changes (copy anything ' +
    'you want to keep first); nothing was saved.',
  invalid: 'Some fields need attention: see the messages at the fields.',
  notEditable: 'Only a draft or a scheduled campaign can be edited: this one has started.',
  notDeletable: 'Only a draft or a cancelled campaign can be deleted: cancel it first.',
  sendState: 'Only a draft or a scheduled campaign can be sent.',
  atPast: 'Choose a time in the future to schedule the campaign, or send it now.',
  atFar: 'A campaign can be scheduled at most a year ahead.',
  noRecipients: 'There are no confirmed subscribers to send this campaign to.',
  pauseState: 'Only a campaign that is sending can be paused.',
  resumeState: 'Only a paused campaign can be resumed.',
  cancelState: 'Only a scheduled, sending or paused campaign can be cancelled.',
  emptyBody: 'Write the newsletter before sending it.',
  reviewState:
    'Only a draft campaign can be submitted for review: this one is scheduled or has started.',
  emptyReview: 'Write the newsletter before submitting it for review.',
} as const;

export interface CampaignFields {
  subject?: string;
  previewText?: string;
  body?: unknown;
  published?: boolean;
}

export interface CampaignListQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  state?: CampaignState | 'all';
  sort?: 'updatedAt' | 'subject' | 'state' | 'sendAt';
  order?: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  updatedAt: 'c.updated_at',
  subject: 'lower(c.subject)',
  state: 'c.state',
  sendAt: 'coalesce(c.started_at, c.send_at)',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Newsletter campaigns in the admin panel: compose (drafts with a version), preview, test, send now
 * or at a time, pause, resume, cancel; each action with its audit entry in the same transaction.
 * Sending itself is CampaignRunner's.
 */
@Injectable()
export class CampaignsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly subscribers: NewsletterService,
    private readonly runner: CampaignRunner,
    private readonly settings: SettingsService,
    private readonly media: MediaService,
    private readonly reviews: ReviewsService,
  ) {}

  private get campaigns() {
    return this.dataSource.getRepository(NewsletterCampaign);
  }

  /** The upload addresses the campaigns' bodies show, sent ones included (the archive shows them). */
  async imageUses(): Promise<MediaUseOfUrl[]> {
    const rows = (await this.dataSource.query(
      `SELECT c.id, c.subject, u.url, u.alt
         FROM newsletter_campaign c CROSS JOIN LATERAL (${uploadUsesIn('c.body')}) u
        ORDER BY c.created_at DESC, c.id, u.url`,
    )) as { id: string; subject: string; url: string; alt: string | null }[];
    return rows.map(({ id, subject, url, alt }) => ({
      kind: 'newsletter-campaign' as const,
      label: subject,
      link: `/admin/content/campaigns/${id}`,
      alt,
      url,
    }));
  }

  /** The dashboard's list: the scheduled campaigns, soonest first, and how many there are. */
  async scheduled(limit: number): Promise<{ items: ScheduledChange[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.campaigns
        .createQueryBuilder('c')
        .where(`c.state = 'scheduled'`)
        .orderBy('c.send_at', 'ASC')
        .addOrderBy('c.id', 'ASC')
        .limit(limit)
        .getMany(),
      this.campaigns.createQueryBuilder('c').where(`c.state = 'scheduled'`).getCount(),
    ]);
    return {
      total,
      items: rows.map((row) => ({
        kind: 'newsletter-campaign' as const,
        id: row.id,
        label: row.subject,
        action: 'send' as const,
        at: (row.sendAt ?? row.updatedAt).toISOString(),
        by: row.sentByName,
        link: `/admin/content/campaigns/${row.id}`,
      })),
    };
  }

  /**
   * The body as stored: a text is parsed (paragraphs, marks, image lines), a tree validated. A link
   * whose placeholders make an address that is not allowed, with the organisation details as they
   * are, is refused as a typed one is (`checkNewsletterBody`).
   */
  private async validBody(body: unknown): Promise<NewsletterBody> {
    const tree = typeof body === 'string' ? parseNewsletterBody(body) : body;
    const result = validateDocument(newsletterBodySchema, tree);
    const refuse = (errors: Record<string, string>) =>
      new BadRequestException({ statusCode: 400, message: CAMPAIGN_MESSAGES.invalid, errors });
    if (!result.ok)
      throw refuse(
        Object.fromEntries(
          Object.entries(result.errors).map(([path, message]) => [
            path === '(document)' ? 'body' : `body.${path}`,
            message,
          ]),
        ),
      );
    const unsafe = checkNewsletterBody(result.value, await this.settings.siteDetails()).filter(
      (check) => check.severity === 'error',
    );
    if (unsafe.length)
      throw refuse(Object.fromEntries(unsafe.map((check) => [check.path, check.message])));
    return result.value;
  }

  private async stats(rows: NewsletterCampaign[]): Promise<Map<string, CampaignStats>> {
    const ids = rows.map((r) => r.id);
    const counts: { campaign_id: string; status: string; n: number }[] = ids.length
      ? await this.dataSource.query(
          `SELECT campaign_id, status, count(*)::int AS n FROM newsletter_delivery
            WHERE campaign_id = ANY($1) GROUP BY campaign_id, status`,
          [ids],
        )
      : [];
    const out = new Map<string, CampaignStats>();
    for (const row of rows) {
      const of = (...states: string[]) =>
        counts
          .filter((c) => c.campaign_id === row.id && states.includes(c.status))
          .reduce((n, c) => n + c.n, 0);
      out.set(row.id, {
        recipients: row.recipients,
        queued: of('queued', 'sending'),
        sent: of('sent'),
        failed: of('failed', 'skipped'),
        bounced: of('bounced'),
        unsubscribed: row.startedAt
          ? await this.subscribers.countUnsubscribedSince(row.startedAt)
          : 0,
      });
    }
    return out;
  }

  private summary(row: NewsletterCampaign, stats: CampaignStats): CampaignSummary {
    return {
      id: row.id,
      subject: row.subject,
      state: row.state,
      sendAt: iso(row.sendAt),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
      published: row.published,
      updatedAt: row.updatedAt.toISOString(),
      stats,
    };
  }

  private async full(row: NewsletterCampaign): Promise<Campaign> {
    const stats = (await this.stats([row])).get(row.id)!;
    return {
      ...this.summary(row, stats),
      previewText: row.previewText,
      body: row.body,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdByName,
      updatedBy: row.updatedByName,
      review: await this.reviews.current('campaign', row.id),
    };
  }

  async list(query: CampaignListQuery): Promise<CampaignPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const qb = this.campaigns.createQueryBuilder('c');
    if (query.search)
      qb.andWhere(`c.subject ILIKE :pattern ESCAPE '\\'`, {
        pattern: `%${likeEscaped(query.search)}%`,
      });
    if (query.state && query.state !== 'all')
      qb.andWhere('c.state = :state', { state: query.state });
    const order = (
      query.order ?? (query.sort && query.sort !== 'updatedAt' ? 'asc' : 'desc')
    ).toUpperCase() as 'ASC' | 'DESC';
    qb.orderBy(SORT_COLUMNS[query.sort ?? 'updatedAt'], order, 'NULLS LAST').addOrderBy(
      'c.id',
      'ASC',
    );
    const [rows, total] = await qb
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const stats = await this.stats(rows);
    return {
      items: rows.map((row) => this.summary(row, stats.get(row.id)!)),
      total,
      page,
      pageSize,
    };
  }

  async get(id: string): Promise<Campaign> {
    const row = await this.campaigns.findOneBy({ id });
    if (!row) throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
    return this.full(row);
  }

  private async record(
    actor: AuditActor,
    action: AuditAction,
    row: NewsletterCampaign,
    m: EntityManager,
    changes: Record<string, { from: unknown; to: unknown }> | null = null,
    detail: string | null = null,
  ): Promise<void> {
    await this.audit.record(
      {
        ...auditedChange(actor, action, {
          type: 'newsletter-campaign',
          id: row.id,
          label: row.subject,
        }),
        changes,
        detail,
      },
      m,
    );
  }

  async create(
    actor: AuditActor,
    fields: Required<Pick<CampaignFields, 'subject' | 'body'>> & CampaignFields,
  ): Promise<Campaign> {
    const body = await this.validBody(fields.body);
    const row = await this.dataSource.transaction(async (m) => {
      await this.media.holdNewImages(m, body);
      const saved = await m.getRepository(NewsletterCampaign).save(
        m.getRepository(NewsletterCampaign).create({
          subject: fields.subject,
          previewText: fields.previewText ?? '',
          body,
          published: fields.published ?? false,
          createdByName: actor.user.username,
          updatedByName: actor.user.username,
        }),
      );
      await this.record(actor, 'newsletter-campaign.create', saved, m, {
        subject: { from: null, to: saved.subject },
      });
      return saved;
    });
    return this.full(row);
  }

  /** The row, locked (FOR UPDATE), or 404. */
  private async locked(id: string, m: EntityManager): Promise<NewsletterCampaign> {
    const row = await m
      .getRepository(NewsletterCampaign)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
    return row;
  }

  async update(
    actor: AuditActor,
    id: string,
    fields: CampaignFields,
    version: number,
  ): Promise<Campaign> {
    const body = fields.body === undefined ? undefined : await this.validBody(fields.body);
    const row = await this.dataSource.transaction(async (m) => {
      const row = await this.locked(id, m);
      if (row.version !== version) throw new ConflictException(CAMPAIGN_MESSAGES.stale);
      const content = fields.subject !== undefined || fields.previewText !== undefined || body;
      if (content && row.state !== 'draft' && row.state !== 'scheduled')
        throw new BadRequestException(CAMPAIGN_MESSAGES.notEditable);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const change = <K extends 'subject' | 'previewText' | 'body' | 'published'>(
        key: K,
        value: NewsletterCampaign[K] | undefined,
      ) => {
        if (value === undefined || JSON.stringify(row[key]) === JSON.stringify(value)) return;
        // The body's audit entry says that it changed, not the whole text twice.
        changes[key] =
          key === 'body' ? { from: '(before)', to: '(changed)' } : { from: row[key], to: value };
        row[key] = value;
      };
      const bodyBefore = row.body;
      change('subject', fields.subject);
      change('previewText', fields.previewText);
      change('body', body);
      if (changes.body) await this.media.holdNewImages(m, row.body, bodyBefore);
      change('published', fields.published);
      if (!Object.keys(changes).length) return row;
      row.version += 1;
      row.updatedByName = actor.user.username;
      const saved = await m.getRepository(NewsletterCampaign).save(row);
      await this.record(actor, 'newsletter-campaign.update', saved, m, changes);
      return saved;
    });
    return this.full(row);
  }

  async delete(actor: AuditActor, id: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const row = await this.locked(id, m);
      if (row.state !== 'draft' && row.state !== 'cancelled')
        throw new ConflictException(CAMPAIGN_MESSAGES.notDeletable);
      await m.getRepository(NewsletterCampaign).delete({ id });
      await this.record(actor, 'newsletter-campaign.delete', row, m, {
        subject: { from: row.subject, to: null },
      });
      await this.reviews.withdraw(m, 'campaign', id, auditedBy(actor), 'The campaign was deleted.');
    });
  }

  /**
   * POST /api/admin/newsletter/campaigns/{id}/review: submits the draft campaign for review
   * (reviews/): 404, 409 on a stale version, 400 unless it is a draft with a body. A review already
   * waiting for it is withdrawn; those who may send campaigns are e-mailed.
   */
  async submitForReview(
    actor: AuditActor,
    id: string,
    version: number,
    note: string | null,
  ): Promise<Review> {
    return this.reviews.inTurn('campaign', id, () =>
      this.mail.transaction(async (m, mail) => {
        const row = await this.locked(id, m);
        if (row.version !== version) throw new ConflictException(CAMPAIGN_MESSAGES.stale);
        if (row.state !== 'draft') throw new BadRequestException(CAMPAIGN_MESSAGES.reviewState);
        if (!row.body.length) throw new BadRequestException(CAMPAIGN_MESSAGES.emptyReview);
        return this.reviews.submit(
          mail,
          { kind: 'campaign', id, title: row.subject, version: row.version },
          note,
          actor,
        );
      }),
    );
  }

  /** POST .../{id}/review/decline: sends the waiting review back with a note (404; 409: none waits). */
  async declineReview(actor: AuditActor, id: string, note: string): Promise<Review> {
    if (!(await this.campaigns.existsBy({ id })))
      throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
    return this.reviews.decline('campaign', id, note, actor);
  }

  /** The campaign's e-mail as a recipient gets it (with a sample unsubscribe link). */
  async preview(id: string): Promise<CampaignPreview> {
    const row = await this.campaigns.findOneBy({ id });
    if (!row) throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
    const mail = await this.mail.renderMessage(
      'newsletter-campaign',
      'preview@example.org',
      await this.runner.mailOptions(row, {
        page: `${this.config.publicUrl}/newsletter/unsubscribe`,
        oneClick: null,
      }),
    );
    return {
      subject: mail.subject,
      previewText: row.previewText,
      html: mail.html,
      text: mail.text,
    };
  }

  /** A test to the signed-in administrator (through the general queue; no unsubscribe for them). */
  async test(actor: AuditActor, id: string): Promise<{ message: string }> {
    const row = await this.campaigns.findOneBy({ id });
    if (!row) throw new NotFoundException(CAMPAIGN_MESSAGES.notFound);
    if (!row.body.length) throw new BadRequestException(CAMPAIGN_MESSAGES.emptyBody);
    // The test's unsubscribe link goes to the page without a token: it works in the real sending.
    const options = await this.runner.mailOptions(
      { ...row, subject: `[Test] ${row.subject}` },
      { page: `${this.config.publicUrl}/newsletter/unsubscribe`, oneClick: null },
    );
    await this.mail.transaction(async (m, mail) => {
      await mail.send('newsletter-campaign', actor.user.email, options);
      await this.record(actor, 'newsletter-campaign.test', row, m, null, `To ${actor.user.email}`);
    });
    return { message: `A test was sent to ${actor.user.email}.` };
  }

  /** Sends now, or schedules for `at`. Answers at once: the runner queues the recipients. */
  async send(actor: AuditActor, id: string, at?: Date): Promise<Campaign> {
    if (at) {
      if (at.getTime() <= Date.now()) throw new BadRequestException(CAMPAIGN_MESSAGES.atPast);
      if (at.getTime() > Date.now() + 366 * 24 * 3600 * 1000)
        throw new BadRequestException(CAMPAIGN_MESSAGES.atFar);
    } else if ((await this.subscribers.countConfirmed()) === 0)
      throw new BadRequestException(CAMPAIGN_MESSAGES.noRecipients);
    const row = await this.mail.transaction(async (m, mail) => {
      const row = await this.locked(id, m);
      if (row.state !== 'draft' && row.state !== 'scheduled')
        throw new BadRequestException(CAMPAIGN_MESSAGES.sendState);
      if (!row.body.length) throw new BadRequestException(CAMPAIGN_MESSAGES.emptyBody);
      const before = { state: row.state, sendAt: iso(row.sendAt) };
      row.sentById = actor.user.id;
      row.sentByName = actor.user.username;
      if (at) {
        row.state = 'scheduled';
        row.sendAt = at;
      } else {
        row.sendAt = null;
        CampaignRunner.start(row);
        row.slug = await this.runner.slugFor(row, m);
      }
      row.version += 1;
      const saved = await m.getRepository(NewsletterCampaign).save(row);
      await this.record(
        actor,
        at ? 'newsletter-campaign.schedule' : 'newsletter-campaign.send',
        saved,
        m,
        {
          state: { from: before.state, to: saved.state },
          sendAt: { from: before.sendAt, to: iso(saved.sendAt) },
        },
      );
      await this.reviews.approve(
        mail,
        'campaign',
        id,
        auditedBy(actor),
        at ? 'scheduled-send' : 'sent',
      );
      return saved;
    });
    this.runner.wake();
    return this.full(row);
  }

  /** Pause, resume or cancel. */
  async control(
    actor: AuditActor,
    id: string,
    action: 'pause' | 'resume' | 'cancel',
  ): Promise<Campaign> {
    const row = await this.dataSource.transaction(async (m) => {
      const row = await this.locked(id, m);
      const from = row.state;
      if (action === 'pause') {
        if (row.state !== 'sending') throw new BadRequestException(CAMPAIGN_MESSAGES.pauseState);
        row.state = 'paused';
      } else if (action === 'resume') {
        if (row.state !== 'paused') throw new BadRequestException(CAMPAIGN_MESSAGES.resumeState);
        row.state = 'sending';
        // The queue's jobs of the deliveries still waiting were dropped while it was paused: each
        // gets one again, from the first (a pause during a requeue dropped the ones requeued
        // before it). Paused while its recipients were still being queued, those are made after.
        row.enqueuePhase =
          row.enqueuePhase === 'recipients' || row.enqueuePhase === 'requeue-first'
            ? 'requeue-first'
            : 'requeue';
        row.enqueueCursor = null;
      } else {
        if (!['scheduled', 'sending', 'paused'].includes(row.state))
          throw new BadRequestException(CAMPAIGN_MESSAGES.cancelState);
        row.state = 'cancelled';
        row.finishedAt = new Date();
        await this.withdraw(row.id, m);
      }
      row.version += 1;
      const saved = await m.getRepository(NewsletterCampaign).save(row);
      await this.record(actor, `newsletter-campaign.${action}`, saved, m, {
        state: { from, to: saved.state },
      });
      return saved;
    });
    this.runner.wake();
    return this.full(row);
  }

  /**
   * A cancel's work, in its transaction (the campaign row locked): the deliveries still waiting are
   * cancelled, and their messages leave the mail queue, so the next campaign's do not wait behind
   * them. A message being delivered right now is left to finish (the queue holds its job as
   * active): its delivery ends sent or failed, counted as such, and nothing is sent twice. Jobs of
   * deliveries under way that wait for a retry go too (a retry would find the campaign cancelled).
   */
  private async withdraw(campaignId: string, m: EntityManager): Promise<void> {
    const [cancelled] = (await m.query(
      `UPDATE newsletter_delivery SET status = 'cancelled'
        WHERE campaign_id = $1 AND status = 'queued' RETURNING id`,
      [campaignId],
    )) as [{ id: string }[], number];
    const underWay = (await m.query(
      `SELECT id FROM newsletter_delivery WHERE campaign_id = $1 AND status = 'sending'`,
      [campaignId],
    )) as { id: string }[];
    await this.mail.removeQueuedBulk(
      m,
      NEWSLETTER_BULK_KIND,
      [...cancelled, ...underWay].map((d) => d.id),
    );
  }

  /** The public archive: published campaigns that were sent, newest first. */
  async archive(): Promise<ArchivedCampaign[]> {
    const rows = await this.campaigns.find({
      // Not the bodies: the list shows none (and the served /newsletter page reads it too).
      select: {
        id: true,
        slug: true,
        subject: true,
        previewText: true,
        startedAt: true,
        updatedAt: true,
      },
      where: { published: true, state: 'sent' },
      order: { startedAt: 'DESC' },
      take: 500,
    });
    return rows.map((row) => this.archived(row));
  }

  async archiveIssue(slug: string): Promise<ArchivedCampaignDetail> {
    const row = await this.campaigns.findOneBy({ slug, published: true, state: 'sent' });
    if (!row) throw new NotFoundException('This newsletter is not in the archive.');
    // As in the mail: the body's `{placeholder}`s filled with the organisation details.
    return {
      ...this.archived(row),
      body: fillContent(row.body, await this.settings.siteDetails()),
    };
  }

  private archived(row: NewsletterCampaign): ArchivedCampaign {
    return {
      slug: row.slug!,
      subject: row.subject,
      previewText: row.previewText,
      sentAt: (row.startedAt ?? row.updatedAt).toISOString(),
    };
  }

  /** How many would receive a campaign sent now. */
  async audience(): Promise<{ confirmed: number }> {
    return { confirmed: await this.subscribers.countConfirmed() };
  }
}
