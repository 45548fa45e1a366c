import { SCHEDULE_MESSAGES } from '@bb/shared/schedule';
import { Column } from 'typeorm';
import { RecordColumns } from '../database/columns';
import { scheduleRefusal } from './schedule-time';

/** A row that publishes and unpublishes by itself does so in that order. */
export const SCHEDULE_ORDER =
  '"publish_at" IS NULL OR "unpublish_at" IS NULL OR "unpublish_at" > "publish_at"';

/**
 * The columns of content that can publish and unpublish by itself (testimonials, carousel items):
 * the two times (UTC; null: not scheduled) and the administrator who set them, whom the audit entry
 * of the change names. Each table has a partial index on each time (only scheduled rows), which the
 * ScheduleRunner's due query and the dashboard's list read.
 */
export abstract class ScheduledRecordColumns extends RecordColumns {
  @Column({ type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unpublishAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  scheduledById: string | null;

  /** Their username then, so the entry reads after their account is deleted. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  scheduledByName: string | null;
}

/** The scheduled times as an administrator edits them (audited like the other fields). */
export const SCHEDULE_FIELDS = ['publishAt', 'unpublishAt'] as const;

type ScheduleState = Pick<
  ScheduledRecordColumns,
  'publishAt' | 'unpublishAt' | 'scheduledById' | 'scheduledByName'
>;

/**
 * The schedule columns a create or update body sets: the times sent (null cancels one; left out:
 * unchanged), and who set them when either changes. 400 at `unpublishAt` when it would not come
 * after the publish.
 */
export function scheduleColumns(
  before: ScheduleState | null,
  body: { publishAt?: string | null; unpublishAt?: string | null },
  by: { id: string; username: string },
): Partial<ScheduleState> {
  const next: Partial<ScheduleState> = {};
  if (body.publishAt !== undefined)
    next.publishAt = body.publishAt ? new Date(body.publishAt) : null;
  if (body.unpublishAt !== undefined)
    next.unpublishAt = body.unpublishAt ? new Date(body.unpublishAt) : null;
  const publishAt = next.publishAt !== undefined ? next.publishAt : (before?.publishAt ?? null);
  const unpublishAt =
    next.unpublishAt !== undefined ? next.unpublishAt : (before?.unpublishAt ?? null);
  if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime())
    throw scheduleRefusal('unpublishAt', SCHEDULE_MESSAGES.order);
  const same = (a: Date | null | undefined, b: Date | null) =>
    (a?.getTime() ?? null) === (b?.getTime() ?? null);
  if (!same(before?.publishAt, publishAt) || !same(before?.unpublishAt, unpublishAt)) {
    const scheduled = publishAt !== null || unpublishAt !== null;
    next.scheduledById = scheduled ? by.id : null;
    next.scheduledByName = scheduled ? by.username : null;
  }
  return next;
}

/** The schedule as the admin API answers it. */
export function scheduleView(row: ScheduleState) {
  return {
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    scheduledBy: row.publishAt || row.unpublishAt ? row.scheduledByName : null,
  };
}
