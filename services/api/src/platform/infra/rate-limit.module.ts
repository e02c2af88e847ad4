import { Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config';
import { APP_CONFIG, LOGGER, RATE_LIMIT_KEY_PREFIX } from '../tokens';

/** `points` attempts per key within `durationSeconds` (a fixed window that starts at the key's first attempt). */
export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
}

/**
 * Builds rate-limiter-flexible limiters: in Redis when REDIS_URL is set (shared by every API node), else in this
 * process' memory (or its cluster primary's, for the HTTP workers of one node). Each Redis limiter is insured by a memory one, so while Redis is down or slow every node
 * limits on its own (N nodes allow N times the rate) rather than refusing, or failing, every login: a site-wide
 * lock-out would hurt every user, and argon2id already makes each guess expensive.
 */
@Injectable()
export class RateLimiterFactory implements OnModuleInit, OnApplicationShutdown {
  private readonly redis: Redis | undefined;
  private lastWarning = -Infinity;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(RATE_LIMIT_KEY_PREFIX) private readonly keyPrefix: string,
  ) {
    if (!config.redisUrl) return;
    // Loaded only when used: ioredis costs about 9 MiB resident, which the embedded product (no Redis) does not spend.
    const { Redis } = require('ioredis') as typeof import('ioredis');
    // No offline queue and a 1 s command timeout: a login never waits on an absent Redis; ioredis reconnects
    // in the background.
    this.redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      commandTimeout: 1_000,
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      disconnectTimeout: 200,
      connectionName: 'anonse-api-rate-limiter',
    });
    this.redis.on('error', (error: unknown) => this.warn(error));
  }

  /** Waits (up to 2 s) for Redis at start-up, so the first attempts are counted there; an absent Redis does not stop the start. */
  async onModuleInit(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 2_000);
      redis.once('ready', done);
    });
    const status: string = redis.status; // changed while we waited (TypeScript still narrows it from above)
    if (status !== 'ready') this.warn(new Error(`Redis not ready after 2 s (status ${status})`));
  }

  create(name: string, policy: RateLimitPolicy): RateLimiterAbstract {
    const options = { keyPrefix: `${this.keyPrefix}${name}`, points: policy.points, duration: policy.durationSeconds };
    // Several HTTP workers of one node without Redis count in their primary (platform/cluster/http-cluster.ts).
    if (!this.redis) return cluster.isWorker ? new RateLimiterCluster({ ...options, timeoutMs: 1_000 }) : new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /** Null without REDIS_URL; else a PING, which fails at once while Redis is away (no offline queue): /readyz. */
  pingRedis(): Promise<unknown> | null {
    return this.redis ? this.redis.ping() : null;
  }

  /** At most one line per 30 s: an outage must not log once per attempt. */
  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 30_000) return;
    this.lastWarning = now;
    this.logger.warn({ component: 'rate-limiter', err: error }, 'Redis unavailable: login and registration limits are kept per node');
  }

  async onApplicationShutdown(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'end') return;
    if (redis.status !== 'ready') return redis.disconnect();
    await redis.quit().catch(() => redis.disconnect());
  }
}

@Module({ providers: [RateLimiterFactory], exports: [RateLimiterFactory] })
export class RateLimitModule {}
