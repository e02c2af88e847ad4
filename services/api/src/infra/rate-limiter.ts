/**
 * In-memory token buckets keyed by e.g. `ip|login`: `capacity` attempts at once, refilled at `perMinute`.
 * Good for one API node; with several nodes each keeps its own buckets (a Redis-backed limiter would share).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token; returns 0 when allowed, else the seconds until the next token. */
  take(key: string): number {
    const now = this.now();
    const rate = this.perMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    if (this.buckets.size > 50_000) this.sweep(now, rate);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(key, bucket);
      return 0;
    }
    this.buckets.set(key, bucket);
    return Math.ceil((1 - bucket.tokens) / rate / 1000);
  }

  /** Forgets full buckets, so memory stays bounded under many distinct keys. */
  private sweep(now: number, rate: number): void {
    for (const [key, b] of this.buckets) if (b.tokens + (now - b.at) * rate >= this.capacity) this.buckets.delete(key);
  }
}
