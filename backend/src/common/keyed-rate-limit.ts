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
  /** How long the key is refused once over the limit (default: the window). */
  blockMs?: number;
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

  /** Counts one event; throws 429 (with `message`) when the key is over its limit. */
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
   * Counts one event in a fixed window of `windowMs` and never blocks: for a signal (such as "this
   * account is under attack") that other rules read with recent().
   */
  async count(scope: string, value: string, windowMs: number): Promise<void> {
    // The largest limit PostgreSQL's integer holds: never reached.
    await this.storage.increment(this.key(scope, value), windowMs, 2_147_483_647, windowMs);
  }

  /** The events counted for the key in its current window, and the seconds left of that window. */
  async recent(scope: string, value: string): Promise<{ hits: number; secondsLeft: number }> {
    const rows: { hits: number; s: number }[] = await this.dataSource.query(
      `SELECT hits, ceil(extract(epoch FROM expires_at - now()))::int AS s
         FROM rate_limit WHERE key = $1 AND expires_at > now()`,
      [this.key(scope, value)],
    );
    return rows.length
      ? { hits: rows[0].hits, secondsLeft: rows[0].s }
      : { hits: 0, secondsLeft: 0 };
  }

  /**
   * Throws 429 while the key is blocked, without counting anything; otherwise answers how many
   * events its current window holds (0 without one). One query.
   */
  async check(scope: string, value: string, message: string): Promise<number> {
    const rows: { hits: number; blocked_s: number }[] = await this.dataSource.query(
      `SELECT CASE WHEN expires_at > now() THEN hits ELSE 0 END AS hits,
              coalesce(ceil(extract(epoch FROM blocked_until - now())), 0)::int AS blocked_s
         FROM rate_limit WHERE key = $1`,
      [this.key(scope, value)],
    );
    const row = rows[0];
    if (row && row.blocked_s > 0)
      throw new TooManyRequestsException(message, Math.max(1, row.blocked_s));
    return row?.hits ?? 0;
  }

  /** Forgets the key's count (e.g. after a successful sign-in). */
  async reset(scope: string, value: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit WHERE key = $1`, [this.key(scope, value)]);
  }
}
