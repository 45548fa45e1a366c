import type { AuditAction, AuditChanges } from '@bb/shared/admin';
import { auditedChange } from '../audit/audit-actor.decorator';
import type {
  AdminCarouselConfig,
  AdminCarouselItem,
  CarouselConfigBody,
  CarouselItemBody,
} from '@bb/shared/admin-content';
import { CAROUSEL_NAMES, type CarouselSlug, DEFAULT_CAROUSEL_CONFIG } from '@bb/shared/content';
import type { ScheduledChange } from '@bb/shared/schedule';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { ScheduleRunner } from '../scheduling/schedule-runner';
import { SCHEDULE_FIELDS, scheduleColumns, scheduleView } from '../scheduling/schedule-columns';
import { applyDueSchedules, scheduledRows } from '../scheduling/scheduled-rows';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService, changesOf } from '../audit/audit.service';
import { MediaService } from '../media/media.service';
import { CarouselConfig } from './carousel-config.entity';
import { CarouselItem } from './carousel-item.entity';

export const CAROUSEL_MESSAGES = {
  itemNotFound: 'This carousel item does not exist (it may have been deleted).',
  deleted: 'Carousel item deleted successfully',
} as const;

/** A 400 for a body `slug` that is not the path's (the spec's client sends both). */
export function slugMismatch(path: CarouselSlug, body: string): BadRequestException {
  const message = `slug "${body}" does not match the carousel in the address ("${path}").`;
  return new BadRequestException({ statusCode: 400, message, errors: { slug: message } });
}

const ITEM_FIELDS = [
  'imageUrl',
  'altText',
  'youtubeUrl',
  'sortOrder',
  'isPublished',
  ...SCHEDULE_FIELDS,
] as const satisfies readonly (keyof CarouselItem)[];
const CONFIG_FIELDS = ['autoPlay', 'intervalMs', 'loop'] as const;

