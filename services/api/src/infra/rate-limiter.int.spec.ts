import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryRateLimiter, type RateLimiter, type TokenBucketPolicy } from './rate-limiter';
import { RedisRateLimiter, RedisRateLimiterFactory, TOKEN_BUCKET_SHA } from './redis-rate-limiter';

/**
 * One contract for every RateLimiter adapter. Each test gets a limiter on a fake clock that it steps by hand
 * (the Redis adapter passes it to its Lua script in place of the server's TIME).
 */
type MakeLimiter = (policy: TokenBucketPolicy, clock: { now: number }) => RateLimiter;

function rateLimiterContract(name: string, setup: () => { make: MakeLimiter }) {
  describe(`RateLimiter contract: ${name}`, () => {
    let make: MakeLimiter;
    beforeAll(() => {
      make = setup().make;
    });
    const clock = { now: 1_700_000_000_000 };

    it('allows `capacity` attempts at once, then refuses', async () => {
      const limiter = make({ capacity: 3, perMinute: 6 }, clock);
      expect([await limiter.take('k'), await limiter.take('k'), await limiter.take('k')]).toEqual([0, 0, 0]);
      expect(await limiter.take('k')).toBeGreaterThan(0);
      expect(await limiter.take('k')).toBeGreaterThan(0);
    });

    it('answers the whole seconds until the next token (Retry-After)', async () => {
      const c = { now: clock.now };
      const limiter = make({ capacity: 3, perMinute: 6 }, c); // one token per 10 s
      for (let i = 0; i < 3; i++) await limiter.take('k');
      expect(await limiter.take('k')).toBe(10);
      c.now += 4_500; // 0.45 of a token back: 5.5 s to go, rounded up
      expect(await limiter.take('k')).toBe(6);
      c.now += 5_499;
      expect(await limiter.take('k')).toBe(1);
    });

    it('refills over time, continuously, up to capacity only', async () => {
      const c = { now: clock.now };
      const limiter = make({ capacity: 2, perMinute: 6 }, c);
      expect([await limiter.take('k'), await limiter.take('k')]).toEqual([0, 0]);
      expect(await limiter.take('k')).toBe(10);
      c.now += 10_000;
      expect(await limiter.take('k')).toBe(0);
      expect(await limiter.take('k')).toBe(10);
      c.now += 3_600_000; // an hour idle refills two tokens, not 360
      expect([await limiter.take('k'), await limiter.take('k')]).toEqual([0, 0]);
      expect(await limiter.take('k')).toBe(10);
    });

    it('keeps keys independent', async () => {
      const c = { now: clock.now };
      const limiter = make({ capacity: 1, perMinute: 1 }, c);
      expect(await limiter.take('203.0.113.5|alice')).toBe(0);
      expect(await limiter.take('203.0.113.5|alice')).toBe(60);
      expect(await limiter.take('203.0.113.5|bob')).toBe(0);
      expect(await limiter.take('198.51.100.7|alice')).toBe(0);
    });

    it('serialises concurrent attempts: exactly `capacity` succeed', async () => {
      const limiter = make({ capacity: 5, perMinute: 1 }, { now: clock.now });
      const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.take('burst')));
      expect(waits.filter((w) => w === 0)).toHaveLength(5);
    });
  });
}

rateLimiterContract('memory', () => ({
  make: (policy, clock) => new MemoryRateLimiter(policy, () => clock.now),
}));

const REDIS_URL = process.env.REDIS_URL;

