import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { MemoryRateLimiterFactory, RATE_LIMITER_FACTORY, type RateLimiterFactory } from './rate-limiter';
import { RedisRateLimiterFactory } from './redis-rate-limiter';
import { APP_CONFIG, LOGGER, RATE_LIMIT_KEY_PREFIX } from './tokens';

/**
 * Provides the {@link RateLimiterFactory}: Redis-backed buckets shared by every API node when REDIS_URL is set,
 * else in-memory buckets of this process. One Redis connection for all limiters, closed on shutdown.
 */
@Module({
  providers: [
    {
      provide: RATE_LIMITER_FACTORY,
      inject: [APP_CONFIG, LOGGER, RATE_LIMIT_KEY_PREFIX],
      useFactory: async (config: AppConfig, logger: Logger, keyPrefix: string): Promise<RateLimiterFactory> =>
        config.redisUrl ? RedisRateLimiterFactory.connect({ url: config.redisUrl, logger, keyPrefix }) : new MemoryRateLimiterFactory(),
    },
  ],
  exports: [RATE_LIMITER_FACTORY],
})
export class RateLimitModule {}
