import type { AuditAction, AuditChanges } from '@bb/shared/admin';
import { auditedChange } from '../audit/audit-actor.decorator';
import type {
  AdminTestimonial,
  AdminTestimonialPage,
  TestimonialBody,
  TestimonialStatusFilter,
} from '@bb/shared/admin-content';
import { DEFAULT_TESTIMONIAL_RATING } from '@bb/shared/content';
import type { ScheduledChange } from '@bb/shared/schedule';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { ScheduleRunner } from '../scheduling/schedule-runner';
import { SCHEDULE_FIELDS, scheduleColumns, scheduleView } from '../scheduling/schedule-columns';
import { applyDueSchedules, scheduledRows, type ScheduledBy } from '../scheduling/scheduled-rows';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService, changesOf } from '../audit/audit.service';
import { MediaService } from '../media/media.service';
import { newestFirstBatches, pageOf, whereContains } from '../common/list-query';
import { Testimonial } from './testimonial.entity';
import { TESTIMONIAL_DEFAULT_PAGE_SIZE } from './testimonials.admin.dto';
import { TESTIMONIAL_NOT_FOUND } from './testimonials.service';

/** The spec's success texts (section 8), which the DELETE answers with. */
export const TESTIMONIAL_MESSAGES = {
  notFound: TESTIMONIAL_NOT_FOUND,
  deleted: 'Testimonial deleted successfully',
} as const;

/** The fields an administrator edits, in the order the audit entries list them. */
const FIELDS = [
  'name',
  'title',
  'company',
  'content',
  'rating',
  'isPublished',
  'imageUrl',
  ...SCHEDULE_FIELDS,
] as const satisfies readonly (keyof Testimonial)[];

export interface TestimonialFilters {
  search?: string;
  status?: TestimonialStatusFilter;
}
export type TestimonialListQuery = TestimonialFilters & { page?: number; pageSize?: number };