if (REDIS_URL) {
  // One prefix per run (and per limiter below): parallel runs on the same Redis never share a bucket.
  const prefix = `anonse-test:${randomUUID()}:`;
  let redis: Redis;
  let n = 0;
  const failures: unknown[] = [];
  const redisLimiter = (policy: TokenBucketPolicy, now?: () => number) =>
    new RedisRateLimiter({ redis, keyPrefix: `${prefix}${++n}:`, policy, now, fallback: new MemoryRateLimiter(policy, now), onFailure: (e) => failures.push(e) });

  beforeAll(() => {
    redis = new Redis(REDIS_URL, { lazyConnect: false });
  });
  afterEach(() => {
    // A Redis error would be hidden by failing open: none may happen here.
    expect(failures).toEqual([]);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  rateLimiterContract(`redis (${REDIS_URL})`, () => ({ make: (policy, clock) => redisLimiter(policy, () => clock.now) }));

  describe('RedisRateLimiter on a real Redis', () => {
    it("uses the server's TIME when no clock is given (short window)", async () => {
      const limiter = redisLimiter({ capacity: 1, perMinute: 300 }); // one token per 200 ms
      expect(await limiter.take('k')).toBe(0);
      expect(await limiter.take('k')).toBe(1);
      await new Promise((r) => setTimeout(r, 250));
      expect(await limiter.take('k')).toBe(0);
    });

    it('gives each bucket a TTL of the time until it is full again, so idle buckets vanish', async () => {
      const limiter = redisLimiter({ capacity: 3, perMinute: 6 });
      await limiter.take('k');
      await limiter.take('k');
      const keys = await redis.keys(`${prefix}${n}:*`);
      expect(keys).toHaveLength(1);
      const ttl = await redis.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(19_000); // two tokens at 10 s each
      expect(ttl).toBeLessThanOrEqual(20_000);
      const fast = redisLimiter({ capacity: 1, perMinute: 600 }); // full again after 100 ms
      await fast.take('k');
      await new Promise((r) => setTimeout(r, 150));
      expect(await redis.keys(`${prefix}${n}:*`)).toEqual([]);
    });

    it('loads the script again with EVAL after the script cache was flushed', async () => {
      const limiter = redisLimiter({ capacity: 2, perMinute: 1 });
      expect(await limiter.take('k')).toBe(0);
      await redis.script('FLUSH');
      expect(await redis.script('EXISTS', TOKEN_BUCKET_SHA)).toEqual([0]);
      expect(await limiter.take('k')).toBe(0);
      expect(await redis.script('EXISTS', TOKEN_BUCKET_SHA)).toEqual([1]);
      expect(await limiter.take('k')).toBe(60);
    });

    it('shares buckets between API nodes (two clients, one Redis)', async () => {
      const logger = { warn: jest.fn() };
      const nodes = await Promise.all([1, 2].map(() => RedisRateLimiterFactory.connect({ url: REDIS_URL, logger, keyPrefix: `${prefix}shared:` })));
      try {
        const [a, b] = nodes.map((f) => f.create('login', { capacity: 2, perMinute: 1 }));
        expect(await a!.take('ip|alice')).toBe(0);
        expect(await b!.take('ip|alice')).toBe(0);
        expect(await a!.take('ip|alice')).toBe(60);
        expect(await b!.take('ip|alice')).toBe(60);
      } finally {
        await Promise.all(nodes.map((f) => f.close()));
      }
      expect(logger.warn).not.toHaveBeenCalled();
      expect(nodes.map((f) => f.redis.status)).toEqual(['end', 'end']);
    });
  });
} else {
  describe('RateLimiter contract: redis', () => {
    it('runs only when REDIS_URL is set (e.g. REDIS_URL=redis://127.0.0.1:6379, as .ci/run does)', () => {
      expect(process.env.REDIS_URL).toBeUndefined();
    });
  });
}

describe('RedisRateLimiterFactory with Redis unreachable', () => {
  it('limits on this node alone with one warning, and closes cleanly', async () => {
    const warn = jest.fn();
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const factory = await RedisRateLimiterFactory.connect({ url: 'redis://127.0.0.1:1', logger: { warn } }, 300);
    const limiter = factory.create('login', { capacity: 1, perMinute: 1 });
    expect(await limiter.take('k')).toBe(0);
    expect(await limiter.take('k')).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatch(/Redis rate limiter unavailable/);
    await factory.close();
    // Closed means no more reconnection attempts (which would also keep the process alive).
    const attempts = jest.fn();
    factory.redis.on('connecting', attempts);
    await new Promise((r) => setTimeout(r, 300));
    expect(attempts).not.toHaveBeenCalled();
    expect(factory.redis.status).not.toBe('ready');
  });
});
