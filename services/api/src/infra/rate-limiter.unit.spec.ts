import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows a burst of `capacity`, then refills over time', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 6, () => now);
    expect([limiter.take('k'), limiter.take('k'), limiter.take('k')]).toEqual([0, 0, 0]);
    expect(limiter.take('k')).toBe(10);
    expect(limiter.take('other')).toBe(0);
    now += 10_000;
    expect(limiter.take('k')).toBe(0);
  });
});
