import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { KeyedRateLimiter } from './keyed-rate-limit';
import { PgThrottlerStorage } from './pg-throttler.storage';
import { rateLimitedMessage } from './wait-text';

/** The counters' storage, and limits keyed by something other than the client (KeyedRateLimiter). */
@Module({
  providers: [PgThrottlerStorage, KeyedRateLimiter],
  exports: [PgThrottlerStorage, KeyedRateLimiter],
})
export class RateLimitStorageModule {}

/** @nestjs/throttler with counters in PostgreSQL; routes opt in with @RateLimit(). */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  imports: [RateLimitStorageModule],
  inject: [PgThrottlerStorage],
  useFactory: (storage: PgThrottlerStorage) => ({
    throttlers: [{ name: 'default', ttl: 60_000, limit: 60 }],
    storage,
    // The wait the client really has (the block's end, which is also the Retry-After header).
    errorMessage: (_context, { timeToBlockExpire }) => rateLimitedMessage(timeToBlockExpire),
  }),
});
