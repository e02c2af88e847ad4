/**
 * A micro-cache of public read answers (issue 26): identical anonymous searches that arrive within `ttlMs` of one
 * another are answered by one query. An answer is at most `ttlMs` old, whichever process changed what it shows;
 * read-your-writes (ConsistencyService) and a move of the content version seen by the page cache clear it at once,
 * so the author of a change never gets the answer from before it. Concurrent misses of one key share one query;
 * a failed query is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { answer: Promise<unknown>; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The answer kept under `key` while it is younger than its TTL, else `compute`'s (kept for the next callers).
   * `ttlMs` overrides the cache's own for this answer: one that stays right for longer (the premium block, until its
   * rotation window ends) is still dropped by `clear()` with the rest.
   */
  get<T>(key: string, compute: () => Promise<T>, ttlMs: number = this.options.ttlMs): Promise<T> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && now < kept.expiresAt) return kept.answer as Promise<T>;
    if (kept) this.entries.delete(key);
    if (ttlMs <= 0) return compute();
    const answer = compute();
    const entry = { answer, expiresAt: now + ttlMs };
    this.entries.set(key, entry);
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.evict(now);
    return answer;
  }

  /** Forgets every answer: what they show may have changed. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(now: number): void {
    if (this.entries.size <= this.options.maxEntries) return;
    // Insertion order is age order: the expired ones at the front go first, then the oldest until the bound holds.
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && now < entry.expiresAt) break;
      this.entries.delete(key);
    }
  }
}

/** Identical searches within a second share one answer; a few thousand distinct ones are kept at most. */
export const SEARCH_ANSWERS_OPTIONS = { ttlMs: 1000, maxEntries: 2000 };

/** A key that does not depend on the order the parameters came in: object keys sorted, at every depth. */
export function normalizedKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
