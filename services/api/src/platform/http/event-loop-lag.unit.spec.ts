import { EventLoopLag } from './event-loop-lag';

/** A lag meter on a made-up clock and CPU meter: `tick(after, cpuUsed)` is a tick `after` ms after the last one. */
function meter() {
  let now = 0;
  let cpu = 0;
  const lag = new EventLoopLag(() => cpu);
  lag.begin(now);
  return {
    lag,
    tick(after: number, cpuUsed: number) {
      now += after;
      cpu += cpuUsed;
      lag.sample(now);
      return lag.ms;
    },
  };
}

describe('EventLoopLag', () => {
  it('jumps to a late tick of its own making at once and comes back down over a few punctual ones', () => {
    const { tick } = meter();
    expect(tick(20, 20)).toBe(0);
    // 500 ms late, and the process was on a CPU all that time: its own backlog.
    expect(tick(520, 520)).toBe(500);
    const after: number[] = [];
    for (let i = 0; i < 8; i++) after.push(Math.round(tick(20, 2)));
    expect(after[0]).toBe(300);
    expect(after.every((v, i) => i === 0 || v < after[i - 1]!)).toBe(true);
    expect(after.at(-1)).toBeLessThan(10);
  });

  it('does not count a tick made late by a machine that gave the process no CPU', () => {
    const { tick } = meter();
    // 500 ms late while the process used 10 ms of CPU: other processes had the cores.
    expect(tick(520, 10)).toBeLessThan(15);
  });

  it('counts lateness in proportion to the CPU the process used, in full from 80 % of the time', () => {
    const { tick } = meter();
    expect(tick(520, 208)).toBeCloseTo(250, 0);
    const busy = meter();
    expect(busy.tick(520, 416)).toBe(500);
  });
});
