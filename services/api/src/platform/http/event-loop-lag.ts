/** How often the lag is sampled. */
const SAMPLE_MS = 20;

/**
 * How late this process runs a timer, which is how long a request that arrives now waits before the process even
 * reads it: the queue that matters when the work is CPU (rendering, the embedded database) and so never shows as
 * many requests in service at once. It rises at once with a late timer and falls back over a few samples, so that a
 * backlog is worked off (by shedding) before the gate opens again.
 */
export class EventLoopLag {
  private timer: NodeJS.Timeout | undefined;
  private expected = 0;
  private lag = 0;

  /** The current estimate, in milliseconds. */
  get ms(): number {
    return this.lag;
  }

  start(): void {
    if (this.timer) return;
    this.expected = performance.now() + SAMPLE_MS;
    this.timer = setInterval(() => this.sample(performance.now()), SAMPLE_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One tick, seen at `now` (exposed for tests). */
  sample(now: number): void {
    const late = Math.max(0, now - this.expected);
    this.lag = late >= this.lag ? late : this.lag * 0.6 + late * 0.4;
    this.expected = now + SAMPLE_MS;
  }
}
