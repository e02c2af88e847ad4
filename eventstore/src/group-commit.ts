/**
 * Application-level group commit: concurrent requests are collected and handed to `execute` in batches.
 *
 * Why: on a Postgres server each append transaction costs one WAL flush (~2 ms fdatasync), and the
 * server's own group commit barely groups single-statement commits, so 8 writers of one event each stay
 * near one flush per event. Putting the appends that are waiting at the same moment into ONE transaction
 * shares that flush.
 *
 * Natural batching, no timer: the first request schedules a batch with `setImmediate` (so requests
 * issued in the same tick — and the microtask continuations of callers just answered — join it), and
 * requests arriving while `maxConcurrent` batches are executing wait for the next one. Under no load a
 * request therefore waits only for the current event-loop turn; under load batches grow by themselves.
 */
export interface GroupCommitOptions {
  /** Most requests in one batch (default 100). */
  maxItems?: number;
  /** Most payload bytes (as counted by the caller) in one batch (default 1 MB); one big request still goes alone. */
  maxBytes?: number;
  /**
   * Batches executing at once (default 2). A second lane overlaps one batch's round trip and commit with
   * the next batch's execution, and keeps one batch that waits on a row lock (another process appending
   * to the same stream) from stalling every append of this process. bench/append.ts (GROUP_COMMIT_CONCURRENCY) measured
   * 1, 2 and 4 within noise of each other for 8 writers; more lanes only split the batches further.
   */
  maxConcurrent?: number;
}

export interface Pending<Item, Result> {
  readonly item: Item;
  readonly bytes: number;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export class GroupCommitQueue<Item, Result> {
  private readonly maxItems: number;
  private readonly maxBytes: number;
  private readonly maxConcurrent: number;
  private queue: Pending<Item, Result>[] = [];
  private running = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  /**
   * `execute` must settle every request of the batch it gets before its promise settles; whatever is
   * still unsettled then is rejected, so no caller ever hangs.
   */
  constructor(
    private readonly execute: (batch: Pending<Item, Result>[]) => Promise<void>,
    options: GroupCommitOptions = {},
  ) {
    this.maxItems = Math.max(1, options.maxItems ?? 100);
    this.maxBytes = Math.max(1, options.maxBytes ?? 1024 * 1024);
    this.maxConcurrent = Math.max(1, options.maxConcurrent ?? 2);
  }

  submit(item: Item, bytes: number): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, bytes, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing is queued or executing. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.running === 0 && !this.scheduled;
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.maxConcurrent || this.queue.length === 0) return;
    this.scheduled = true;
    // setImmediate, not a microtask: callers answered by the previous batch resume in microtasks and
    // re-submit before this fires, so they ride together instead of one by one.
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.maxConcurrent && this.queue.length > 0) this.start(this.take());
      this.notifyIdle();
    });
  }

  private take(): Pending<Item, Result>[] {
    let count = 0;
    let bytes = 0;
    while (count < this.queue.length && count < this.maxItems) {
      const next = this.queue[count]!.bytes;
      if (count > 0 && bytes + next > this.maxBytes) break;
      bytes += next;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  private start(batch: Pending<Item, Result>[]): void {
    this.running += 1;
    // Settling twice is a no-op for a promise, so guarding the leftovers needs no bookkeeping.
    const leftovers = (error: unknown) => {
      for (const pending of batch) pending.reject(error);
    };
    this.execute(batch)
      .then(
        () => leftovers(new Error('group commit: request left unsettled')),
        (error: unknown) => leftovers(error),
      )
      .finally(() => {
        this.running -= 1;
        this.schedule();
        this.notifyIdle();
      });
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
