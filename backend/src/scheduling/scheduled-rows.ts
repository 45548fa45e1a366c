import type { AuditChanges } from '@bb/shared/admin';
import type { ScheduledAction } from '@bb/shared/schedule';
import type { DataSource, EntityManager, EntityTarget } from 'typeorm';
import type { AuditOrigin } from '../audit/audit.service';
import type { ScheduledRecordColumns } from './schedule-columns';

/** Rows whose publish and unpublish are scheduled (testimonials, carousel items). */
type Publishable = ScheduledRecordColumns & { isPublished: boolean };

/** Who an audit entry of a scheduled change names: the administrator who scheduled it. */
export interface ScheduledBy {
  actor: { id: string; username: string } | null;
  origin: AuditOrigin;
}

/** Rows applied per transaction. */
const BATCH = 50;

/**
 * Applies the due publishes and unpublishes of `entity`'s table (the owning module calls it with
 * its own entity): each batch of due rows is claimed with SKIP LOCKED and changed, its times
 * cleared, and `audit` called for each in the same transaction, so a change happens once across
 * every instance. A row due both to publish and to unpublish (the app was down through both) ends
 * unpublished. Answers how many rows changed.
 */
export async function applyDueSchedules<T extends Publishable>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  audit: (
    m: EntityManager,
    row: T,
    changes: AuditChanges,
    by: ScheduledBy,
    detail: string,
  ) => Promise<void>,
): Promise<number> {
  let applied = 0;
  for (;;) {
    const count = await dataSource.transaction(async (m) => {
      const [{ now }] = (await m.query('SELECT now() AS now')) as { now: Date }[];
      const rows = await m
        .getRepository(entity)
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .where('r.publish_at <= :now OR r.unpublish_at <= :now', { now })
        .orderBy('r.id')
        .limit(BATCH)
        .getMany();
      for (const row of rows) {
        const changes: AuditChanges = {};
        const notes: string[] = [];
        const wasPublished = row.isPublished;
        if (row.publishAt && row.publishAt.getTime() <= now.getTime()) {
          changes.publishAt = { from: row.publishAt.toISOString(), to: null };
          notes.push(`publish scheduled for ${row.publishAt.toISOString()}`);
          row.isPublished = true;
          row.publishAt = null;
        }
        if (row.unpublishAt && row.unpublishAt.getTime() <= now.getTime()) {
          changes.unpublishAt = { from: row.unpublishAt.toISOString(), to: null };
          notes.push(`unpublish scheduled for ${row.unpublishAt.toISOString()}`);
          row.isPublished = false;
          row.unpublishAt = null;
        }
        if (row.isPublished !== wasPublished)
          changes.isPublished = { from: wasPublished, to: row.isPublished };
        const by: ScheduledBy = {
          actor: row.scheduledById
            ? { id: row.scheduledById, username: row.scheduledByName ?? '' }
            : null,
          origin: { ipAddress: null, userAgent: null },
        };
        if (!row.publishAt && !row.unpublishAt) {
          row.scheduledById = null;
          row.scheduledByName = null;
        }
        await m.getRepository(entity).save(row);
        const detail = `Scheduled: ${notes.join('; ')}`;
        await audit(m, row, changes, by, detail.charAt(0).toUpperCase() + detail.slice(1));
      }
      return rows.length;
    });
    applied += count;
    if (count < BATCH) return applied;
  }
}

/** One scheduled time of a row, for the dashboard's list. */
export interface ScheduledRow {
  id: string;
  action: Extract<ScheduledAction, 'publish' | 'unpublish'>;
  at: Date;
  by: string | null;
}

/**
 * The soonest `limit` scheduled publishes and unpublishes of `table` (one entry per time), and how
 * many there are in all. Reads the partial indexes of the two times.
 */
export async function scheduledRows(
  m: EntityManager,
  table: 'testimonial' | 'carousel_item',
  limit: number,
): Promise<{ rows: ScheduledRow[]; total: number }> {
  const times = `
    SELECT id, 'publish' AS action, publish_at AS at, scheduled_by_name AS by
      FROM ${table} WHERE publish_at IS NOT NULL
    UNION ALL
    SELECT id, 'unpublish', unpublish_at, scheduled_by_name
      FROM ${table} WHERE unpublish_at IS NOT NULL`;
  const [rows, [{ total }]] = (await Promise.all([
    m.query(`${times} ORDER BY at, id LIMIT $1`, [limit]),
    m.query(`SELECT count(*)::int AS total FROM (${times}) t`),
  ])) as [ScheduledRow[], { total: number }[]];
  return { rows, total };
}
