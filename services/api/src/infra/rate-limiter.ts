/**
 * Rate limiting port (ARCHITECTURE.md § 6: login and registration are rate-limited). A token bucket per key
 * (e.g. `ip|login`): `capacity` attempts at once, refilled continuously at `perMinute`. Two adapters with the
 * same semantics: {@link MemoryRateLimiter} (one node, the default) and `RedisRateLimiter` (shared by every API
 * node when REDIS_URL is set); one contract suite (rate-limiter.int.spec.ts) holds both to it.
 */
export interface RateLimiter {
  /** Takes one token from `key`'s bucket; resolves to 0 when allowed, else the whole seconds until the next token. */
  take(key: string): Promise<number>;
}

export interface TokenBucketPolicy {
  /** Burst size: tokens in a full bucket. */
  capacity: number;
  /** Refill rate, in tokens per minute. */
  perMinute: number;
}

/** Builds one limiter per use (login, registration…), each with its own buckets. */
export interface RateLimiterFactory {
  create(name: string, policy: TokenBucketPolicy): RateLimiter;
}

/** Injection token of the {@link RateLimiterFactory} chosen from the configuration (rate-limit.module.ts). */
export const RATE_LIMITER_FACTORY = Symbol('RATE_LIMITER_FACTORY');

/** One bucket's state after a refill: `tokens` (fractional) as of `at` (ms). */
export interface BucketState {
  tokens: number;
  at: number;
}

/**
 * The token-bucket step shared by both adapters (the Redis Lua script does the same arithmetic, in the same
 * order, on the same IEEE doubles, so both give the same answers). Mutates `bucket`; returns the wait in seconds.
 * A clock that goes backwards refills nothing (it does not drain the bucket either).
 */
export function takeToken(bucket: BucketState, now: number, policy: TokenBucketPolicy): number {
  const rate = policy.perMinute / 60_000;
  const elapsed = Math.max(0, now - bucket.at);
  bucket.tokens = Math.min(policy.capacity, bucket.tokens + elapsed * rate);
  bucket.at = Math.max(bucket.at, now);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  return Math.ceil((1 - bucket.tokens) / rate / 1000);
}

/**
 * In-memory token buckets: good for one API node; with several nodes each keeps its own buckets, so a client
 * spreading its attempts over N nodes gets N times the budget (use REDIS_URL there).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, BucketState>();

  constructor(
    private readonly policy: TokenBucketPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key: string): Promise<number> {
    return this.takeSync(key);
  }

  /** The same as {@link take}, synchronously. */
  takeSync(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.policy.capacity, at: now };
    const wait = takeToken(bucket, now, this.policy);
    this.buckets.set(key, bucket);
    if (this.buckets.size > 50_000) this.sweep(now);
    return wait;
  }

  /** Forgets full buckets (a missing bucket is a full one), so memory stays bounded under many distinct keys. */
  private sweep(now: number): void {
    const rate = this.policy.perMinute / 60_000;
    for (const [key, b] of this.buckets)
      if (b.tokens + Math.max(0, now - b.at) * rate >= this.policy.capacity) this.buckets.delete(key);
  }
}

export class MemoryRateLimiterFactory implements RateLimiterFactory {
  constructor(private readonly now: () => number = Date.now) {}

  create(_name: string, policy: TokenBucketPolicy): RateLimiter {
    return new MemoryRateLimiter(policy, this.now);
  }
}
