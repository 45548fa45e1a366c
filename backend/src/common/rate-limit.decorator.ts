import { applyDecorators, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';

export interface RateLimitOptions {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** How long a client that went over the limit is refused, in milliseconds (default: the window). */
  blockMs?: number;
}

/**
 * Per-client-IP rate limit on one route, counted in PostgreSQL (PgThrottlerStorage) so that every app
 * instance shares the counters. Over the limit: 429 with a clear message and a Retry-After header.
 */
export const RateLimit = ({ limit, windowMs, blockMs }: RateLimitOptions) =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    Throttle({ default: { limit, ttl: windowMs, blockDuration: blockMs ?? windowMs } }),
  );
