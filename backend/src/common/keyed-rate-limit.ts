import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PgThrottlerStorage } from './pg-throttler.storage';

/** A 429 whose answer carries Retry-After (set by AllExceptionsFilter). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface KeyedLimit {
  /** Counted events allowed per window. */
  limit: number;
  windowMs: number;
  /**
   * How long the key is refused once over the limit (hit()) or once its last slot is taken
   * (reserve()); default: the window. With reserve(), 0: until the window ends.
   */
  blockMs?: number;
}

/** What reserve() answers. */
export interface Reservation {
  /** Whether a slot was taken: the attempt may be evaluated. */
  granted: boolean;
  /** Slots taken in the key's window, this one included when granted. */
  hits: number;
  /** Seconds until the key's window (or its block) ends; at least 1. */
  secondsLeft: number;
}

/**
 * Rate limits on something other than the client address (a username, an e-mail address), counted in
 * the same PostgreSQL table as @RateLimit(). Keys are hashed, so no address or username is stored.
 * A blocked key is refused until its block ends: a slowdown, never a permanent lock-out.
 */
@Injectable()
export class KeyedRateLimiter {
  constructor(
    private readonly storage: PgThrottlerStorage,
    private readonly dataSource: DataSource,
  ) {}

  private key(scope: string, value: string): string {
    return `${scope}:${createHash('sha256').update(value.toLowerCase(), 'utf8').digest('hex')}`;
  }

  /**
   * Counts one event; throws 429 (with `message`) when the key is over its limit. Every event counts
   * before the caller goes on, so at most `limit` pass per window; for attempts whose success should
   * not count, use reserve() and release().
   */
  async hit(scope: string, value: string, limit: KeyedLimit, message: string): Promise<void> {
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(
      this.key(scope, value),
      limit.windowMs,
      limit.limit,
      limit.blockMs ?? limit.windowMs,
    );
    if (isBlocked) throw new TooManyRequestsException(message, Math.max(1, timeToBlockExpire));
  }

  /**
   * Takes one of the key's `limit.limit` slots in its current window before an attempt is evaluated,
   * or answers that none is left, in one statement: the row is locked by the upsert, so of any number
   * of simultaneous calls (on any instance) at most `limit` are granted per window. Taking the last
   * slot refuses the key for `blockMs` from then on (default: the window). A refusal counts nothing.
   * An attempt that succeeded, or that was granted but then not evaluated, gives its slot back with
   * release(). docs/decisions.md, "Two-factor attempt limits".
   */
  async reserve(scope: string, value: string, limit: KeyedLimit): Promise<Reservation> {
    const rows: { granted: boolean; hits: number; s: number }[] = await this.dataSource.query(
      `WITH taken AS (
         INSERT INTO rate_limit AS r (key, hits, expires_at, blocked_until)
         VALUES ($1, 1, greatest(now() + make_interval(secs => $2 / 1000.0),
                                 CASE WHEN $3 <= 1 THEN now() + make_interval(secs => $4 / 1000.0) END),
                 NULL)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL THEN 1
                       ELSE r.hits + 1 END,
           expires_at = greatest(
             CASE WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL
                  THEN now() + make_interval(secs => $2 / 1000.0) ELSE r.expires_at END,
             CASE WHEN (CASE WHEN r.expires_at <= now() OR r.blocked_until IS NOT NULL THEN 1
                             ELSE r.hits + 1 END) >= $3
                  THEN now() + make_interval(secs => $4 / 1000.0) END),
           blocked_until = NULL
         -- A window that is over, or the end of a block set by hit(), starts afresh.
         WHERE r.blocked_until IS NULL AND (r.expires_at <= now() OR r.hits < $3)
            OR r.blocked_until <= now()
         RETURNING hits, expires_at)
       SELECT true AS granted, hits, ceil(extract(epoch FROM expires_at - now()))::int AS s
         FROM taken
       UNION ALL
       SELECT false, hits,
              ceil(extract(epoch FROM greatest(expires_at, blocked_until) - now()))::int
         FROM rate_limit WHERE key = $1 AND NOT EXISTS (SELECT 1 FROM taken)`,
      [this.key(scope, value), limit.windowMs, limit.limit, limit.blockMs ?? limit.windowMs],
    );
    // Refused on a row that committed after this statement's snapshot: it is a whole window old.
    const row = rows[0] ?? { granted: false, hits: limit.limit, s: limit.windowMs / 1000 };
    return { granted: row.granted, hits: row.hits, secondsLeft: Math.max(1, row.s) };
  }

  /** reserve(), with a 429 (`message`, Retry-After) when no slot is left; answers the hits so far. */
  async take(scope: string, value: string, limit: KeyedLimit, message: string): Promise<number> {
    const { granted, hits, secondsLeft } = await this.reserve(scope, value, limit);
    if (!granted) throw new TooManyRequestsException(message, secondsLeft);
    return hits;
  }

  /**
   * Gives back a slot reserve() took in the current window: the attempt succeeded (only failures
   * count) or was refused by another rule before it was evaluated.
   */
  async release(scope: string, value: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE rate_limit SET hits = hits - 1
        WHERE key = $1 AND hits > 0 AND expires_at > now() AND blocked_until IS NULL`,
      [this.key(scope, value)],
    );
  }

  /**
   * Counts one event in a fixed window of `windowMs` and never blocks: for a signal (such as "this
   * account is under attack") that other rules read with recent().
   */
  async count(scope: string, value: string, windowMs: number): Promise<void> {
    // The largest limit PostgreSQL's integer holds: never reached.
    await this.storage.increment(this.key(scope, value), windowMs, 2_147_483_647, windowMs);
  }

  /** Forgets the key's count (e.g. after a successful sign-in). */
  async reset(scope: string, value: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit WHERE key = $1`, [this.key(scope, value)]);
  }
}
