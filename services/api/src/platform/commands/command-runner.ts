import { ERASED, WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '@anonse/eventstore';
import type { CommandAccepted, EventMetadata } from '@anonse/contracts';
import type { CommandContext } from './command-context';
import { derivedEventId, eventsToAppend } from './command-context';
import type { Decider } from '../domain/decider';
import { ConcurrencyConflictError, StaleRevisionError, StreamErasedError } from '../domain/domain-error';

export interface RunCommandOptions<C, E extends { type: string; data: unknown }, S> {
  store: EventStore;
  streamId: string;
  decider: Decider<C, E, S>;
  command: C;
  ctx: CommandContext;
  /** From `idempotencyScope(ctx, payload)`: equal on a retry of the same request, so event ids repeat. */
  scope: string;
  /** The revision the client based the command on (If-Match); a different current revision → 409. */
  expectedRevision?: number;
  /** Appends under `no_stream` whatever the state says (used to reserve unique names). */
  requireNewStream?: boolean;
  maxAttempts?: number;
  /**
   * Folded states kept between commands (a long stream, such as a busy wallet): only the events after the kept
   * revision are read. The decider must then recognise a repeated command itself, since the events that would show
   * it replayed may lie before the kept revision.
   */
  snapshots?: SnapshotCache<S>;
}

export interface Snapshot<S> {
  state: S;
  revision: number;
  position: number;
}

/** Snapshots by stream, least recently used dropped first. Only for streams one process writes in order (see ChangeWalletHandler). */
export class SnapshotCache<S> {
  private readonly entries = new Map<string, Snapshot<S>>();
  constructor(private readonly capacity: number) {}

  get(streamId: string): Snapshot<S> | undefined {
    const hit = this.entries.get(streamId);
    if (hit) {
      this.entries.delete(streamId);
      this.entries.set(streamId, hit);
    }
    return hit;
  }

  set(streamId: string, snapshot: Snapshot<S>): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, snapshot);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

export interface CommandResult extends CommandAccepted {
  /** True when the command had already been applied (a retried request): nothing was appended. */
  replayed: boolean;
}

/** Folds a stream: each stored event is upcast and parsed with the context's contract first (EventContractError if it does not fit). */
export const foldEvents = <E extends { type: string; data: unknown }, S>(
  decider: Pick<Decider<unknown, E, S>, 'events' | 'initialState' | 'evolve'>,
  events: readonly RecordedEvent[],
): S => events.reduce((state, e) => decider.evolve(state, decider.events.parse(e)), decider.initialState());

/**
 * The thin command handler of docs/architecture.md § Write path: load the stream, fold it, decide, append with the
 * expected revision. A lost race re-runs the whole cycle (bounded, then 409); a command whose first event
 * is already in the stream was applied before, so it answers that first result and appends nothing.
 */
export async function runCommand<C, E extends { type: string; data: unknown }, S>(
  options: RunCommandOptions<C, E, S>,
): Promise<CommandResult> {
  const { store, streamId, decider, command, ctx, scope } = options;
  const maxAttempts = options.maxAttempts ?? 3;
  const firstEventId = derivedEventId(scope, streamId, 0);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const kept = options.snapshots?.get(streamId);
    const recorded = await store.readStream(streamId, kept ? { fromRevision: kept.revision + 1 } : {});
    const previous = replayedResult(recorded, scope, streamId, firstEventId);
    if (previous) return previous;
    if (recorded.some((e) => e.metadata[ERASED])) throw new StreamErasedError(streamId);

    const currentRevision = recorded.length ? recorded[recorded.length - 1]!.revision : (kept?.revision ?? -1);
    const currentPosition = recorded.at(-1)?.position ?? kept?.position ?? -1;
    // An unknown stream is left to the decider (typically "not found"), not reported as a stale revision.
    if (options.expectedRevision !== undefined && currentRevision !== -1 && options.expectedRevision !== currentRevision)
      throw new StaleRevisionError(options.expectedRevision, currentRevision);

    const state = recorded.reduce(
      (folded, e) => decider.evolve(folded, decider.events.parse(e)),
      kept ? kept.state : decider.initialState(),
    );
    if (recorded.length) options.snapshots?.set(streamId, { state, revision: currentRevision, position: currentPosition });
    // The log only ever holds what the contract allows: a decider bug fails here (eventsToAppend checks), not in every reader later.
    const events = decider.decide(command, state);
    if (events.length === 0) return { id: streamId, revision: currentRevision, position: currentPosition, replayed: true };

    const toAppend = eventsToAppend(decider.events, events, streamId, scope, ctx);
    try {
      const result = await store.appendToStream(streamId, toAppend, {
        expectedRevision: options.requireNewStream || currentRevision === -1 ? 'no_stream' : currentRevision,
      });
      options.snapshots?.set(streamId, {
        state: events.reduce(decider.evolve, state),
        revision: result.nextExpectedRevision,
        position: result.position,
      });
      return { id: streamId, revision: result.nextExpectedRevision, position: result.position, replayed: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      // Someone else appended first: re-read and decide again (the next round also spots our own retry).
      if (options.requireNewStream) {
        const again = await store.readStream(streamId);
        const mine = replayedResult(again, scope, streamId, firstEventId);
        if (mine) return mine;
        throw error;
      }
    }
  }
  throw new ConcurrencyConflictError(streamId);
}

function replayedResult(
  recorded: readonly RecordedEvent[],
  scope: string,
  streamId: string,
  firstEventId: string,
): CommandResult | undefined {
  const start = recorded.findIndex((e) => e.id === firstEventId);
  if (start === -1) return undefined;
  let last = recorded[start]!;
  for (let i = start + 1, n = 1; i < recorded.length; i++, n++) {
    if (recorded[i]!.id !== derivedEventId(scope, streamId, n)) break;
    last = recorded[i]!;
  }
  return { id: streamId, revision: last.revision, position: last.position, replayed: true };
}