/** The admin panel's view of a testimonial: an explicit mapping, never the entity. */
export function toAdminTestimonial(t: Testimonial): AdminTestimonial {
  return {
    id: t.id,
    name: t.name,
    title: t.title,
    company: t.company,
    content: t.content,
    rating: t.rating,
    isPublished: t.isPublished,
    imageUrl: t.imageUrl,
    ...scheduleView(t),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/**
 * The testimonials administration (`/api/admin/testimonials`): each change and its audit entry are
 * stored in one transaction. The public list reads the table on every request, so a change shows
 * there at once, on every instance.
 */
@Injectable()
export class TestimonialsAdminService {
  constructor(
    @InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>,
    private readonly audit: AuditService,
    private readonly media: MediaService,
    schedules: ScheduleRunner,
  ) {
    schedules.register('testimonials', () => this.applyDue());
  }

  /** The testimonials matching the search and status (no order). */
  private matching(filters: TestimonialFilters): SelectQueryBuilder<Testimonial> {
    const qb = this.testimonials.createQueryBuilder('t');
    whereContains(qb, ['t.name', 't.title', 't.company', 't.content'], filters.search);
    if (filters.status === 'published') qb.andWhere('t.isPublished = true');
    else if (filters.status === 'draft') qb.andWhere('t.isPublished = false');
    return qb;
  }

  /**
   * One page of the matches, newest first (id breaks ties), with the counts over every testimonial
   * (one query: `count(*) FILTER`).
   */
  async page(query: TestimonialListQuery): Promise<AdminTestimonialPage> {
    const { page, pageSize, offset } = pageOf(query, TESTIMONIAL_DEFAULT_PAGE_SIZE);
    const [[rows, total], counts] = await Promise.all([
      this.matching(query)
        .orderBy('t.createdAt', 'DESC')
        .addOrderBy('t.id', 'DESC')
        .offset(offset)
        .limit(pageSize)
        .getManyAndCount(),
      this.testimonials
        .createQueryBuilder('t')
        .select('count(*)::int', 'total')
        .addSelect('(count(*) FILTER (WHERE t.isPublished))::int', 'published')
        .getRawOne<{ total: number; published: number }>(),
    ]);
    const all = counts?.total ?? 0;
    const published = counts?.published ?? 0;
    return {
      items: rows.map(toAdminTestimonial),
      total,
      page,
      pageSize,
      counts: { total: all, published, draft: all - published },
    };
  }

  /** How many testimonials there are (the export's X-Total-Count). */
  count(): Promise<number> {
    return this.testimonials.count();
  }

  /** Every testimonial, newest first, in batches (the export). */
  async *exportBatches(): AsyncGenerator<AdminTestimonial[]> {
    for await (const batch of newestFirstBatches(() => this.matching({}), 't'))
      yield batch.map(toAdminTestimonial);
  }

  async create(actor: AuditActor, body: TestimonialBody): Promise<AdminTestimonial> {
    return this.testimonials.manager.transaction(async (m) => {
      await this.media.holdNewImages(m, body.imageUrl);
      const repo = m.getRepository(Testimonial);
      const saved = await repo.save(
        repo.create({
          name: body.name,
          title: body.title,
          company: body.company,
          content: body.content,
          rating: body.rating ?? DEFAULT_TESTIMONIAL_RATING,
          isPublished: body.isPublished ?? false,
          imageUrl: body.imageUrl || null,
          ...scheduleColumns(null, body, actor.user),
        }),
      );
      const changes: AuditChanges = {};
      for (const field of FIELDS) changes[field] = { from: null, to: saved[field] };
      await this.record(m, actor, 'testimonial.create', saved, changes);
      return toAdminTestimonial(saved);
    });
  }

  /** Changes the fields sent; a request that changes nothing writes no audit entry. */
  async update(
    actor: AuditActor,
    id: string,
    body: Partial<TestimonialBody>,
  ): Promise<AdminTestimonial> {
    return this.testimonials.manager.transaction(async (m) => {
      const repo = m.getRepository(Testimonial);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw new NotFoundException(TESTIMONIAL_MESSAGES.notFound);
      const next: Partial<Testimonial> = scheduleColumns(before, body, actor.user);
      for (const field of FIELDS) {
        if (field === 'publishAt' || field === 'unpublishAt') continue;
        const value = body[field];
        if (value === undefined) continue;
        (next as Record<string, unknown>)[field] = field === 'imageUrl' ? value || null : value;
      }
      const changes = changesOf(before, next, FIELDS);
      if (!changes) return toAdminTestimonial(before);
      await this.media.holdNewImages(m, next.imageUrl, before.imageUrl);
      const saved = await repo.save(repo.merge(before, next));
      await this.record(m, actor, 'testimonial.update', saved, changes);
      return toAdminTestimonial(saved);
    });
  }

  async delete(actor: AuditActor, id: string): Promise<void> {
    await this.testimonials.manager.transaction(async (m) => {
      const repo = m.getRepository(Testimonial);
      const before = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw new NotFoundException(TESTIMONIAL_MESSAGES.notFound);
      await repo.delete({ id });
      const changes: AuditChanges = {};
      for (const field of FIELDS) changes[field] = { from: before[field], to: null };
      await this.record(m, actor, 'testimonial.delete', before, changes);
    });
  }

  /** Publishes and unpublishes the testimonials whose time has come (ScheduleRunner). */
  applyDue(): Promise<number> {
    return applyDueSchedules(
      this.testimonials.manager.connection,
      Testimonial,
      (m, t, changes, by, detail) => this.recordScheduled(m, t, changes, by, detail),
    );
  }

  private recordScheduled(
    m: EntityManager,
    t: Testimonial,
    changes: AuditChanges,
    by: ScheduledBy,
    detail: string,
  ): Promise<void> {
    return this.audit.record(
      {
        ...by,
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: t.id,
        targetLabel: t.name,
        changes,
        detail,
      },
      m,
    );
  }

  /** The dashboard's list: the soonest scheduled publishes and unpublishes, and how many in all. */
  async scheduled(limit: number): Promise<{ items: ScheduledChange[]; total: number }> {
    const { rows, total } = await scheduledRows(this.testimonials.manager, 'testimonial', limit);
    const names = new Map(
      (await this.testimonials.findBy({ id: In(rows.map((r) => r.id)) })).map((t) => [
        t.id,
        t.name,
      ]),
    );
    return {
      total,
      items: rows.map((r) => {
        const name = names.get(r.id) ?? 'Testimonial';
        return {
          kind: 'testimonial' as const,
          id: r.id,
          label: name,
          action: r.action,
          at: new Date(r.at).toISOString(),
          by: r.by,
          link: `/admin/testimonials?search=${encodeURIComponent(name)}`,
        };
      }),
    };
  }

  private record(
    m: EntityManager,
    actor: AuditActor,
    action: AuditAction,
    t: Pick<Testimonial, 'id' | 'name'>,
    changes: AuditChanges | null,
  ): Promise<void> {
    return this.audit.record(
      {
        ...auditedChange(actor, action, { type: 'testimonial', id: t.id, label: t.name }),
        changes,
      },
      m,
    );
  }
}