/** Display order: sortOrder, ties oldest first, then by id (as the public carousel). */
const ORDER = { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;

/** The admin panel's view of a carousel item: an explicit mapping, never the entity. */
export function toAdminCarouselItem(item: CarouselItem): AdminCarouselItem {
  return {
    id: item.id,
    slug: item.slug,
    imageUrl: item.imageUrl,
    altText: item.altText,
    youtubeUrl: item.youtubeUrl,
    sortOrder: item.sortOrder,
    isPublished: item.isPublished,
    ...scheduleView(item),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** How the audit trail names an item: its carousel and position, and its alt text when it has one. */
function itemLabel(item: Pick<CarouselItem, 'slug' | 'sortOrder' | 'altText'>): string {
  const place = `${CAROUSEL_NAMES[item.slug]} #${item.sortOrder}`;
  return item.altText ? `${place}: ${item.altText}` : place;
}

/** How a reorder's audit entry names an item: its alt text, or the spec's 'No description'. */
function orderLabel(item: Pick<CarouselItem, 'altText'>): string {
  return item.altText ?? 'No description';
}

/**
 * 'Moved "Harbour at dawn" from position 3 to 1.' when the new order is the old one with one item
 * moved (a drag), else undefined (the changes show the whole order).
 */
export function movedOne(
  before: readonly string[],
  after: readonly string[],
  name: (id: string) => string,
): string | undefined {
  for (const id of before) {
    const from = before.indexOf(id);
    const to = after.indexOf(id);
    if (from === to) continue;
    const rest = (list: readonly string[]) => list.filter((other) => other !== id).join('\n');
    if (rest(before) === rest(after))
      return `Moved "${name(id)}" from position ${from + 1} to ${to + 1}.`;
  }
  return undefined;
}

/**
 * The carousels administration (`/api/admin/carousel/{slug}`). Each change and its audit entry are
 * stored in one transaction; changes to one carousel's items take a transaction-scoped advisory lock
 * of that carousel, so "one above the highest" and a reorder never interleave. The public carousel
 * reads the tables on every request, so a change shows at once on every instance.
 */
@Injectable()
export class CarouselsAdminService {
  constructor(
    @InjectRepository(CarouselItem) private readonly items: Repository<CarouselItem>,
    private readonly audit: AuditService,
    private readonly media: MediaService,
    schedules: ScheduleRunner,
  ) {
    schedules.register('carousel items', () => this.applyDue());
  }

  /** Publishes and unpublishes the items whose time has come (ScheduleRunner). */
  applyDue(): Promise<number> {
    return applyDueSchedules(
      this.items.manager.connection,
      CarouselItem,
      (m, item, changes, by, detail) =>
        this.audit.record(
          {
            ...by,
            action: 'carousel-item.update',
            targetType: 'carousel-item',
            targetId: item.id,
            targetLabel: itemLabel(item),
            changes,
            detail,
          },
          m,
        ),
    );
  }

  /** The dashboard's list: the soonest scheduled publishes and unpublishes, and how many in all. */
  async scheduled(limit: number): Promise<{ items: ScheduledChange[]; total: number }> {
    const { rows, total } = await scheduledRows(this.items.manager, 'carousel_item', limit);
    const items = new Map(
      (await this.items.findBy({ id: In(rows.map((r) => r.id)) })).map((i) => [i.id, i]),
    );
    return {
      total,
      items: rows.flatMap((r) => {
        const item = items.get(r.id);
        if (!item) return [];
        return [
          {
            kind: 'carousel-item' as const,
            id: r.id,
            label: itemLabel(item),
            action: r.action,
            at: new Date(r.at).toISOString(),
            by: r.by,
            link: `/admin/carousels?slug=${item.slug}`,
          },
        ];
      }),
    };
  }

  /** Every item of a carousel, drafts included, in display order. */
  async list(slug: CarouselSlug): Promise<AdminCarouselItem[]> {
    return (await this.items.find({ where: { slug }, order: ORDER })).map(toAdminCarouselItem);
  }

  async create(
    actor: AuditActor,
    slug: CarouselSlug,
    body: CarouselItemBody,
  ): Promise<AdminCarouselItem> {
    if (body.slug !== undefined && body.slug !== slug) throw slugMismatch(slug, body.slug);
    return this.inCarousel(slug, async (m) => {
      await this.media.holdNewImages(m, body.imageUrl);
      const repo = m.getRepository(CarouselItem);
      let sortOrder = body.sortOrder;
      if (sortOrder === undefined) {
        const [{ highest }] = (await m.query(
          'SELECT max(sort_order)::int AS highest FROM carousel_item WHERE slug = $1',
          [slug],
        )) as { highest: number | null }[];
        sortOrder = highest === null ? 0 : highest + 1;
      }
      const saved = await repo.save(
        repo.create({
          slug,
          imageUrl: body.imageUrl,
          altText: body.altText ?? null,
          youtubeUrl: body.youtubeUrl ?? null,
          sortOrder,
          isPublished: body.isPublished ?? true,
          ...scheduleColumns(null, body, actor.user),
        }),
      );
      const changes: AuditChanges = {};
      for (const field of ITEM_FIELDS) changes[field] = { from: null, to: saved[field] };
      await this.record(m, actor, 'carousel-item.create', saved, changes);
      return toAdminCarouselItem(saved);
    });
  }

  /** Changes the fields sent; a request that changes nothing writes no audit entry. */
  async update(
    actor: AuditActor,
    slug: CarouselSlug,
    id: string,
    body: Partial<CarouselItemBody>,
  ): Promise<AdminCarouselItem> {
    if (body.slug !== undefined && body.slug !== slug) throw slugMismatch(slug, body.slug);
    return this.inCarousel(slug, async (m) => {
      const repo = m.getRepository(CarouselItem);
      const before = await this.found(m, slug, id);
      const next: Partial<CarouselItem> = scheduleColumns(before, body, actor.user);
      for (const field of ITEM_FIELDS)
        if (body[field] !== undefined && field !== 'publishAt' && field !== 'unpublishAt')
          (next as Record<string, unknown>)[field] = body[field];
      const changes = changesOf(before, next, ITEM_FIELDS);
      if (!changes) return toAdminCarouselItem(before);
      await this.media.holdNewImages(m, next.imageUrl, before.imageUrl);
      const saved = await repo.save(repo.merge(before, next));
      await this.record(m, actor, 'carousel-item.update', saved, changes);
      return toAdminCarouselItem(saved);
    });
  }

  /** Removes an item; the others keep their numbers (a gap does not change the order). */
  async delete(actor: AuditActor, slug: CarouselSlug, id: string): Promise<void> {
    await this.inCarousel(slug, async (m) => {
      const before = await this.found(m, slug, id);
      await m.getRepository(CarouselItem).delete({ id });
      const changes: AuditChanges = {};
      for (const field of ITEM_FIELDS) changes[field] = { from: before[field], to: null };
      await this.record(m, actor, 'carousel-item.delete', before, changes);
    });
  }

  /**
   * Puts the items in the order given and numbers them 0, 1, 2... The list must name every item of
   * the carousel exactly once (else 400 naming the missing, unknown and repeated ids); all the
   * numbers and the audit entry are written in one transaction, so a failure leaves the old order.
   */
  async reorder(
    actor: AuditActor,
    slug: CarouselSlug,
    ids: readonly string[],
  ): Promise<AdminCarouselItem[]> {
    return this.inCarousel(slug, async (m) => {
      const current = await m
        .getRepository(CarouselItem)
        .find({ where: { slug }, order: ORDER, lock: { mode: 'pessimistic_write' } });
      const known = new Set(current.map((i) => i.id));
      const given = ids.map((id) => id.toLowerCase());
      const seen = new Set<string>();
      const repeated = new Set<string>();
      for (const id of given) (seen.has(id) ? repeated : seen).add(id);
      const unknown = [...seen].filter((id) => !known.has(id));
      const missing = current.map((i) => i.id).filter((id) => !seen.has(id));
      if (missing.length || unknown.length || repeated.size) {
        const problems = [
          missing.length ? `missing: ${missing.join(', ')}` : '',
          unknown.length ? `not items of this carousel: ${unknown.join(', ')}` : '',
          repeated.size ? `listed more than once: ${[...repeated].join(', ')}` : '',
        ].filter(Boolean);
        const message = `The new order must list every item of this carousel exactly once (${problems.join('; ')}).`;
        throw new BadRequestException({ statusCode: 400, message, errors: { items: message } });
      }
      const before = current.map((i) => i.id);
      const byId = new Map(current.map((i) => [i.id, i]));
      const changed = current.some((item) => item.sortOrder !== given.indexOf(item.id));
      if (changed) {
        await m.query(
          `UPDATE carousel_item AS c
              SET sort_order = v.ord - 1, updated_at = now()
             FROM unnest($1::uuid[]) WITH ORDINALITY AS v(id, ord)
            WHERE c.id = v.id AND c.slug = $2`,
          [given, slug],
        );
        await this.audit.record(
          {
            ...auditedChange(actor, 'carousel.reorder', {
              type: 'carousel',
              id: slug,
              label: CAROUSEL_NAMES[slug],
            }),
            // The order as people read it: each item by its description, not its id.
            changes: {
              order: {
                from: before.map((id) => orderLabel(byId.get(id)!)),
                to: given.map((id) => orderLabel(byId.get(id)!)),
              },
            },
            detail: movedOne(before, given, (id) => orderLabel(byId.get(id)!)),
          },
          m,
        );
      }
      const after = await m.getRepository(CarouselItem).find({ where: { slug }, order: ORDER });
      return after.map(toAdminCarouselItem);
    });
  }

  /** A carousel's settings (the defaults when none are stored). */
  async config(
    slug: CarouselSlug,
    m: EntityManager = this.items.manager,
  ): Promise<AdminCarouselConfig> {
    const stored = await m.getRepository(CarouselConfig).findOneBy({ slug });
    return stored
      ? { slug, autoPlay: stored.autoPlay, intervalMs: stored.intervalMs, loop: stored.loop }
      : { slug, ...DEFAULT_CAROUSEL_CONFIG };
  }

  /** Changes the settings sent; a request that changes nothing writes nothing. */
  async updateConfig(
    actor: AuditActor,
    slug: CarouselSlug,
    body: CarouselConfigBody,
  ): Promise<AdminCarouselConfig> {
    if (body.slug !== undefined && body.slug !== slug) throw slugMismatch(slug, body.slug);
    return this.inCarousel(slug, async (m) => {
      const before = await this.config(slug, m);
      const next: Partial<AdminCarouselConfig> = {};
      for (const field of CONFIG_FIELDS)
        if (body[field] !== undefined) (next as Record<string, unknown>)[field] = body[field];
      const changes = changesOf(before, next, CONFIG_FIELDS);
      if (!changes) return before;
      const after = { ...before, ...next };
      await m.getRepository(CarouselConfig).upsert({ ...after }, ['slug']);
      await this.audit.record(
        {
          ...auditedChange(actor, 'carousel.config', {
            type: 'carousel',
            id: slug,
            label: CAROUSEL_NAMES[slug],
          }),
          changes,
        },
        m,
      );
      return after;
    });
  }

  /** Runs `work` in a transaction holding the carousel's advisory lock. */
  private inCarousel<T>(slug: CarouselSlug, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.items.manager.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('carousel:' || $1))`, [slug]);
      return work(m);
    });
  }

  private async found(m: EntityManager, slug: CarouselSlug, id: string): Promise<CarouselItem> {
    const item = await m.getRepository(CarouselItem).findOneBy({ id, slug });
    if (!item) throw new NotFoundException(CAROUSEL_MESSAGES.itemNotFound);
    return item;
  }

  private record(
    m: EntityManager,
    actor: AuditActor,
    action: AuditAction,
    item: CarouselItem,
    changes: AuditChanges,
  ): Promise<void> {
    return this.audit.record(
      {
        ...auditedChange(actor, action, {
          type: 'carousel-item',
          id: item.id,
          label: itemLabel(item),
        }),
        changes,
      },
      m,
    );
  }
}
