import {
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_SECURITY_ACTIONS,
  type AuditAction,
  type AuditChanges,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditTargetType,
} from '@bb/shared/admin';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { EntityManager, LessThan, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { canonicalJson } from '../common/canonical-json';
import { SettingsService } from '../settings/settings.service';
import {
  AUDIT_DETAIL_MAX,
  AUDIT_TARGET_LABEL_MAX,
  AUDIT_USER_AGENT_MAX,
  AuditEntryRow,
} from './audit-entry.entity';
import { RefusalLog } from './refusal-log';

/** Where a request came from: the client address (as Express sees it, TRUST_PROXY applied) and browser. */
export interface AuditOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A refused request to an administrators' route (AccessGuard). */
export interface RefusedAdminRequest {
  /** The signed-in user, or null when nobody is signed in. */
  user: { id: string; username: string } | null;
  origin: AuditOrigin;
  method: string;
  /** The route's path template (`/api/admin/users/:id`): a bounded set, unlike the paths sent. */
  route: string;
}

/** How long a collapse key may be (its column's length). */
const COLLAPSE_KEY_MAX = 300;

/** What a caller records; `at` and `id` are the database's. */
export interface NewAuditEntry {
  /** Who did it; null when nobody is signed in (a failed sign-in, a refused anonymous request). */
  actor: { id: string; username: string } | null;
  origin: AuditOrigin;
  action: AuditAction;
  targetType?: AuditTargetType | null;
  targetId?: string | null;
  targetLabel?: string | null;
  changes?: AuditChanges | null;
  detail?: string | null;
}

/** Cuts a text to at most `max` characters (code points, as PostgreSQL counts them). */
export function truncate(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const chars = [...value];
  return chars.length > max ? chars.slice(0, max).join('') : value;
}

/**
 * The origin of a request: `req.ip` is the client address the app uses everywhere (rate limits),
 * with Express's "trust proxy" from TRUST_PROXY applied; the User-Agent header, cut to its column.
 */
export function auditOriginOf(req: Request): AuditOrigin {
  const ua = req.headers?.['user-agent'];
  return {
    ipAddress: truncate(req.ip ?? null, 64),
    userAgent: truncate(typeof ua === 'string' && ua ? ua : null, AUDIT_USER_AGENT_MAX),
  };
}

/**
 * The plain fields among `fields` whose values differ between `before` and `after` (compared by
 * value, so dates and JSON compare by content), as `{ field: { from, to } }`; null when none differ.
 * A field missing from `after` is not a change (a partial update leaves it).
 */
export function changesOf<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (canonicalJson(from) !== canonicalJson(to)) changes[field] = { from, to };
  }
  return Object.keys(changes).length ? changes : null;
}

/** The API's view of an entry. */
export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    changes: row.changes,
    detail: row.detail,
    count: row.count,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The audit trail (table `audit_entry`). Other modules record their administrative changes with
 * record(), inside the transaction of the change; nothing changes or deletes an entry except the
 * count of a refusal entry and the daily removal of entries older than the retention period
 * (settings, else AUDIT_RETENTION_DAYS).
 */
