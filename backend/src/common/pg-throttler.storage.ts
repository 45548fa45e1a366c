import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in PostgreSQL (table rate_limit), so that limits hold across several app
 * instances and restarts. Fixed windows: a key counts hits until its window ends; a key that goes over
 * the limit is blocked until blocked_until, then starts a fresh window. One atomic upsert per hit.
 */
@Injectable()
export class PgThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly dataSource: DataSource) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<ThrottlerStorageRecord> {
    // now() is when the statement's transaction began, which can be before it waited for the row's
    // lock; the time left is measured when the answer is made (clock_timestamp()), so a block set by
    // another request meanwhile is not reported a second longer than it is ("16 minutes" for 15).
    const rows: { hits: number; ttl_s: number; block_s: number }[] = await this.dataSource.query(
      `INSERT INTO rate_limit AS r (key, hits, expires_at, blocked_until)
       VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0), NULL)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE
           WHEN r.blocked_until > now() THEN r.hits
           WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL THEN 1
           ELSE r.hits + 1 END,
         expires_at = CASE
           WHEN r.blocked_until > now() THEN r.expires_at
           WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL THEN now() + make_interval(secs => $2 / 1000.0)
           ELSE r.expires_at END,
         blocked_until = CASE
           WHEN r.blocked_until > now() THEN r.blocked_until
           WHEN r.expires_at > now() AND r.blocked_until IS NULL AND r.hits + 1 > $3
             THEN now() + make_interval(secs => $4 / 1000.0)
           ELSE NULL END
       RETURNING hits,
         greatest(ceil(extract(epoch FROM expires_at - clock_timestamp())), 0)::int AS ttl_s,
         coalesce(greatest(ceil(extract(epoch FROM blocked_until - clock_timestamp())), 0), 0)::int AS block_s`,
      [key, ttl, limit, blockDuration],
    );
    const { hits, ttl_s, block_s } = rows[0];
    return {
      totalHits: hits,
      timeToExpire: ttl_s,
      isBlocked: block_s > 0,
      timeToBlockExpire: block_s,
    };
  }

  /** Forget finished windows once an hour, so the table stays small. */
  @Interval(60 * 60 * 1000)
  async sweep(): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM rate_limit WHERE expires_at < now() AND (blocked_until IS NULL OR blocked_until < now())',
    );
  }
}
