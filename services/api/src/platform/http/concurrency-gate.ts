/** Lower runs first: 0 a signed-in person's write, 1 the rest of signed-in traffic and anonymous writes, 2 anonymous reads. */
export type Priority = 0 | 1 | 2;

interface Waiter {
  admit: (admitted: boolean) => void;
  timer?: NodeJS.Timeout;
}

/**
 * At most `limit` requests in service at once; the others wait in a queue per priority, and a freed slot goes to the
 * oldest waiter of the highest priority. A waiter may give up after `maxWaitMs` (anonymous reads), and a priority's
 * queue may be bounded (`maxQueued`): past either, the request is refused at once instead of waiting its turn.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly queues: [Waiter[], Waiter[], Waiter[]] = [[], [], []];

  constructor(private readonly limit: number) {}

  get inService(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queues[0].length + this.queues[1].length + this.queues[2].length;
  }

  /** Resolves true once admitted (call `release()` when done), false when refused. */
  acquire(priority: Priority, options: { maxWaitMs?: number; maxQueued?: number } = {}): Promise<boolean> {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve(true);
    }
    const queue = this.queues[priority];
    if (options.maxQueued !== undefined && queue.length >= options.maxQueued) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { admit: resolve };
      if (options.maxWaitMs !== undefined)
        waiter.timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          resolve(false);
        }, options.maxWaitMs);
      queue.push(waiter);
    });
  }

  release(): void {
    for (const queue of this.queues) {
      const next = queue.shift();
      if (!next) continue;
      clearTimeout(next.timer);
      // The slot passes straight on: `running` stays as it is.
      next.admit(true);
      return;
    }
    this.running--;
  }
}
