import {
  type AdminNewsletterPage,
  type AdminNewsletterSubscriber,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import { CONSENT_SOURCE_LABELS, SUBSCRIBER_STATE_LABELS } from '@bb/shared/newsletter-consent';
import { auditedChange } from '../audit/audit-actor.decorator';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { csvDateSql, newestFirstCsvLines } from '../common/list-query';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NEWSLETTER_DEFAULT_PAGE_SIZE } from './newsletter.admin.dto';
import { consentOf, NewsletterService } from './newsletter.service';

export const NEWSLETTER_ADMIN_MESSAGES = {
  notFound: 'This subscriber does not exist (it may have been removed).',
} as const;

export interface NewsletterFilters {
  search?: string;
  status?: NewsletterStatusFilter;
}

/** The admin panel's view of a subscriber (never a token's hash). */
export function toAdminNewsletterSubscriber(s: NewsletterSubscriber): AdminNewsletterSubscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    subscribedAt: s.subscribedAt.toISOString(),
    unsubscribedAt: s.unsubscribedAt ? s.unsubscribedAt.toISOString() : null,
    bouncedAt: s.bouncedAt ? s.bouncedAt.toISOString() : null,
    bounceReason: s.bounceReason,
    consent: consentOf(s),
  };
}

/** `CASE column WHEN 'code' THEN 'Label' ... END`: a code's label, in SQL. */
function labelSql(column: string, labels: Readonly<Record<string, string>>): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const cases = Object.entries(labels).map(
    ([code, label]) => `WHEN ${quote(code)} THEN ${quote(label)}`,
  );
  return `CASE ${column} ${cases.join(' ')} END`;
}

/** A moment as 'YYYY-MM-DD HH:MM:SS UTC' (consent times are proof: to the second). */
const csvTimeSql = (column: string) =>
  `to_char((${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24:MI:SS "UTC"')`;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The newsletter subscribers of the admin panel (`/api/admin/newsletter-subscribers`): a searched,
 * filtered, paged list (newest first), its CSV export, and removal with its audit entry in one
 * transaction.
 */
@Injectable()
export class NewsletterAdminService {
  constructor(
    @InjectRepository(NewsletterSubscriber)
    private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly audit: AuditService,
    private readonly newsletter: NewsletterService,
  ) {}

  private matching(filters: NewsletterFilters): SelectQueryBuilder<NewsletterSubscriber> {
    const qb = this.subscribers.createQueryBuilder('s');
    if (filters.search)
      qb.andWhere(`s.email ILIKE :pattern ESCAPE '\\'`, {
        pattern: `%${likeEscaped(filters.search)}%`,
      });
    if (filters.status && filters.status !== 'all')
      qb.andWhere('s.status = :status', { status: filters.status });
    return qb.orderBy('s.subscribedAt', 'DESC').addOrderBy('s.id', 'ASC');
  }

  async page(
    query: NewsletterFilters & { page?: number; pageSize?: number },
  ): Promise<AdminNewsletterPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? NEWSLETTER_DEFAULT_PAGE_SIZE;
    const [[rows, total], counts] = await Promise.all([
      this.matching(query)
        .skip((page - 1) * pageSize)
        .take(pageSize)
        .getManyAndCount(),
      this.newsletter.stateCounts(),
    ]);
    return { items: rows.map(toAdminNewsletterSubscriber), total, counts };
  }

  /**
   * Every match as CSV rows (NEWSLETTER_EXPORT_COLUMNS), newest first, in small batches read one
   * after another (newestFirstCsvLines on the subscription date), for streamCsvTextDownload.
   */
  exportLines(filters: NewsletterFilters): AsyncGenerator<string> {
    return newestFirstCsvLines(
      () => this.matching(filters),
      's',
      [
        '"s"."email"',
        labelSql('"s"."status"', SUBSCRIBER_STATE_LABELS),
        csvDateSql('"s"."subscribed_at"'),
        csvDateSql('"s"."unsubscribed_at"'),
        csvDateSql('"s"."bounced_at"'),
        labelSql('"s"."consent_source"', CONSENT_SOURCE_LABELS),
        csvTimeSql('"s"."consent_given_at"'),
        csvTimeSql('"s"."consent_confirmed_at"'),
        '"s"."consent_wording"',
      ],
      { dateProperty: 'subscribedAt' },
    );
  }

  /** Removes the address entirely (its row, consent and tokens). */
  async delete(actor: AuditActor, id: string): Promise<void> {
    await this.subscribers.manager.transaction(async (m) => {
      const repo = m.getRepository(NewsletterSubscriber);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw new NotFoundException(NEWSLETTER_ADMIN_MESSAGES.notFound);
      await repo.delete({ id });
      await this.audit.record(
        {
          ...auditedChange(actor, 'newsletter-subscriber.delete', {
            type: 'newsletter-subscriber',
            id: before.id,
            label: before.email,
          }),
          changes: {
            email: { from: before.email, to: null },
            status: { from: before.status, to: null },
          },
        },
        m,
      );
    });
  }
}
