import {
  type AdminNewsletterPage,
  type AdminNewsletterSubscriber,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import { auditedChange } from '../audit/audit-actor.decorator';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { csvDateSql, newestFirstCsvLines } from '../common/list-query';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NEWSLETTER_DEFAULT_PAGE_SIZE } from './newsletter.admin.dto';

export const NEWSLETTER_ADMIN_MESSAGES = {
  notFound: 'This subscriber does not exist (it may have been removed).',
} as const;

export interface NewsletterFilters {
  search?: string;
  status?: NewsletterStatusFilter;
}

/** The admin panel's view of a subscriber (never the unsubscribe token). */
export function toAdminNewsletterSubscriber(s: NewsletterSubscriber): AdminNewsletterSubscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    subscribedAt: s.subscribedAt.toISOString(),
    unsubscribedAt: s.unsubscribedAt ? s.unsubscribedAt.toISOString() : null,
  };
}

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
    const [[rows, total], subscribed] = await Promise.all([
      this.matching(query)
        .skip((page - 1) * pageSize)
        .take(pageSize)
        .getManyAndCount(),
      this.subscribers.countBy({ status: 'subscribed' }),
    ]);
    return { items: rows.map(toAdminNewsletterSubscriber), total, subscribed };
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
        `CASE WHEN "s"."status" = 'subscribed' THEN 'Subscribed' ELSE 'Unsubscribed' END`,
        csvDateSql('"s"."subscribed_at"'),
        csvDateSql('"s"."unsubscribed_at"'),
      ],
      { dateProperty: 'subscribedAt' },
    );
  }

  /** Removes the address entirely (its row and unsubscribe token). */
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
