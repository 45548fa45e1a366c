import type { Revision, RevisionPage, RevisionSummary } from '@bb/shared/pages/revisions';
import { REVISION_MESSAGES } from '@bb/shared/pages/revisions';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { uploadUsesIn } from '../common/upload-urls';
import { isPageSlug, PAGE_DEFINITIONS } from '@bb/shared/pages/registry';
import type { MediaUseOfUrl } from '@bb/shared/media';
import { SettingsService } from '../settings/settings.service';
import { ContentRevision } from './content-revision.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Content history (table content_revision): the modules that own published content (pages, the
 * organisation details) keep a revision at each publish or save, in their own transaction, and read
 * their history here. Revisions older than the audit trail's retention period go every night, except
 * the newest of each subject (what is live).
 */
@Injectable()
export class ContentRevisionsService {
  private readonly logger = new Logger('ContentRevisions');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The upload addresses any kept revision shows (the upload clean-up keeps these, so a restored
   * revision still has its images).
   */
  async imageUses(): Promise<MediaUseOfUrl[]> {
    // Distinct (subject, number, url) in SQL: there may be thousands of revisions.
    const rows = (await this.dataSource.query(
      `SELECT r.subject, r.number, u.url, u.alt
         FROM content_revision r CROSS JOIN LATERAL (${uploadUsesIn('r.content')}) u
        ORDER BY r.subject, r.number DESC, u.url`,
    )) as { subject: string; number: number; url: string; alt: string | null }[];
    return rows.map(({ subject, number, url, alt }) => {
      const slug = subject.startsWith('page:') ? subject.slice('page:'.length) : null;
      const title =
        slug === null
          ? 'Organisation details'
          : isPageSlug(slug)
            ? PAGE_DEFINITIONS[slug].title
            : slug;
      return {
        kind: 'page-revision' as const,
        label: `${title}, revision ${number}`,
        link: slug === null ? '/admin/settings' : `/admin/content/pages/${slug}/history`,
        alt,
        url,
      };
    });
  }

  /**
   * Keeps `content` as the next revision of `subject`, in the caller's transaction `m`; numbers are
   * given one at a time per subject (a transaction-scoped advisory lock).
   */
  async record(
    m: EntityManager,
    subject: string,
    content: object,
    by: { id: string; username: string } | null,
    restoredFrom: number | null = null,
  ): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('content_revision:' || $1::text))`, [
      subject,
    ]);
    await m.query(
      `INSERT INTO content_revision (subject, number, content, created_by_id, created_by_name, restored_from)
       SELECT $1::varchar, coalesce(max(number), 0) + 1, $2::jsonb, $3::uuid, $4::varchar, $5::int
         FROM content_revision WHERE subject = $1::varchar`,
      [subject, JSON.stringify(content), by?.id ?? null, by?.username ?? null, restoredFrom],
    );
  }

  /**
   * The first revision of each subject that has none yet: the content as it stands (the shipped
   * defaults, or what was published before history began). Safe with several instances starting.
   */
  async ensureFirst(
    entries: { subject: string; content: object; at?: Date | null; by?: string | null }[],
  ): Promise<void> {
    if (!entries.length) return;
    await this.dataSource.query(
      `INSERT INTO content_revision (subject, number, content, created_at, created_by_name)
       SELECT e.subject, 1, e.content, coalesce(e.at, now()), e.by
         FROM unnest($1::varchar[], $2::jsonb[], $3::timestamptz[], $4::varchar[]) AS e(subject, content, at, by)
        WHERE NOT EXISTS (SELECT 1 FROM content_revision r WHERE r.subject = e.subject)
       ON CONFLICT (subject, number) DO NOTHING`,
      [
        entries.map((e) => e.subject),
        entries.map((e) => JSON.stringify(e.content)),
        entries.map((e) => e.at ?? null),
        entries.map((e) => e.by ?? null),
      ],
    );
  }

  /** A subject's revisions, newest first. */
  async list(subject: string, page: number, pageSize: number): Promise<RevisionPage> {
    // One plain count and the newest number together (findAndCount counts DISTINCT ids: about 250
    // ms with 50,000 revisions, against 10 ms), then the page by the (subject, number) index.
    const [counts] = (await this.dataSource.query(
      'SELECT count(*)::int AS total, max(number) AS newest FROM content_revision WHERE subject = $1',
      [subject],
    )) as { total: number; newest: number | null }[];
    const rows = await this.dataSource.getRepository(ContentRevision).find({
      select: {
        id: true,
        number: true,
        createdAt: true,
        createdByName: true,
        restoredFrom: true,
      },
      where: { subject },
      order: { number: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const newest = counts?.newest ?? undefined;
    return {
      items: rows.map((row) => summary(row, newest)),
      total: counts?.total ?? 0,
      page,
      pageSize,
    };
  }

  /** One revision of `subject` with its content (404 for another subject's or an unknown id). */
  async get(subject: string, id: string, m?: EntityManager): Promise<Revision> {
    if (!UUID.test(id)) throw new NotFoundException(REVISION_MESSAGES.notFound);
    const row = await (m ?? this.dataSource.manager)
      .getRepository(ContentRevision)
      .findOneBy({ subject, id });
    if (!row) throw new NotFoundException(REVISION_MESSAGES.notFound);
    return { ...summary(row, await this.newestNumber(subject, m)), content: row.content };
  }

  private async newestNumber(subject: string, m?: EntityManager): Promise<number | undefined> {
    const [row] = (await (m ?? this.dataSource.manager).query(
      'SELECT max(number) AS newest FROM content_revision WHERE subject = $1',
      [subject],
    )) as { newest: number | null }[];
    return row?.newest ?? undefined;
  }

  /**
   * Removes the revisions older than the audit trail's retention period before `now`, except the
   * newest of each subject; answers how many.
   */
  async removeExpired(now = new Date()): Promise<number> {
    const days = await this.settings.auditRetentionDays();
    const [, count] = (await this.dataSource.query(
      `DELETE FROM content_revision r
        WHERE r.created_at < $1
          AND r.number < (SELECT max(n.number) FROM content_revision n WHERE n.subject = r.subject)`,
      [new Date(now.getTime() - days * DAY_MS)],
    )) as [unknown, number];
    return count;
  }

  /** The daily job: history follows the audit trail's retention period. */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'content-revision-retention', timeZone: 'UTC' })
  async removeExpiredDaily(): Promise<void> {
    try {
      const removed = await this.removeExpired();
      if (removed) this.logger.log(`Removed ${removed} revisions past the retention period`);
    } catch (err) {
      this.logger.error({ err }, 'Could not remove old revisions');
    }
  }
}

function summary(
  row: Pick<ContentRevision, 'id' | 'number' | 'createdAt' | 'createdByName' | 'restoredFrom'>,
  newest: number | undefined,
): RevisionSummary {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    restoredFrom: row.restoredFrom,
    current: row.number === newest,
  };
}
