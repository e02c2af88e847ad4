import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryRateLimiter, type RateLimiter, type RateLimiterFactory, type TokenBucketPolicy } from './rate-limiter';

/**
 * The token bucket of rate-limiter.ts `takeToken`, step for step, run atomically inside Redis, so concurrent
 * attempts on several API nodes cannot both take the last token.
 *
 * KEYS[1] the bucket (a hash: tokens, at); ARGV[1] capacity, ARGV[2] tokens per minute, ARGV[3] now in ms, or
 * '' to use the Redis server's TIME. The clock is Redis's own in production: every API node then measures refill
 * on one clock, so a node whose clock is skewed can neither mint extra tokens (clock ahead) nor starve a bucket
 * (clock behind), and no time sync between the nodes is needed. TIME inside a script is safe since Redis 5
 * (scripts replicate their effects, not the script); `replicate_commands` makes that explicit on 3.2–4.
 * Tests pass their own clock through ARGV[3] instead, to step time without sleeping.
 *
 * The key gets a TTL of exactly the time until its bucket is full again: a missing bucket is a full one, so
 * idle buckets vanish without changing any answer. Numbers are Lua doubles, as in JavaScript; `%.17g` stores
 * them losslessly, so both adapters give the same answers.
 */
export const TOKEN_BUCKET_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2]) / 60000
local now = tonumber(ARGV[3])
if now == nil then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = capacity
  at = now
end
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
at = math.max(at, now)
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
else
  wait = math.ceil((1 - tokens) / rate / 1000)
end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%.17g', at))
redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil((capacity - tokens) / rate)))
return wait
`;

export const TOKEN_BUCKET_SHA = createHash('sha1').update(TOKEN_BUCKET_SCRIPT).digest('hex');

/** What the limiter needs of a Redis client (ioredis' `Redis` has it; unit tests fake it). */
export interface RedisScripting {
  evalsha(sha: string, numkeys: number, ...args: (string | number)[]): Promise<unknown>;
  eval(script: string, numkeys: number, ...args: (string | number)[]): Promise<unknown>;
}

export interface RedisRateLimiterOptions {
  redis: RedisScripting;
  /** Prefix of every key, e.g. `anonse:rl:login:`; tests use one of their own per run. */
  keyPrefix: string;
  policy: TokenBucketPolicy;
  /** Tests only: a clock passed to the script; by default the script reads the Redis server's TIME. */
  now?: () => number;
  /** Answers while Redis fails: this node's own bucket, so an outage loosens the limit but never lifts it. */
  fallback: RateLimiter;
  /** Called when Redis failed and the fallback answered. */
  onFailure: (error: unknown) => void;
}

export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly options: RedisRateLimiterOptions) {}

  async take(key: string): Promise<number> {
    const { policy, now } = this.options;
    const args = [this.redisKey(key), policy.capacity, policy.perMinute, now ? now() : ''];
    try {
      return Number(await this.run(args));
    } catch (error) {
      // Degrade, never lock out: while Redis is down or slow each node limits on its own (N nodes allow N times
      // the rate) instead of answering 429 — or 500 — to every login and registration. A site-wide lock-out
      // would hurt every legitimate user to inconvenience an attacker who may not even be there, and argon2id
      // already makes each guess expensive.
      this.options.onFailure(error);
      return this.options.fallback.take(key);
    }
  }

  /** EVALSHA (the script is cached by the server); on NOSCRIPT (a restarted or flushed Redis) EVAL loads it again. */
  private async run(args: (string | number)[]): Promise<unknown> {
    try {
      return await this.options.redis.evalsha(TOKEN_BUCKET_SHA, 1, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return this.options.redis.eval(TOKEN_BUCKET_SCRIPT, 1, ...args);
    }
  }

  /**
   * Keys are `ip|login`: hashed, so Redis holds no IP addresses or logins (personal data, § 6) and keys stay
   * short whatever the login's length.
   */
  private redisKey(key: string): string {
    return this.options.keyPrefix + createHash('sha256').update(key).digest('base64url').slice(0, 32);
  }
}

/** At most one warning per `intervalMs`: a Redis outage logs a line every 30 s, not one per attempt. */
export class ThrottledWarning {
  private last = -Infinity;
  private suppressed = 0;

  constructor(
    private readonly warn: (details: { err: unknown; suppressed: number }, message: string) => void,
    private readonly message: string,
    private readonly intervalMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  report(error: unknown): void {
    const now = this.now();
    if (now - this.last < this.intervalMs) {
      this.suppressed++;
      return;
    }
    this.last = now;
    this.warn({ err: error, suppressed: this.suppressed }, this.message);
    this.suppressed = 0;
  }
}

export interface RedisRateLimiterFactoryOptions {
  url: string;
  logger: { warn(details: object, message: string): void };
  /** Default `anonse:rl:`; tests give each app its own. */
  keyPrefix?: string;
  /** Tests only: see {@link RedisRateLimiterOptions.now}. */
  now?: () => number;
}

/**
 * Owns one Redis connection shared by every limiter it creates. Commands fail fast when Redis is away (no offline
 * queue, 1 s command timeout), so a login never waits on Redis for longer than that; ioredis keeps reconnecting
 * in the background. Closed on application shutdown (Nest calls `onApplicationShutdown` from `app.close()`).
 */
export class RedisRateLimiterFactory implements RateLimiterFactory {
  private readonly warning: ThrottledWarning;

  private constructor(
    readonly redis: Redis,
    private readonly options: RedisRateLimiterFactoryOptions,
  ) {
    this.warning = new ThrottledWarning(
      (details, message) => options.logger.warn({ component: 'rate-limiter', ...details }, message),
      'Redis rate limiter unavailable: letting login and registration attempts through unlimited',
    );
    // Without a listener ioredis prints every reconnection error; these go through the same 30 s throttle.
    redis.on('error', (error: unknown) => this.warning.report(error));
  }

  /** Connects, waiting up to `readyTimeoutMs` for Redis; an unreachable Redis does not stop the start-up (fail open). */
  static async connect(options: RedisRateLimiterFactoryOptions, readyTimeoutMs = 2_000): Promise<RedisRateLimiterFactory> {
    const redis = new Redis(options.url, {
      enableOfflineQueue: false,
      commandTimeout: 1_000,
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      // How long a closing socket may linger before it is destroyed; ioredis also arms this timer when closing
      // after a failed connection, where it then only delays the process' exit (default 2 s).
      disconnectTimeout: 200,
      connectionName: 'anonse-api-rate-limiter',
    });
    const factory = new RedisRateLimiterFactory(redis, options);
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, readyTimeoutMs);
      redis.once('ready', done);
    });
    if (redis.status !== 'ready') factory.warning.report(new Error(`Redis not ready after ${readyTimeoutMs} ms (status ${redis.status})`));
    return factory;
  }

  create(name: string, policy: TokenBucketPolicy): RateLimiter {
    return new RedisRateLimiter({
      redis: this.redis,
      keyPrefix: `${this.options.keyPrefix ?? 'anonse:rl:'}${name}:`,
      policy,
      now: this.options.now,
      fallback: new MemoryRateLimiter(policy),
      onFailure: (error) => this.warning.report(error),
    });
  }

  /** QUIT when connected (pending replies arrive first), else stop reconnecting; resolves once the socket is gone. */
  async close(): Promise<void> {
    const redis = this.redis;
    if (redis.status === 'end') return;
    if (redis.status !== 'ready') {
      redis.disconnect();
      return;
    }
    const ended = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once('end', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await redis.quit().catch(() => redis.disconnect());
    await ended;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
