import type { EventStore, RecordedEvent, SqlClient, SqlExecutor } from '@anonse/eventstore';
import { advanceCheckpoint, CheckpointMovedError, readCheckpoint, resetCheckpoint } from './checkpoints';
import { raiseContentVersion } from './content-version';
import {
  clearParkedEvents,
  parkedEventsOf,
  parkedStatsByProjector,
  parkedStreams,
  parkEvents,
  reparkStream,
  unparkEvent,
  type ParkedEvent,
} from './parked-events';
import type { Projector } from './projector';
import { isTransientError } from './transient-errors';

export interface RunnerLogger {
  info(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
  /** One line per applied batch, with the correlation ids of its events (a request can be followed to here). */
  debug?(message: string, extra?: Record<string, unknown>): void;
}

/** The correlation id an event's metadata carries (the request or command that caused it), if any. */
const correlationOf = (event: RecordedEvent): string | undefined =>
  typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : undefined;

/** At most this many correlation ids on one batch line. */
const MAX_LOGGED_CORRELATIONS = 20;

export interface ProjectionRunnerOptions {
  sql: SqlClient;
  eventStore: EventStore;
  projectors: readonly Projector[];
  /** Events per batch handed to a projector (default 1000). */
  batchSize?: number;
  logger?: RunnerLogger;
  /**
   * Backoff of a failing batch: starts at `initialDelayMs`, doubles up to `maxDelayMs`. A batch is tried
   * `attempts` times (default 3), then its events one by one, each `attempts` times; an event that still
   * fails is parked (see parked-events.ts) and the projector moves on. A transient error (transient-errors.ts:
   * a connection lost, a timeout, a deadlock…) never parks: the lane keeps backing off, up to `maxDelayMs`,
   * and retries the same batch until it applies or fails for a reason that is not transient.
   */
  retry?: { initialDelayMs?: number; maxDelayMs?: number; attempts?: number };
}

/** What /metrics and /readyz show per projector. */
export interface ProjectorStats {
  /** Last global position applied (or parked). */
  position: number;
  /** Events parked: failed ones and those waiting behind them. */
  parked: number;
  /** Streams held back by a parked event. */
  parkedStreams: number;
}

export interface RetryParkedResult {
  /** Parked events that applied this time and left the table. */
  applied: number;
  /** Parked events still there (of the projector, or of the stream when one was named). */
  parked: number;
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
  /** Streams held back (stream id → position of its failed event): their later events are parked too. */
  parked: Map<string, number>;
  parkedCount: number;
  controller?: AbortController;
  done?: Promise<void>;
}

/** Why an event is parked: it failed (`blockedBy` null), or it waits behind its stream's failed event. */
interface ParkReason {
  error: string;
  attempts: number;
  blockedBy: number | null;
}

const consoleLogger: RunnerLogger = {
  info: (message, extra) => console.info(`[projections] ${message}`, extra ?? ''),
  error: (message, extra) => console.error(`[projections] ${message}`, extra ?? ''),
};

/**
 * Feeds every projector from its own checkpoint (docs/architecture.md § Read path). Each projector has its
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
  private readonly attempts: number;
  private running = false;
  /** Rebuilds and re-runs of parked events, one at a time (each stops and restarts the lanes it touches). */
  private maintenance: Promise<unknown> = Promise.resolve();
  /** Lanes a maintenance task has stopped: start() leaves them to it, it restarts them when done. */
  private readonly underMaintenance = new Set<Lane>();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.logger = options.logger ?? consoleLogger;
    this.initialDelayMs = options.retry?.initialDelayMs ?? 200;
    this.maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
    this.attempts = Math.max(1, options.retry?.attempts ?? 3);
    for (const projector of options.projectors) {
      if (this.lanes.has(projector.name)) throw new Error(`projector ${projector.name} registered twice`);
      this.lanes.set(projector.name, { projector, handles: new Set(projector.handles), position: -1, parked: new Map(), parkedCount: 0 });
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
    await Promise.all([...this.lanes.values()].filter((lane) => !this.underMaintenance.has(lane)).map((lane) => this.startLane(lane)));
  }

