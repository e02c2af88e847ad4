import { EventLoopLag } from './event-loop-lag';

describe('EventLoopLag', () => {
  it('jumps to a late tick at once and comes back down over a few punctual ones', () => {
    const lag = new EventLoopLag();
    let now = 0;
    // The first tick due at 20 ms (start() is not called: the samples are given).
    (lag as unknown as { expected: number }).expected = 20;
    lag.sample((now = 20));
    expect(lag.ms).toBe(0);
    lag.sample((now = 40 + 500));
    expect(lag.ms).toBe(500);
    const after: number[] = [];
    for (let i = 0; i < 8; i++) {
      lag.sample((now += 20));
      after.push(Math.round(lag.ms));
    }
    expect(after[0]).toBe(300);
    expect(after.every((v, i) => i === 0 || v < after[i - 1]!)).toBe(true);
    expect(after.at(-1)).toBeLessThan(10);
  });
});
