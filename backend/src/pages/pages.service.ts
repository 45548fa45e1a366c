import type { AdminPage, PageSummary } from '@bb/shared/pages/admin';
import { pageSubject, type Revision, type RevisionPage } from '@bb/shared/pages/revisions';
import type { ContentCheck } from '@bb/shared/pages/checks';
import type { SiteDetails } from '@bb/shared/site';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import {
  completeDocument,
  documentChanges,
  validateDocument,
  type DocumentErrors,
} from '@bb/shared/pages/documents';
import { fillContent } from '@bb/shared/pages/placeholders';
import { publishReview } from '@bb/shared/pages/publish-review';
import {
  PAGE_DEFINITIONS,
  PAGE_SLUGS,
  isPageSlug,
  type PageContent,
  type PageSlug,
} from '@bb/shared/pages/registry';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { z } from 'zod';
import { DataSource, EntityManager } from 'typeorm';
import { auditedBy, auditedChange, type AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { PublicAnswers } from '../public-answer-cache/public-answers';
import { ContentRevisionsService } from '../content-revisions/content-revisions.service';
import { SettingsService } from '../settings/settings.service';
import { ScheduleRunner } from '../scheduling/schedule-runner';
import type { AuditOrigin } from '../audit/audit.service';
import type { ScheduledChange } from '@bb/shared/schedule';
import type { AuditChanges } from '@bb/shared/admin';
import { uploadUsesIn } from '../common/upload-urls';
import { type MediaUseOfUrl, uploadHashesIn, withDeletedImages } from '@bb/shared/media';
import type { ImageValue } from '@bb/shared/pages/fields';
import { parseUploadUrl } from '@bb/shared/site';
import { MediaService } from '../media/media.service';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { ReviewsService } from '../reviews/reviews.service';
import type { Review } from '@bb/shared/reviews';
import { PageContentRow } from './page-content.entity';
import { PagePreviews } from './page-preview';

/** The longest alt text a page's image value takes (shared/src/pages/fields.ts, image()). */
const PAGE_IMAGE_ALT_MAX = 250;

export const PAGE_MESSAGES = {
  stale:
    'Someone saved this page after you opened it. Reload to see their changes (copy anything you ' +
    'want to keep first); nothing was saved.',
  invalid: 'Some fields need attention: see the messages at the fields.',
  blocked: 'The page cannot be published until the problems marked at the fields are fixed.',
  noDraft: 'There is no draft to publish: save your changes first.',
  noDraftToReview: 'There is no draft to submit for review: save your changes first.',
} as const;

/** The audit origin of what the app does by itself (a scheduled publish): no address, no browser. */
const NO_ORIGIN: AuditOrigin = { ipAddress: null, userAgent: null };

/**
 * The public answer of GET /api/pages/{slug} (public-answer-cache): its key is the path under /api/,
 * so the fast path in front of Express answers it as it does the testimonials.
 */
export const pageAnswer = (slug: PageSlug) => `pages/${slug}`;

const schemaOf = (slug: PageSlug) =>
  PAGE_DEFINITIONS[slug].schema as z.ZodType<PageContent<PageSlug>>;

/**
 * What a publish of `document` would find (`AdminPage.checks`): the accessibility checks, or the
 * schema's errors of a stored draft it no longer accepts (each blocks).
 */
function publishChecks(slug: PageSlug, document: unknown, site: SiteDetails): ContentCheck[] {
  const review = publishReview(schemaOf(slug), document, site);
  return review.ok
    ? review.checks
    : Object.entries(review.errors).map(([path, message]) => ({
        path,
        message,
        severity: 'error' as const,
      }));
}

/** A 400 in the API's one error shape: the message, and the message of each field. */
function refusal(message: string, errors: DocumentErrors) {
  return new BadRequestException({ statusCode: 400, message, errors });
}

/**
 * The public pages' documents (table page_content): the published document every visitor sees,
 * an administrator's draft, and the version that keeps two editors from overwriting each other.
 * Saves, publishes and discards are audited in the same transaction. The published document is a
 * public answer kept in memory (GET /api/pages/{slug}) and is what the served HTML is rendered with
 * (spa/), so a publish shows on every instance from the next request.
 */
@Injectable()
export class PagesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Pages');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly revisions: ContentRevisionsService,
    private readonly media: MediaService,
    private readonly previews: PagePreviews,
    private readonly mail: MailService,
    private readonly reviews: ReviewsService,
    answers: PublicAnswers,
    schedules: ScheduleRunner,
  ) {
    for (const slug of PAGE_SLUGS)
      answers.register(pageAnswer(slug), (manager) => this.publicDocument(slug, manager));
    schedules.register('pages', () => this.publishDue());
  }

  /** Every page gets its default document once per database (a page added later, at its first start). */
  async onApplicationBootstrap(): Promise<void> {
    const rows = (await this.dataSource.query(
      `INSERT INTO page_content (slug, published)
         SELECT * FROM unnest($1::varchar[], $2::jsonb[])
       ON CONFLICT (slug) DO NOTHING RETURNING slug`,
      [PAGE_SLUGS, PAGE_SLUGS.map((slug) => JSON.stringify(DEFAULT_PAGES[slug]))],
    )) as { slug: string }[];
    if (rows.length)
      this.logger.log(`Added the default content of ${rows.map((r) => r.slug).join(', ')}`);
    // Each page's history starts with what it shows now (the defaults, or what was published before).
    const pages = await this.dataSource.getRepository(PageContentRow).find();
    await this.revisions.ensureFirst(
      pages
        .filter((row) => isPageSlug(row.slug))
        .map((row) => ({
          subject: pageSubject(row.slug),
          content: this.complete(row.slug as PageSlug, row.published) as object,
          at: row.publishedAt,
          by: row.publishedByName,
        })),
    );
  }

  private row(slug: PageSlug, m: EntityManager, lock = false): Promise<PageContentRow | null> {
    return m.getRepository(PageContentRow).findOne({
      where: { slug },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  private complete(slug: PageSlug, stored: unknown): PageContent<PageSlug> {
    return completeDocument(schemaOf(slug), stored, DEFAULT_PAGES[slug]);
  }

  /**
   * GET /api/pages/{slug}: the published document as visitors see it, its `{placeholder}`s filled
   * with the organisation details (read in the same transaction: a change of either is a new
   * answer).
   */
  private async publicDocument(slug: PageSlug, m: EntityManager) {
    const content = await this.published(slug, m);
    return fillContent(content, await this.settings.siteDetails(m));
  }

  /** The published document (the default when the row is missing). */
  async published(slug: PageSlug, m: EntityManager = this.dataSource.manager) {
    const row = await this.row(slug, m);
    return this.complete(slug, row?.published);
  }

  private summary(slug: PageSlug, row: PageContentRow | null): PageSummary {
    const { title, path } = PAGE_DEFINITIONS[slug];
    return {
      slug,
      title,
      path,
      state: row?.draft ? 'draft' : 'published',
      version: row?.version ?? 1,
      updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
      updatedBy: row?.updatedByName ?? null,
      publishedAt: row?.publishedAt?.toISOString() ?? null,
      publishedBy: row?.publishedByName ?? null,
      scheduledAt: row?.publishAt?.toISOString() ?? null,
    };
  }

  /** GET /api/admin/pages: every page, in the site's order. */
  async list(): Promise<PageSummary[]> {
    const rows = await this.dataSource.getRepository(PageContentRow).find();
    return PAGE_SLUGS.map((slug) => this.summary(slug, rows.find((r) => r.slug === slug) ?? null));
  }

  /** The admin answer; its checks with the organisation details as they are (read in `m`). */
  private async view(
    slug: PageSlug,
    row: PageContentRow | null,
    m: EntityManager = this.dataSource.manager,
  ): Promise<AdminPage> {
    const published = this.complete(slug, row?.published);
    const draft = row?.draft ? this.complete(slug, row.draft) : null;
    return {
      ...this.summary(slug, row),
      published,
      draft,
      checks: publishChecks(slug, draft ?? published, await this.settings.siteDetails(m)),
      draftRestoredFrom: draft ? (row?.draftRestoredFrom ?? null) : null,
      scheduled: row?.publishAt
        ? { at: row.publishAt.toISOString(), by: row.publishScheduledByName }
        : null,
      review: await this.reviews.current('page', slug, m),
    };
  }

  /** GET /api/admin/pages/{slug}. */
  async get(slug: PageSlug): Promise<AdminPage> {
    return this.view(slug, await this.row(slug, this.dataSource.manager));
  }

  /**
   * The published document of every editable page, by its path ("/about"), for the served HTML
   * (read in the caller's snapshot with the organisation details: spa/, app.setup.ts). One query.
   */
  async publishedByPath(
    m: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, { slug: PageSlug; content: object }>> {
    const rows = (await m.query('SELECT slug, published FROM page_content')) as {
      slug: string;
      published: unknown;
    }[];
    const stored = new Map(rows.map((row) => [row.slug, row.published]));
    return new Map(
      PAGE_SLUGS.map((slug) => [
        PAGE_DEFINITIONS[slug].path,
        { slug, content: this.complete(slug, stored.get(slug)) as object },
      ]),
    );
  }

  /** The document a preview shows: the draft, else the published one. */
  async previewDocument(slug: PageSlug): Promise<PageContent<PageSlug>> {
    const page = await this.get(slug);
    return page.draft ?? page.published;
  }

  /** The row, locked, with the version the caller saw checked (409 when someone changed it since). */
  private async lockedAt(slug: PageSlug, version: number, m: EntityManager) {
    let row = await this.row(slug, m, true);
    if (!row) {
      await m.query(
        `INSERT INTO page_content (slug, published) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING`,
        [slug, JSON.stringify(DEFAULT_PAGES[slug])],
      );
      row = await this.row(slug, m, true);
    }
    if (!row || row.version !== version) throw new ConflictException(PAGE_MESSAGES.stale);
    return row;
  }

  /** PUT /api/admin/pages/{slug}/draft: validates and stores the draft (400 with field errors; 409). */
  async saveDraft(
    actor: AuditActor,
    slug: PageSlug,
    content: unknown,
    version: number,
  ): Promise<AdminPage> {
    const checked = validateDocument(schemaOf(slug), content);
    if (!checked.ok)
      throw refusal(
        PAGE_MESSAGES.invalid,
        Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [`content.${k}`, v])),
      );
    // The media library's alt text is a write-time default: an image value saved without alt text,
    // and not marked decorative, gets the library's (if it has one) as the draft is stored; a later
    // change in the library does not change saved drafts or published pages.
    await this.fillLibraryAlts(checked.value);
    return this.dataSource.transaction(async (m) => {
      const row = await this.lockedAt(slug, version, m);
      await this.media.holdNewImages(m, checked.value, [row.published, row.draft]);
      const before = this.complete(slug, row.draft ?? row.published);
      const changes = documentChanges(schemaOf(slug), before, checked.value);
      await m.getRepository(PageContentRow).update(
        { slug },
        {
          draft: checked.value as object,
          version: row.version + 1,
          updatedAt: new Date(),
          updatedById: actor.user.id,
          updatedByName: actor.user.username,
        },
      );
      await this.audit.record(
        { ...auditedChange(actor, 'page.save', this.target(slug)), changes },
        m,
      );
      return this.view(slug, await this.row(slug, m), m);
    });
  }

  /** Gives the image values of `document` with a blank alt text (not decorative) the library's. */
  private async fillLibraryAlts(document: unknown): Promise<void> {
    const blank: { image: ImageValue; hash: string }[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const image = value as Partial<ImageValue>;
        const hash = typeof image.url === 'string' ? parseUploadUrl(image.url)?.hash : undefined;
        if (
          hash &&
          typeof image.alt === 'string' &&
          !image.alt.trim() &&
          image.decorative === false
        )
          blank.push({ image: image as ImageValue, hash });
        else Object.values(value).forEach(walk);
      }
    };
    walk(document);
    if (!blank.length) return;
    const alts = await this.media.altTexts(blank.map((b) => b.hash));
    for (const { image, hash } of blank) {
      const alt = alts.get(hash);
      if (alt) image.alt = [...alt].slice(0, PAGE_IMAGE_ALT_MAX).join('');
    }
  }

  /**
   * POST /api/admin/pages/{slug}/publish: the draft becomes the published document, in one
   * transaction with its audit entry (a failure leaves the published page as it was). Refused (400)
   * while the checks find an error (a missing alt text), or without a draft; 409 on a stale version.
   * A scheduled publish of the draft is done with it.
   */
  async publish(actor: AuditActor, slug: PageSlug, version: number): Promise<AdminPage> {
    const row = await this.row(slug, this.dataSource.manager);
    if (row?.version === version) await this.renderAhead(slug, row);
    return this.mail.transaction(async (m, mail) => {
      const row = await this.lockedAt(slug, version, m);
      await this.publishRow(mail, slug, row, auditedBy(actor));
      return this.view(slug, await this.row(slug, m), m);
    });
  }

  /**
   * Renders the served HTML of the page with the draft that publishing `row` would publish (spa/,
   * PagePreviews.renderAhead), before the publish: the first visitors after it then get the page
   * from memory rather than waiting for its render (docs/decisions.md, "Served pages from memory").
   * Outside the publish's transaction, so no lock waits for it. Best effort: a draft that cannot be
   * published, a change of the details meanwhile or a failed render only means that the first
   * request renders it, as on the other instances.
   */
  private async renderAhead(slug: PageSlug, row: PageContentRow): Promise<void> {
    const m = this.dataSource.manager;
    let content: PageContent<PageSlug>;
    try {
      // As the served page will read it back: stored as JSON, completed.
      const publishable = await this.publishable(slug, row, m);
      content = this.complete(slug, JSON.parse(JSON.stringify(publishable)));
    } catch {
      return;
    }
    await this.previews.renderAhead(
      PAGE_DEFINITIONS[slug].path,
      { slug, content: content as object },
      await this.settings.siteDetails(m),
    );
  }

  /**
   * The draft that publishing `row` would publish, checked (with the organisation details as they
   * are in `m`): 400 with the problems at the fields.
   */
  private async publishable(
    slug: PageSlug,
    row: PageContentRow,
    m: EntityManager,
  ): Promise<PageContent<PageSlug>> {
    if (!row.draft) throw new BadRequestException(PAGE_MESSAGES.noDraft);
    // The rule the editor's Publish and Schedule dialogs show before anything is confirmed.
    const review = publishReview(
      schemaOf(slug),
      this.complete(slug, row.draft),
      await this.settings.siteDetails(m),
    );
    if (!review.ok)
      throw refusal(
        PAGE_MESSAGES.invalid,
        Object.fromEntries(Object.entries(review.errors).map(([k, v]) => [`content.${k}`, v])),
      );
    if (review.blocking.length)
      throw refusal(
        PAGE_MESSAGES.blocked,
        Object.fromEntries(review.blocking.map((c) => [`content.${c.path}`, c.message])),
      );
    return review.value;
  }

  /**
   * Publishes the locked `row`'s draft in the transaction `m`: the document, its revision and the
   * audit entry of `by` (the administrator, or the one who scheduled it), its schedule cleared; the
   * review waiting for it, if any, approved by `by`.
   */
  private async publishRow(
    mail: TransactionalMail,
    slug: PageSlug,
    row: PageContentRow,
    by: { actor: { id: string; username: string }; origin: AuditOrigin },
    detail: string | null = null,
  ): Promise<void> {
    const m = mail.manager;
    const content = await this.publishable(slug, row, m);
    const before = this.complete(slug, row.published);
    const now = new Date();
    await m.getRepository(PageContentRow).update(
      { slug },
      {
        published: content as object,
        draft: null,
        version: row.version + 1,
        updatedAt: now,
        updatedById: by.actor.id,
        updatedByName: by.actor.username,
        publishedAt: now,
        publishedByName: by.actor.username,
        draftRestoredFrom: null,
        ...NO_SCHEDULE,
      },
    );
    await this.revisions.record(
      m,
      pageSubject(slug),
      content as object,
      by.actor,
      row.draftRestoredFrom,
    );
    await this.audit.record(
      {
        ...by,
        action: 'page.publish',
        ...this.targetOf(slug),
        changes: {
          ...documentChanges(schemaOf(slug), before, content),
          ...scheduleChange(row, null),
        },
        detail,
      },
      m,
    );
    await this.reviews.approve(mail, 'page', slug, by, 'published');
  }

  /**
   * POST /api/admin/pages/{slug}/schedule: the draft publishes by itself at `at` (the draft as it is
   * saved then). Checked now as a publish is (400 without a draft or with a blocking problem; 409 on
   * a stale version); a new time replaces the old. The version does not change: nothing of the
   * content did.
   */
  async schedule(actor: AuditActor, slug: PageSlug, at: Date, version: number): Promise<AdminPage> {
    return this.mail.transaction(async (m, mail) => {
      const row = await this.lockedAt(slug, version, m);
      await this.publishable(slug, row, m);
      const next = {
        publishAt: at,
        publishScheduledById: actor.user.id,
        publishScheduledByName: actor.user.username,
      };
      await m.getRepository(PageContentRow).update({ slug }, next);
      await this.audit.record(
        {
          ...auditedChange(actor, 'page.schedule', this.target(slug)),
          changes: scheduleChange(row, at),
        },
        m,
      );
      await this.reviews.approve(mail, 'page', slug, auditedBy(actor), 'scheduled');
      return this.view(slug, await this.row(slug, m), m);
    });
  }

  /** DELETE /api/admin/pages/{slug}/schedule: the draft stays a draft (no schedule: no change). */
  async unschedule(actor: AuditActor, slug: PageSlug): Promise<AdminPage> {
    return this.dataSource.transaction(async (m) => {
      const row = await this.row(slug, m, true);
      if (!row?.publishAt) return this.view(slug, row, m);
      await m.getRepository(PageContentRow).update({ slug }, NO_SCHEDULE);
      await this.audit.record(
        {
          ...auditedChange(actor, 'page.unschedule', this.target(slug)),
          changes: scheduleChange(row, null),
        },
        m,
      );
      return this.view(slug, await this.row(slug, m), m);
    });
  }

  /**
   * Publishes the drafts whose time has come, one page per transaction: the row is claimed with
   * SKIP LOCKED and its schedule cleared in the publish itself, so each runs once across every
   * instance. Audited under the administrator who scheduled it. A draft that can no longer be
   * published (a later save left an image without its alt text) is not: its schedule is cleared,
   * with an audit entry that says why.
   */
  async publishDue(): Promise<number> {
    let published = 0;
    const due = await this.dataSource
      .getRepository(PageContentRow)
      .createQueryBuilder('p')
      .where('p.publish_at <= now()')
      .getMany();
    if (!due.length) return 0;
    // Their HTML first, as for a publish by hand (the claims below decide which instance publishes
    // each; the render serves this instance's visitors either way).
    for (const row of due) if (isPageSlug(row.slug)) await this.renderAhead(row.slug, row);
    for (;;) {
      const done = await this.mail.transaction(async (m, mail) => {
        const row = await m
          .getRepository(PageContentRow)
          .createQueryBuilder('p')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .where('p.publish_at <= now()')
          .orderBy('p.publish_at', 'ASC')
          .getOne();
        if (!row) return false;
        const slug = row.slug as PageSlug;
        const by = {
          actor: { id: row.publishScheduledById ?? '', username: row.publishScheduledByName ?? '' },
          origin: NO_ORIGIN,
        };
        const when = `Scheduled for ${row.publishAt!.toISOString()}`;
        try {
          await this.publishRow(mail, slug, row, by, when);
          published += 1;
        } catch (error) {
          if (!(error instanceof BadRequestException)) throw error;
          await m.getRepository(PageContentRow).update({ slug }, NO_SCHEDULE);
          await this.audit.record(
            {
              ...by,
              action: 'page.unschedule',
              ...this.targetOf(slug),
              changes: scheduleChange(row, null),
              detail: `${when}: not published. ${refusalText(error)}`,
            },
            m,
          );
          this.logger.warn(
            `The scheduled publish of ${slug} did not happen: ${refusalText(error)}`,
          );
        }
        return true;
      });
      if (!done) return published;
    }
  }

  /** The upload addresses the pages' documents show, published or draft (the upload clean-up keeps these). */
  async imageUses(): Promise<MediaUseOfUrl[]> {
    const rows = (await this.dataSource.query(
      `SELECT p.slug, false AS draft, u.url, u.alt
         FROM page_content p CROSS JOIN LATERAL (${uploadUsesIn('p.published')}) u
       UNION ALL
       SELECT p.slug, true, u.url, u.alt
         FROM page_content p CROSS JOIN LATERAL (${uploadUsesIn('p.draft')}) u
        WHERE p.draft IS NOT NULL
       ORDER BY draft, slug, url`,
    )) as { slug: string; draft: boolean; url: string; alt: string | null }[];
    return rows.map(({ slug, draft, url, alt }) => {
      const title = isPageSlug(slug) ? PAGE_DEFINITIONS[slug].title : slug;
      return {
        kind: draft ? ('page-draft' as const) : ('page' as const),
        label: draft ? `${title} (draft)` : title,
        link: `/admin/content/pages/${slug}`,
        alt,
        url,
      };
    });
  }

  /** The dashboard's list: the pages scheduled to publish, soonest first, and how many there are. */
  async scheduled(limit: number): Promise<{ items: ScheduledChange[]; total: number }> {
    const repo = this.dataSource.getRepository(PageContentRow);
    const [rows, total] = await Promise.all([
      repo
        .createQueryBuilder('p')
        .where('p.publish_at IS NOT NULL')
        .orderBy('p.publish_at', 'ASC')
        .limit(limit)
        .getMany(),
      repo.createQueryBuilder('p').where('p.publish_at IS NOT NULL').getCount(),
    ]);
    return {
      total,
      items: rows
        .filter((row) => isPageSlug(row.slug))
        .map((row) => ({
          kind: 'page' as const,
          id: row.slug,
          label: PAGE_DEFINITIONS[row.slug as PageSlug].title,
          action: 'publish' as const,
          at: row.publishAt!.toISOString(),
          by: row.publishScheduledByName,
          link: `/admin/content/pages/${row.slug}`,
        })),
    };
  }

  /** DELETE /api/admin/pages/{slug}/draft: throws the draft away (nothing to discard: no change). */
  async discard(actor: AuditActor, slug: PageSlug): Promise<AdminPage> {
    return this.dataSource.transaction(async (m) => {
      const row = await this.row(slug, m, true);
      if (!row?.draft) return this.view(slug, row, m);
      await m.getRepository(PageContentRow).update(
        { slug },
        {
          draft: null,
          draftRestoredFrom: null,
          version: row.version + 1,
          updatedAt: new Date(),
          updatedById: actor.user.id,
          updatedByName: actor.user.username,
          ...NO_SCHEDULE,
        },
      );
      await this.audit.record(
        {
          ...auditedChange(actor, 'page.discard', this.target(slug)),
          changes: {
            ...documentChanges(
              schemaOf(slug),
              this.complete(slug, row.draft),
              this.complete(slug, row.published),
            ),
            ...scheduleChange(row, null),
          },
        },
        m,
      );
      await this.reviews.withdraw(m, 'page', slug, auditedBy(actor), 'The draft was discarded.');
      return this.view(slug, await this.row(slug, m), m);
    });
  }

  /**
   * POST /api/admin/pages/{slug}/review: submits the saved draft for review (reviews/): 409 on a
   * stale version (the draft changed since the submitter saw it), 400 without a draft. A review
   * already waiting for the page is withdrawn; those who may publish are e-mailed.
   */
  async submitForReview(
    actor: AuditActor,
    slug: PageSlug,
    version: number,
    note: string | null,
  ): Promise<Review> {
    return this.reviews.inTurn('page', slug, () =>
      this.mail.transaction(async (m, mail) => {
        const row = await this.lockedAt(slug, version, m);
        if (!row.draft) throw new BadRequestException(PAGE_MESSAGES.noDraftToReview);
        return this.reviews.submit(
          mail,
          { kind: 'page', id: slug, title: PAGE_DEFINITIONS[slug].title, version: row.version },
          note,
          actor,
        );
      }),
    );
  }

  /** POST /api/admin/pages/{slug}/review/decline: sends the waiting review back with a note (409: none waits). */
  declineReview(actor: AuditActor, slug: PageSlug, note: string): Promise<Review> {
    return this.reviews.decline('page', slug, note, actor);
  }

  /** GET /api/admin/pages/{slug}/revisions: the page's history, newest first. */
  revisionList(slug: PageSlug, page: number, pageSize: number): Promise<RevisionPage> {
    return this.revisions.list(pageSubject(slug), page, pageSize);
  }

  /**
   * GET /api/admin/pages/{slug}/revisions/{id}: one revision, its document completed, the images
   * deleted from the library since shown as the placeholder (DELETED_IMAGE_URL).
   */
  async revision(slug: PageSlug, id: string): Promise<Revision<PageContent<PageSlug>>> {
    const revision = await this.revisions.get(pageSubject(slug), id);
    const content = this.complete(slug, revision.content);
    const deleted = await this.media.missingAmong(uploadHashesIn(content));
    return { ...revision, content: withDeletedImages(content, deleted) };
  }

  /**
   * POST /api/admin/pages/{slug}/revisions/{id}/restore: the revision becomes the draft (audited;
   * the public page does not change until it is published); 409 on a stale version. An image of the
   * revision deleted from the library since becomes the placeholder, which blocks a publish until
   * another image is chosen (the checks: DELETED_IMAGE_MESSAGE).
   */
  async restore(
    actor: AuditActor,
    slug: PageSlug,
    id: string,
    version: number,
  ): Promise<AdminPage> {
    return this.dataSource.transaction(async (m) => {
      const revision = await this.revisions.get(pageSubject(slug), id, m);
      const row = await this.lockedAt(slug, version, m);
      const before = this.complete(slug, row.draft ?? row.published);
      const kept = this.complete(slug, revision.content);
      const deleted = await this.media.holdAvailableImages(m, kept, [row.published, row.draft]);
      const restored = withDeletedImages(kept, deleted);
      await m.getRepository(PageContentRow).update(
        { slug },
        {
          draft: restored as object,
          draftRestoredFrom: revision.number,
          version: row.version + 1,
          updatedAt: new Date(),
          updatedById: actor.user.id,
          updatedByName: actor.user.username,
        },
      );
      await this.audit.record(
        {
          ...auditedChange(actor, 'page.restore', {
            ...this.target(slug),
            label: `${PAGE_DEFINITIONS[slug].title} (revision ${revision.number})`,
          }),
          changes: documentChanges(schemaOf(slug), before, restored),
          detail: deleted.size
            ? `${deleted.size === 1 ? 'One image' : `${deleted.size} images`} of the revision had been deleted from the media library: the draft shows a placeholder there.`
            : null,
        },
        m,
      );
      return this.view(slug, await this.row(slug, m), m);
    });
  }

  private target(slug: PageSlug) {
    return { type: 'page' as const, id: slug, label: PAGE_DEFINITIONS[slug].title };
  }

  /** The target fields of an audit entry of the page. */
  private targetOf(slug: PageSlug) {
    const { type, id, label } = this.target(slug);
    return { targetType: type, targetId: id, targetLabel: label };
  }
}

/** A page without a scheduled publish. */
const NO_SCHEDULE = { publishAt: null, publishScheduledById: null, publishScheduledByName: null };

/** The audit change of the scheduled time (none when it stays as it was). */
function scheduleChange(row: PageContentRow, to: Date | null): AuditChanges {
  const from = row.publishAt?.toISOString() ?? null;
  const next = to?.toISOString() ?? null;
  return from === next ? {} : { publishAt: { from, to: next } };
}

/** A refusal's message and its fields' messages, as one line. */
function refusalText(error: BadRequestException): string {
  const body = error.getResponse() as { message?: string; errors?: Record<string, string> };
  const fields = Object.entries(body.errors ?? {}).map(
    ([field, message]) => `${field}: ${message}`,
  );
  return [body.message ?? error.message, ...fields].join(' ');
}
