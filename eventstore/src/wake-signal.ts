/**
 * Wakes pollers. A generation counter closes the race between "my read found nothing" and "I start
 * waiting": a waiter passes the generation it read before querying and returns at once if it moved.
 */
export class WakeSignal {
  private generation = 0;
  private waiters = new Set<() => void>();

  get current(): number {
    return this.generation;
  }

  wake(): void {
    this.generation += 1;
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const resolve of waiters) resolve();
  }

  /** Resolves on a wake after `seenGeneration`, after `timeoutMs`, or when `signal` aborts. */
  wait(seenGeneration: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.generation !== seenGeneration || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }
}