  /**
   * Stops every lane after its current batch (a batch is never left half-applied), after the running
   * maintenance (retryParked, rebuild) is done: the caller may close the pool next.
   */
  async stop(): Promise<void> {
    this.running = false;
    for (let pending = this.maintenance; ; pending = this.maintenance) {
      await pending;
      if (pending === this.maintenance) break;
    }
    await Promise.all([...this.lanes.values()].map((lane) => this.stopLane(lane)));
    for (const waiter of this.waiters) this.settle(waiter, false);
  }

  /** Last applied global position per projector. */
  positions(): Record<string, number> {
    return Object.fromEntries([...this.lanes].map(([name, lane]) => [name, lane.position]));
  }

  /**
   * Last applied position of each projector marked `changesPublicPages`: what anonymous visitors see moved only when
   * one of these did (caches of public answers key on them, not on every projector, so a message or a payment
   * leaves them alone).
   */
  publicPositions(): Record<string, number> {
    return Object.fromEntries(
      [...this.lanes].filter(([, lane]) => lane.projector.changesPublicPages).map(([name, lane]) => [name, lane.position]),
    );
  }

  /** Position and parked events per projector, from memory (for /metrics and /readyz, which must not block). */
  stats(): Record<string, ProjectorStats> {
    return Object.fromEntries(
      [...this.lanes].map(([name, lane]) => [name, { position: lane.position, parked: lane.parkedCount, parkedStreams: lane.parked.size }]),
    );
  }

  /** The projector's parked events (of one stream, or all), in log order. */
  async parkedEvents(name: string, streamId?: string): Promise<ParkedEvent[]> {
    this.laneOf(name);
    return parkedEventsOf(this.options.sql, name, streamId);
  }

