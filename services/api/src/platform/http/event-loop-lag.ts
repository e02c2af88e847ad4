/** How often the lag is sampled. */
const SAMPLE_MS = 20;
/** The share of a window's wall time this process must have spent on a CPU for its lateness to count in full. */
const BUSY_SHARE = 0.8;

/** CPU time this process has used so far, in milliseconds (user and system, all of its threads). */
const processCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};

/**
 * How late this process runs a timer, which is how long a request that arrives now waits before the process even
 * reads it: the queue that matters when the work is CPU (rendering, the embedded database) and so never shows as
 * many requests in service at once. It rises at once with a late timer and falls back over a few samples, so that a
 * backlog is worked off (by shedding) before the gate opens again.
 *
 * Only the lateness the process caused itself counts: a tick is late either because this thread was busy (its own
 * backlog, which shedding works off) or because the machine gave it no CPU (other processes; shedding then only
 * turns visitors away without making anything faster, which the overload bench showed: pages shed from half the
 * capacity, fewer served than with shedding off). So a late tick counts in proportion to the CPU time the process
 * used in that window, in full from BUSY_SHARE of the wall time.
 */
export class EventLoopLag {
  private timer: NodeJS.Timeout | undefined;
  private expected = 0;
  private lastSample = 0;
  private lastCpu = 0;
  private lag = 0;

  constructor(private readonly cpuMs: () => number = processCpuMs) {}

  /** The current estimate, in milliseconds. */
  get ms(): number {
    return this.lag;
  }

  start(): void {
    if (this.timer) return;
    const now = performance.now();
    this.begin(now);
    this.timer = setInterval(() => this.sample(performance.now()), SAMPLE_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Starts the first window at `now` (exposed for tests). */
  begin(now: number): void {
    this.expected = now + SAMPLE_MS;
    this.lastSample = now;
    this.lastCpu = this.cpuMs();
  }

  /** One tick, seen at `now` (exposed for tests). */
  sample(now: number): void {
    const cpu = this.cpuMs();
    const window = now - this.lastSample;
    const share = window > 0 ? Math.min(1, (cpu - this.lastCpu) / window / BUSY_SHARE) : 1;
    const late = Math.max(0, now - this.expected) * share;
    this.lag = late >= this.lag ? late : this.lag * 0.6 + late * 0.4;
    this.expected = now + SAMPLE_MS;
    this.lastSample = now;
    this.lastCpu = cpu;
  }
}
