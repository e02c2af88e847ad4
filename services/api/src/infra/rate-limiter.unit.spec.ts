import { MemoryRateLimiter } from './rate-limiter';
import { RedisRateLimiter, ThrottledWarning, TOKEN_BUCKET_SCRIPT, TOKEN_BUCKET_SHA, type RedisScripting } from './redis-rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows a burst of `capacity`, then refills over time', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ capacity: 3, perMinute: 6 }, () => now);
    expect([await limiter.take('k'), await limiter.take('k'), await limiter.take('k')]).toEqual([0, 0, 0]);
    expect(await limiter.take('k')).toBe(10);
    expect(await limiter.take('other')).toBe(0);
    now += 10_000;
    expect(await limiter.take('k')).toBe(0);
  });

  it('neither refills nor drains when the clock goes backwards', async () => {
    let now = 100_000;
    const limiter = new MemoryRateLimiter({ capacity: 1, perMinute: 6 }, () => now);
    expect(await limiter.take('k')).toBe(0);
    now -= 50_000;
    expect(await limiter.take('k')).toBe(10);
    now = 110_000;
    expect(await limiter.take('k')).toBe(0);
  });
});

describe('RedisRateLimiter (fake client)', () => {
  const policy = { capacity: 10, perMinute: 10 };

  it('uses EVALSHA, falls back to EVAL on NOSCRIPT, and passes hashed keys', async () => {
    const calls: unknown[][] = [];
    const redis: RedisScripting = {
      evalsha: async (...args) => {
        calls.push(['evalsha', ...args]);
        throw new Error('NOSCRIPT No matching script. Please use EVAL.');
      },
      eval: async (...args) => {
        calls.push(['eval', ...args]);
        return 7;
      },
    };
    const failures: unknown[] = [];
    const fallback = new MemoryRateLimiter(policy);
    const limiter = new RedisRateLimiter({ redis, keyPrefix: 'p:login:', policy, fallback, onFailure: (e) => failures.push(e) });
    expect(await limiter.take('10.0.0.1|alice')).toBe(7);
    expect(failures).toEqual([]);
    expect(calls.map((c) => c[0])).toEqual(['evalsha', 'eval']);
    expect(calls[0]![1]).toBe(TOKEN_BUCKET_SHA);
    expect(calls[1]![1]).toBe(TOKEN_BUCKET_SCRIPT);
    const key = calls[0]![3] as string;
    expect(key).toMatch(/^p:login:[\w-]{32}$/);
    expect(key).not.toContain('alice');
    // Capacity, rate, and '' so that the script reads the Redis server's TIME.
    expect(calls[0]!.slice(2)).toEqual([1, key, 10, 10, '']);
  });

  it('falls back to this node\'s own bucket when Redis fails (no 500, no lifted limit) and reports the error', async () => {
    const down = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    const redis: RedisScripting = { evalsha: () => Promise.reject(down), eval: () => Promise.reject(down) };
    const failures: unknown[] = [];
    const now = () => 0;
    const limiter = new RedisRateLimiter({ redis, keyPrefix: 'p:', policy, fallback: new MemoryRateLimiter(policy, now), onFailure: (e) => failures.push(e) });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await limiter.take('k'));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(answers.slice(10)).toEqual([6, 6]);
    expect(failures).toHaveLength(12);
    expect(failures[0]).toBe(down);
  });
});

describe('ThrottledWarning', () => {
  it('warns at most once per 30 s and counts what it held back', () => {
    let now = 0;
    const warnings: { suppressed: number }[] = [];
    const warning = new ThrottledWarning((details) => warnings.push(details), 'redis down', 30_000, () => now);
    warning.report(new Error('a'));
    now += 10_000;
    warning.report(new Error('b'));
    warning.report(new Error('c'));
    expect(warnings).toHaveLength(1);
    now += 20_000;
    warning.report(new Error('d'));
    expect(warnings.map((w) => w.suppressed)).toEqual([0, 2]);
  });
});