  /**
   * Re-applies the projector's parked events (of one stream, or of every stream), each stream in log order,
   * after whatever made them fail was fixed. Those that apply leave the table; the first one that fails again
   * stays parked, with the stream's later events still waiting behind it. The lane pauses meanwhile, so it
   * cannot park a newer event of a stream that is being released.
   */
  retryParked(name: string, streamId?: string): Promise<RetryParkedResult> {
    const lane = this.laneOf(name);
    const dependents = this.dependentsOf(lane);
    return this.exclusively([lane, ...dependents], async () => {
      const { projector } = lane;
      const { sql, eventStore } = this.options;
      const released: RecordedEvent[] = [];
      const rows = await parkedEventsOf(sql, projector.name, streamId);
      const streams = new Map<string, ParkedEvent[]>();
      for (const row of rows) streams.set(row.streamId, [...(streams.get(row.streamId) ?? []), row]);
      let applied = 0;
      for (const [stream, parked] of streams) {
        const events = await eventStore.readStream(stream, { fromRevision: parked[0]!.revision });
        const byPosition = new Map(events.map((e) => [e.position, e]));
        for (const row of parked) {
          const event = byPosition.get(row.position);
          try {
            if (!event) throw new Error(`event ${row.eventId} at position ${row.position} is no longer in stream ${stream}`);
            await this.applyParked(projector, row.position, event);
            released.push(event);
            applied++;
          } catch (error) {
            const waiting = parked.length - parked.indexOf(row) - 1;
            await reparkStream(sql, projector.name, stream, row.position, describe(error));
            this.logger.error(
              `${projector.name}: parked ${row.type} at position ${row.position} of stream ${stream} failed again; it stays parked` +
                (waiting ? ` with ${waiting} later event(s) of the stream waiting behind it` : ''),
              {
                error: describe(error),
                projector: projector.name,
                position: row.position,
                streamId: stream,
                eventId: row.eventId,
                correlationId: event && correlationOf(event),
              },
            );
            break;
          }
        }
      }
      await this.loadParked(lane);
      if (released.length)
        await this.replayToDependents(
          dependents,
          released.sort((a, b) => a.position - b.position),
        );
      const left = streamId === undefined ? lane.parkedCount : (await parkedEventsOf(sql, projector.name, streamId)).length;
      if (applied) this.logger.info(`${projector.name}: ${applied} parked event(s) applied, ${left} still parked`);
      return { applied, parked: left };
    });
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
      // Parked events are forgotten with the rest: the replay parks again whatever still fails.
      await this.exclusively([lane], async () => {
        const { projector } = lane;
        if (projector.mode === 'transactional') {
          await this.options.sql.transaction(async (tx) => {
            await resetCheckpoint(tx, projector.name);
            await clearParkedEvents(tx, projector.name);
            await projector.reset(tx);
            if (projector.changesPublicPages) await raiseContentVersion(tx);
          });
        } else {
          // Checkpoint first: if the reset fails half-way, the next start replays everything anyway.
          await resetCheckpoint(this.options.sql, projector.name);
          await clearParkedEvents(this.options.sql, projector.name);
          await projector.reset(this.options.sql);
          if (projector.changesPublicPages) await raiseContentVersion(this.options.sql);
        }
        lane.position = -1;
        lane.parked.clear();
        lane.parkedCount = 0;
        this.logger.info(`rebuilding ${projector.name} from the start of the log`);
      });
    }
  }

  private laneOf(name: string): Lane {
    const lane = this.lanes.get(name);
    if (!lane) throw new Error(`unknown projector ${name} (known: ${this.projectorNames.join(', ')})`);
    return lane;
  }

  /**
   * Projectors that read `lane`'s read model (dependsOn), directly or through another dependent, in
   * dependency order.
   */
  private dependentsOf(lane: Lane): Lane[] {
    const found: Lane[] = [];
    const names = new Set([lane.projector.name]);
    for (let grew = true; grew;) {
      grew = false;
      for (const other of this.lanes.values())
        if (!names.has(other.projector.name) && other.projector.dependsOn?.some((d) => names.has(d))) {
          names.add(other.projector.name);
          found.push(other);
          grew = true;
        }
    }
    return found;
  }

  /**
   * A dependent (e.g. search on ads) already went past the events a re-run just released: it saw the
   * read model without them. Re-applies them to it — only those at or below its checkpoint (it applies the
   * others itself, later) — without moving the checkpoint: in a transaction when transactional; idempotent
   * projectors absorb the replay. An event it cannot apply is parked for it (retryParked(dependent)), and
   * the later events of that stream wait behind it, as in the lane.
   */
  private async replayToDependents(dependents: readonly Lane[], events: readonly RecordedEvent[]): Promise<void> {
    const { sql } = this.options;
    for (const dep of dependents) {
      const { projector } = dep;
      const position = await readCheckpoint(sql, projector.name);
      await this.loadParked(dep);
      const held = new Map(dep.parked);
      let replayed = 0;
      for (const event of events) {
        if (event.position > position || !dep.handles.has(event.type)) continue;
        const head = held.get(event.streamId);
        if (head !== undefined) {
          await parkEvents(sql, projector.name, [{ event, error: `waits behind parked position ${head}`, attempts: 0, blockedBy: head }]);
          continue;
        }
        try {
          if (projector.mode === 'transactional') await sql.transaction((tx) => projector.apply([event], tx));
          else await projector.apply([event], sql);
          replayed++;
        } catch (error) {
          await parkEvents(sql, projector.name, [{ event, error: describe(error), attempts: 1, blockedBy: null }]);
          held.set(event.streamId, event.position);
          this.logger.error(
            `${projector.name}: ${event.type} at position ${event.position} of stream ${event.streamId}, released by a re-run of its dependency's parked events, ` +
              `failed to apply and is parked`,
            {
              error: describe(error),
              projector: projector.name,
              position: event.position,
              streamId: event.streamId,
              eventId: event.id,
              correlationId: correlationOf(event),
            },
          );
        }
      }
      await this.loadParked(dep);
      if (replayed) this.logger.info(`${projector.name}: ${replayed} released event(s) of its dependencies re-applied`);
    }
  }

  /**
   * Runs `fn` with the lanes stopped (after their current batch), one maintenance task at a time; restarts
   * them when done, unless the runner is stopping (or stopped).
   */
  private exclusively<T>(lanes: readonly Lane[], fn: () => Promise<T>): Promise<T> {
    const run = async () => {
      for (const lane of lanes) this.underMaintenance.add(lane);
      try {
        await Promise.all(lanes.map((l) => this.stopLane(l)));
        return await fn();
      } finally {
        for (const lane of lanes) this.underMaintenance.delete(lane);
        // Every lane of a running runner runs (only maintenance stops one): restart them all, including
        // those a start() during the task left to it.
        if (this.running) for (const lane of lanes) await this.startLane(lane);
      }
    };
    const result = this.maintenance.then(run, run);
    this.maintenance = result.catch(() => undefined);
    return result;
  }

  private async loadParked(lane: Lane): Promise<void> {
    const { sql } = this.options;
    lane.parked = await parkedStreams(sql, lane.projector.name);
    lane.parkedCount = (await parkedStatsByProjector(sql))[lane.projector.name]?.parked ?? 0;
  }

  private async startLane(lane: Lane): Promise<void> {
    if (lane.controller) return;
    lane.position = await readCheckpoint(this.options.sql, lane.projector.name);
    await this.loadParked(lane);
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
        // Also on every restart of the loop: whoever moved the checkpoint (a rebuild in another process)
        // may have cleared or re-parked events too.
        await this.loadParked(lane);
        this.notify();
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
        const what = error instanceof TransientError ? 'transient failure' : 'subscription failed';
        this.logger.error(`${projector.name}: ${what}, retrying in ${delay} ms`, {
          error: describe(error instanceof TransientError ? error.cause : error),
        });
        await sleep(delay, signal);
        delay = Math.min(delay * 2, this.maxDelayMs);
      }
    }
  }

  /**
   * A failing batch is retried with backoff; when it keeps failing, its events are applied one by one, so the
   * one that cannot be applied is found, retried on its own and then parked. Nothing is ever skipped silently.
   */
  private async applyWithRetry(lane: Lane, batch: readonly RecordedEvent[], signal: AbortSignal): Promise<void> {
    const { projector } = lane;
    const last = batch[batch.length - 1]!.position;
    const relevant = batch.filter((e) => lane.handles.has(e.type));
    if (relevant.length && projector.dependsOn?.length) await this.waitForDependencies(projector, last, signal);
    let delay = this.initialDelayMs;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (signal.aborted) throw new AbortedError();
      try {
        await this.applyBatch(lane, relevant, last);
        return;
      } catch (error) {
        if (error instanceof CheckpointMovedError || signal.aborted) throw error;
        if (isTransientError(error)) throw new TransientError(error);
        if (attempt === this.attempts) break;
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
    this.logger.info(`${projector.name}: batch (${batch[0]!.position}..${last}] keeps failing, applying its events one by one`);
    for (const event of relevant) await this.applyOneWithRetry(lane, event, signal);
    if (lane.position < last) await this.commit(lane, [], [], last);
  }

  private async applyOneWithRetry(lane: Lane, event: RecordedEvent, signal: AbortSignal): Promise<void> {
    const { projector } = lane;
    const head = lane.parked.get(event.streamId);
    if (head !== undefined) {
      await this.commit(
        lane,
        [],
        [[event, { error: `waits behind parked position ${head}`, attempts: 0, blockedBy: head }]],
        event.position,
      );
      return;
    }
    let delay = this.initialDelayMs;
    let failure: unknown;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (signal.aborted) throw new AbortedError();
      try {
        await this.commit(lane, [event], [], event.position);
        return;
      } catch (error) {
        if (error instanceof CheckpointMovedError || signal.aborted) throw error;
        // Not this event's fault: back off in the lane (runLane) and try again from the checkpoint.
        if (isTransientError(error)) throw new TransientError(error);
        failure = error;
        if (attempt < this.attempts) {
          await sleep(delay, signal);
          delay = Math.min(delay * 2, this.maxDelayMs);
        }
      }
    }
    if (signal.aborted) throw new AbortedError();
    await this.commit(lane, [], [[event, { error: describe(failure), attempts: this.attempts, blockedBy: null }]], event.position);
    // Once per parked event: the lane has moved on, nothing retries it until someone asks (retryParked).
    this.logger.error(
      `${projector.name}: parked ${event.type} at position ${event.position} of stream ${event.streamId} after ${this.attempts} failed attempts; ` +
        `later events of the stream wait behind it until it is re-run (retryParked)`,
      {
        error: describe(failure),
        projector: projector.name,
        position: event.position,
        streamId: event.streamId,
        eventId: event.id,
        correlationId: correlationOf(event),
      },
    );
  }

  /** Events of held-back streams are parked behind their stream's failed event; the others are applied. */
  private async applyBatch(lane: Lane, relevant: readonly RecordedEvent[], last: number): Promise<void> {
    const apply: RecordedEvent[] = [];
    const park: [RecordedEvent, ParkReason][] = [];
    for (const event of relevant) {
      const head = lane.parked.get(event.streamId);
      if (head === undefined) apply.push(event);
      else park.push([event, { error: `waits behind parked position ${head}`, attempts: 0, blockedBy: head }]);
    }
    await this.commit(lane, apply, park, last);
  }

  /**
   * Applies `apply`, parks `park` and moves the checkpoint to `next` — in one transaction for transactional
   * projectors (rows + parked rows + checkpoint), else apply first and checkpoint last (a replay is harmless).
   */
  private async commit(
    lane: Lane,
    apply: readonly RecordedEvent[],
    park: readonly [RecordedEvent, ParkReason][],
    next: number,
  ): Promise<void> {
    const { projector } = lane;
    const { sql } = this.options;
    const requests = park.map(([event, o]) => ({ event, error: o.error, attempts: o.attempts, blockedBy: o.blockedBy }));
    const write = async (db: SqlExecutor) => {
      if (apply.length) {
        await projector.apply(apply, db);
        if (projector.changesPublicPages) await raiseContentVersion(db);
      }
      return parkEvents(db, projector.name, requests);
    };
    let added: number;
    if (projector.mode === 'transactional') {
      added = await sql.transaction(async (tx) => {
        await advanceCheckpoint(tx, projector.name, lane.position, next);
        return write(tx);
      });
    } else {
      added = await write(sql);
      await advanceCheckpoint(sql, projector.name, lane.position, next);
    }
    lane.position = next;
    if (apply.length && this.logger.debug)
      this.logger.debug(`${projector.name}: applied ${apply.length} event(s) up to position ${next}`, {
        projector: projector.name,
        from: apply[0]!.position,
        to: next,
        events: apply.length,
        correlationIds: [...new Set(apply.map(correlationOf).filter((c) => c !== undefined))].slice(0, MAX_LOGGED_CORRELATIONS),
      });
    for (const [event, o] of park) if (!lane.parked.has(event.streamId)) lane.parked.set(event.streamId, o.blockedBy ?? event.position);
    lane.parkedCount += added;
    for (const [event, o] of park)
      if (o.blockedBy !== null)
        this.logger.info(
          `${projector.name}: ${event.type} at position ${event.position} of stream ${event.streamId} waits behind parked position ${o.blockedBy}`,
        );
    this.notify();
  }

  /** A parked event applied on its own, its parked row removed in the same transaction (transactional projectors). */
  private async applyParked(projector: Projector, position: number, event: RecordedEvent): Promise<void> {
    const { sql } = this.options;
    if (projector.mode === 'transactional') {
      await sql.transaction(async (tx) => {
        if (!(await unparkEvent(tx, projector.name, position))) return;
        await projector.apply([event], tx);
        if (projector.changesPublicPages) await raiseContentVersion(tx);
      });
    } else {
      await projector.apply([event], sql);
      if (projector.changesPublicPages) await raiseContentVersion(sql);
      await unparkEvent(sql, projector.name, position);
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

/** A transient failure of a batch, handed to the lane's backoff loop instead of parking anything. */
class TransientError extends Error {
  override readonly name = 'TransientError';
  constructor(override readonly cause: unknown) {
    super(`transient failure: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
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