@Injectable()
export class AuditService implements OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  /** Refusals of clients that are not signed in: the application log only, within a budget. */
  private readonly refusalLog: RefusalLog;

  constructor(
    @InjectRepository(AuditEntryRow) private readonly entries: Repository<AuditEntryRow>,
    private readonly settings: SettingsService,
  ) {
    const access = new Logger('Access');
    this.refusalLog = new RefusalLog({
      info: (fields, message) => access.log(fields, message),
      warn: (fields, message) => access.warn(fields, message),
    });
  }

  /** The summary of refusals not yet logged one by one is written before the app stops. */
  onModuleDestroy(): void {
    this.refusalLog.flush();
  }

  /** Writes one entry; in the caller's transaction when `m` is given (rolled back with the change). */
  async record(entry: NewAuditEntry, m?: EntityManager): Promise<void> {
    const repo = m ? m.getRepository(AuditEntryRow) : this.entries;
    await repo.insert({
      actorId: entry.actor?.id ?? null,
      actorName: truncate(entry.actor?.username, 50),
      ipAddress: truncate(entry.origin.ipAddress, 64),
      userAgent: truncate(entry.origin.userAgent, AUDIT_USER_AGENT_MAX),
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: truncate(entry.targetId, 100),
      targetLabel: truncate(entry.targetLabel, AUDIT_TARGET_LABEL_MAX),
      // jsonb: TypeORM's partial-entity type does not describe free-form objects.
      changes: (entry.changes ?? null) as QueryDeepPartialEntity<AuditEntryRow>['changes'],
      detail: truncate(entry.detail, AUDIT_DETAIL_MAX),
    });
  }

  /**
   * A failed sign-in to an administrator's account (a wrong password or two-factor code): nobody is
   * the actor, the account is the target. A failure to write it is logged and never changes the
   * sign-in's answer.
   */
  async recordFailedAdminSignIn(
    account: { id: string; username: string },
    req: Request,
    detail: string,
  ): Promise<void> {
    try {
      await this.record({
        actor: null,
        origin: auditOriginOf(req),
        action: 'admin.sign-in-failed',
        targetType: 'user',
        targetId: account.id,
        targetLabel: account.username,
        detail,
      });
    } catch (err) {
      this.logger.error({ err }, 'Could not record a failed administrator sign-in');
    }
  }

  /**
   * A refused request to an administrators' route, recorded so that no client can grow storage by
   * sending them (docs/decisions.md, "Refused admin requests"):
   * - nobody signed in: the application log only (RefusalLog, at most a few lines a minute);
   * - a signed-in user (a member, an unverified administrator): one `admin.access-denied` entry per
   *   user, method and route per UTC minute, its count raised by each refusal in one atomic upsert,
   *   so concurrent refusals neither add entries nor lose counts. Address and browser are those of
   *   the first refusal of the minute.
   * A failure to record is logged and never changes the answer (the caller's 401 or 403).
   */
  async recordRefusal(refused: RefusedAdminRequest): Promise<void> {
    const { user, origin, method, route } = refused;
    if (!user) {
      this.refusalLog.refused({ ...origin, method, route });
      return;
    }
    const detail = `${method} ${route}`;
    try {
      // The minute is the database's, as `at` is: both come from the same now().
      await this.entries.query(
        `INSERT INTO audit_entry (actor_id, actor_name, ip_address, user_agent, action, detail, collapse_key)
         VALUES ($1, $2, $3, $4, 'admin.access-denied', $5,
                 left($6 || ' ' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI'), ${COLLAPSE_KEY_MAX}))
         ON CONFLICT (collapse_key) WHERE collapse_key IS NOT NULL
         DO UPDATE SET count = audit_entry.count + 1`,
        [
          user.id,
          truncate(user.username, 50),
          truncate(origin.ipAddress, 64),
          truncate(origin.userAgent, AUDIT_USER_AGENT_MAX),
          truncate(detail, AUDIT_DETAIL_MAX),
          `${user.id} ${truncate(detail, 200)}`,
        ],
      );
    } catch (err) {
      // The refusal stands whatever happens to its record.
      this.logger.error({ err }, 'Could not record a refused admin request');
    }
  }

  /**
   * A page of entries, newest first, with the filters of AuditLogQuery (already validated): the
   * actor by id or by username without regard to case (the name at the time of the entry), the kind
   * (changes, or refusals and failed sign-ins), the dates as inclusive UTC days.
   */
  async page(query: AuditLogQuery): Promise<AuditLogPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? AUDIT_DEFAULT_PAGE_SIZE;
    const qb = this.entries.createQueryBuilder('e');
    if (query.actor) {
      if (UUID.test(query.actor))
        qb.andWhere('(e.actorId = :actorId OR lower(e.actorName) = lower(:actor))', {
          actorId: query.actor,
          actor: query.actor,
        });
      else qb.andWhere('lower(e.actorName) = lower(:actor)', { actor: query.actor });
    }
    if (query.kind === 'security')
      qb.andWhere('e.action IN (:...security)', { security: AUDIT_SECURITY_ACTIONS });
    if (query.kind === 'change')
      qb.andWhere('e.action NOT IN (:...security)', { security: AUDIT_SECURITY_ACTIONS });
    if (query.action) qb.andWhere('e.action = :action', { action: query.action });
    if (query.targetType) qb.andWhere('e.targetType = :targetType', query);
    if (query.targetId) qb.andWhere('e.targetId = :targetId', query);
    if (query.from) qb.andWhere('e.at >= :from', { from: new Date(`${query.from}T00:00:00Z`) });
    if (query.to)
      qb.andWhere('e.at < :to', { to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) });
    const [rows, total] = await qb
      .orderBy('e.at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: rows.map(toAuditEntry), total };
  }

  /** The newest entries about one target (e.g. a user's Activity tab), at most `limit`. */
  async forTarget(type: AuditTargetType, id: string, limit: number): Promise<AuditEntry[]> {
    const rows = await this.entries.find({
      where: { targetType: type, targetId: id },
      order: { at: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map(toAuditEntry);
  }

  /**
   * The moment before which entries are removed: the retention period of the settings (else
   * AUDIT_RETENTION_DAYS) before `now`.
   */
  async retentionCutoff(now = new Date()): Promise<Date> {
    return new Date(now.getTime() - (await this.settings.auditRetentionDays()) * DAY_MS);
  }

  /** The daily job: removes the entries older than the retention period. */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'audit-retention', timeZone: 'UTC' })
  async removeExpiredDaily(): Promise<void> {
    try {
      const removed = await this.removeExpired();
      if (removed) this.logger.log(`Removed ${removed} audit entries past the retention period`);
    } catch (err) {
      this.logger.error({ err }, 'Could not remove old audit entries');
    }
  }

  /** Removes the entries older than the retention period before `now`; answers how many. */
  async removeExpired(now = new Date()): Promise<number> {
    const cutoff = await this.retentionCutoff(now);
    const { affected } = await this.entries.delete({ at: LessThan(cutoff) });
    return affected ?? 0;
  }
}
