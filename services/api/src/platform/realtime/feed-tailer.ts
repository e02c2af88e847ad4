import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RealtimeServer } from './realtime.server';

const BATCH = 500;

/** A row of a live feed table: the global position of the event that made it. */
export interface FeedTailRow {
  position: number;
}

/**
 * Tails one feed table of the read side and pushes its new rows to this node's sockets. The projector may run in
 * another process (PROCESS_ROLE=api beside projections), so every API node learns of changes from the table
 * itself, by its `position` column, and emits to the sockets connected to *that node only*: with N nodes each row
 * is emitted N times in all, but each socket — connected to exactly one node — hears it once. What a browser missed
 * while away it reads again from its context's catch-up. The notification, messaging and support-chat feeds are
 * this, each with its table and its push.
 */
export abstract class FeedTailer<Row extends FeedTailRow> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private cursor = -1;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastWarning = -Infinity;

  protected constructor(
    protected readonly realtime: RealtimeServer,
    private readonly pollMs: number,
    private readonly logger: Logger,
    /** Named in the warning when the table cannot be read. */
    private readonly feedName: string,
  ) {}

  /** The newest position already in the table when the node starts (-1: empty): older rows are not pushed. */
  protected abstract newest(): Promise<number>;
  /** Rows after `position`, in position order. */
  protected abstract after(position: number, limit: number): Promise<Row[]>;
  /** Pushes one row to this node's sockets. */
  protected abstract push(row: Row): Promise<void> | void;

  async onApplicationBootstrap(): Promise<void> {
    if (!this.realtime.isActive()) return;
    this.cursor = await this.newest();
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: everything after the cursor, in order; a full batch is followed at once by the next. */
  async poll(): Promise<number> {
    let pushed = 0;
    for (;;) {
      const fetched = await this.after(this.cursor, BATCH);
      // One position may have rows for several recipients: a full batch could end between them, so its last position
      // waits for the next batch whole (the cursor is a position, not a row).
      const last = fetched.at(-1)?.position;
      const whole = fetched.length === BATCH ? fetched.filter((row) => row.position !== last) : fetched;
      const rows = whole.length ? whole : fetched;
      for (const row of rows) {
        await this.push(row);
        this.cursor = row.position;
      }
      pushed += rows.length;
      if (fetched.length < BATCH || this.stopped) return pushed;
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.poll()
        .then(() => undefined)
        .catch((error: unknown) => this.warn(error))
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, this.pollMs);
    this.timer.unref();
  }

  /** A database hiccup delays pushes (the cursor stays); say so at most once a minute. */
  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn({ err: error }, `${this.feedName}: the live feed could not read new items; retrying`);
  }
}
