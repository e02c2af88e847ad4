import type { EventStore, RecordedEvent, SqlClient } from '@anonse/eventstore';
import { advanceCheckpoint, CheckpointMovedError, readCheckpoint, resetCheckpoint } from './checkpoints';
import type { Projector } from './projector';

export interface RunnerLogger {
  info(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

export interface ProjectionRunnerOptions {
  sql: SqlClient;
  eventStore: EventStore;
  projectors: readonly Projector[];
  /** Events per batch handed to a projector (default 1000). */
  batchSize?: number;
  logger?: RunnerLogger;
  /** Backoff of a failing batch: starts at `initialDelayMs`, doubles up to `maxDelayMs`. */
  retry?: { initialDelayMs?: number; maxDelayMs?: number };
}

interface Waiter {
  position: number;
  names: readonly string[];
  resolve: (reached: boolean) => void;
  timer?: NodeJS.Timeout;
}

interface Lane {
  projector: Projector;
  handles: ReadonlySet<string>;
  /** Last global position this projector has fully applied (in memory; the table is the truth). */
  position: number;
  controller?: AbortController;
  done?: Promise<void>;
}

const consoleLogger: RunnerLogger = {
  info: (message, extra) => console.info(`[projections] ${message}`, extra ?? ''),
  error: (message, extra) => console.error(`[projections] ${message}`, extra ?? ''),
};

/**
 * Feeds every projector from its own checkpoint (ARCHITECTURE.md § 1 "Read side"). Each projector has its
 * own lane (subscription + checkpoint), so a slow or failing one never holds the others back — except
 * declared dependencies, which it waits for.
 */
export class ProjectionRunner {
  private readonly lanes = new Map<string, Lane>();
  private readonly waiters = new Set<Waiter>();
  private readonly batchSize: number;
  private readonly logger: RunnerLogger;
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  private running = false;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.logger = options.logger ?? consoleLogger;
    this.initialDelayMs = options.retry?.initialDelayMs ?? 200;
    this.maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
    for (const projector of options.projectors) {
      if (this.lanes.has(projector.name)) throw new Error(`projector ${projector.name} registered twice`);
      this.lanes.set(projector.name, { projector, handles: new Set(projector.handles), position: -1 });
    }
    for (const { projector } of this.lanes.values())
      for (const dep of projector.dependsOn ?? [])
        if (!this.lanes.has(dep)) throw new Error(`projector ${projector.name} depends on unregistered ${dep}`);
  }

  get projectorNames(): string[] {
    return [...this.lanes.keys()];
  }

  /** Starts every lane from its stored checkpoint; resolves once all checkpoints are read. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await Promise.all([...this.lanes.values()].map((lane) => this.startLane(lane)));
  }

  /** Stops every lane after its current batch (a batch is never left half-applied). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all([...this.lanes.values()].map((lane) => this.stopLane(lane)));
    for (const waiter of this.waiters) this.settle(waiter, false);
  }

  /** Last applied global position per projector. */
  positions(): Record<string, number> {
    return Object.fromEntries([...this.lanes].map(([name, lane]) => [name, lane.position]));
  }

  /**
   * Read-your-writes: resolves `true` once every named projector (default: all) has applied everything up
   * to `position`, or `false` after `timeoutMs` (default 5000) or when the runner stops.
   */
  waitForPosition(position: number, options: { timeoutMs?: number; projectors?: readonly string[] } = {}): Promise<boolean> {
    const names = options.projectors ?? [...this.lanes.keys()];
    for (const name of names) if (!this.lanes.has(name)) throw new Error(`unknown projector ${name}`);
    if (this.reached(position, names)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { position, names, resolve };
      const timeoutMs = options.timeoutMs ?? 5000;
      if (Number.isFinite(timeoutMs)) waiter.timer = setTimeout(() => this.settle(waiter, false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /**
   * Forgets what the projector(s) projected and replays from the start of the log. The reset and the
   * checkpoint back to -1 are one transaction for transactional projectors. Lanes that were running are
   * restarted and catch up in the background (`waitForPosition(head)` tells when they are done).
   */
  async rebuild(name: string): Promise<void> {
    const lanes = name === 'all' ? [...this.lanes.values()] : [this.lanes.get(name)];
    if (lanes.some((l) => !l)) throw new Error(`unknown projector ${name} (known: ${this.projectorNames.join(', ')}, all)`);
    for (const lane of lanes as Lane[]) {
      const wasRunning = !!lane.controller;
      await this.stopLane(lane);
      const { projector } = lane;
      if (projector.mode === 'transactional') {
        await this.options.sql.transaction(async (tx) => {
          await resetCheckpoint(tx, projector.name);
          await projector.reset(tx);
        });
      } else {
        // Checkpoint first: if the reset fails half-way, the next start replays everything anyway.
        await resetCheckpoint(this.options.sql, projector.name);
        await projector.reset(this.options.sql);
      }
      lane.position = -1;
      this.logger.info(`rebuilding ${projector.name} from the start of the log`);
      if (wasRunning && this.running) await this.startLane(lane);
    }
  }

  private async startLane(lane: Lane): Promise<void> {
    if (lane.controller) return;
    lane.position = await readCheckpoint(this.options.sql, lane.projector.name);
    this.notify();
    const controller = new AbortController();
    lane.controller = controller;
    lane.done = this.runLane(lane, controller.signal);
  }

  private async stopLane(lane: Lane): Promise<void> {
    lane.controller?.abort();
    await lane.done;
    lane.controller = undefined;
    lane.done = undefined;
  }

  private async runLane(lane: Lane, signal: AbortSignal): Promise<void> {
    const { projector } = lane;
    let delay = this.initialDelayMs;
    while (!signal.aborted) {
      try {
        lane.position = await readCheckpoint(this.options.sql, projector.name);
        const subscription = this.options.eventStore.subscribeToAll({ after: lane.position, batchSize: this.batchSize, signal });
        for await (const batch of subscription) {
          if (signal.aborted) break;
          if (batch.length === 0) continue;
          await this.applyWithRetry(lane, batch, signal);
          delay = this.initialDelayMs;
        }
      } catch (error) {
        if (signal.aborted) break;
        if (error instanceof CheckpointMovedError) {
          this.logger.info(`${projector.name}: checkpoint moved elsewhere, resuming from the stored one`);
          continue;
        }
        this.logger.error(`${projector.name}: subscription failed, retrying in ${delay} ms`, { error: describe(error) });
        await sleep(delay, signal);
        delay = Math.min(delay * 2, this.maxDelayMs);
      }
    }
  }

  /** A failing batch is retried (with backoff) until it succeeds or the lane stops: never skipped. */
  private async applyWithRetry(lane: Lane, batch: readonly RecordedEvent[], signal: AbortSignal): Promise<void> {
    const { projector } = lane;
    const last = batch[batch.length - 1]!.position;
    const relevant = batch.filter((e) => lane.handles.has(e.type));
    let delay = this.initialDelayMs;
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw new AbortedError();
      try {
        if (relevant.length && projector.dependsOn?.length) await this.waitForDependencies(projector, last, signal);
        await this.applyBatch(lane, relevant, last);
        lane.position = last;
        this.notify();
        return;
      } catch (error) {
        if (error instanceof CheckpointMovedError || signal.aborted) throw error;
        this.logger.error(
          `${projector.name}: batch (${batch[0]!.position}..${last}] failed (attempt ${attempt}), retrying in ${delay} ms`,
          {
            error: describe(error),
          },
        );
        await sleep(delay, signal);
        delay = Math.min(delay * 2, this.maxDelayMs);
      }
    }
  }

  private async applyBatch(lane: Lane, relevant: readonly RecordedEvent[], last: number): Promise<void> {
    const { projector } = lane;
    const { sql } = this.options;
    if (projector.mode === 'transactional') {
      await sql.transaction(async (tx) => {
        await advanceCheckpoint(tx, projector.name, lane.position, last);
        if (relevant.length) await projector.apply(relevant, tx);
      });
    } else {
      if (relevant.length) await projector.apply(relevant, sql);
      await advanceCheckpoint(sql, projector.name, lane.position, last);
    }
  }

  private async waitForDependencies(projector: Projector, position: number, signal: AbortSignal): Promise<void> {
    const deps = projector.dependsOn ?? [];
    while (!signal.aborted) {
      if (await this.waitForPosition(position, { projectors: deps, timeoutMs: 1000 })) return;
    }
    throw new AbortedError();
  }

  private reached(position: number, names: readonly string[]): boolean {
    return names.every((name) => (this.lanes.get(name)?.position ?? -1) >= position);
  }

  private notify(): void {
    for (const waiter of this.waiters) if (this.reached(waiter.position, waiter.names)) this.settle(waiter, true);
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (!this.waiters.delete(waiter)) return;
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.resolve(reached);
  }
}

class AbortedError extends Error {
  override readonly name = 'AbortedError';
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
