import type { EventRegistry } from '@anonse/contracts';

/** One stored event as the audit fold needs it (no store types: the domain stays pure). */
export interface AuditedEvent {
  type: string;
  data: unknown;
  metadata: { schemaVersion?: unknown };
  position: number;
  revision: number;
  /** When it was decided (metadata.occurredAt, the app's clock), ISO. */
  time: string;
  /** The person's keys are erased: sealed fields read as null. */
  erased: boolean;
}

/** Where to stop: the current state, a moment, a global log position, or a revision of the stream. */
export type AsOf = { by: 'latest' } | { by: 'at'; at: Date } | { by: 'position'; position: number } | { by: 'revision'; revision: number };

/** A point before the stream began or past its end: the caller answers 400 with `bound` (what would be valid). */
export class AsOfOutOfRangeError extends Error {
  override readonly name = 'AsOfOutOfRangeError';
  constructor(
    readonly reason: 'beforeStart' | 'beforeFirstPosition' | 'revisionOutOfRange',
    readonly bound: string,
  ) {
    super(`as-of ${reason} (${bound})`);
  }
}

/** An event to fold had its personal data erased, so it no longer fits its contract: the state cannot be rebuilt. */
export class ErasedHistoryError extends Error {
  override readonly name = 'ErasedHistoryError';
}

/** A context's own fold, as its command handlers run it: contract (upcast + parse), initial state, evolve. */
export interface StreamFold<E extends { type: string; data: unknown }, S> {
  events: EventRegistry<E>;
  initialState: () => S;
  evolve: (state: S, event: E) => S;
}

/**
 * How many of `events` (one stream, in revision order) the stream held at `asOf`: the prefix up to it. Events are
 * appended in time order, so "at a moment" is the prefix whose events were decided no later than it.
 */
export function countUpTo(events: readonly AuditedEvent[], asOf: AsOf): number {
  const first = events[0];
  if (!first) return 0;
  switch (asOf.by) {
    case 'latest':
      return events.length;
    case 'revision':
      if (asOf.revision > events.length - 1) throw new AsOfOutOfRangeError('revisionOutOfRange', String(events.length - 1));
      return asOf.revision + 1;
    case 'position': {
      if (asOf.position < first.position) throw new AsOfOutOfRangeError('beforeFirstPosition', String(first.position));
      let n = 0;
      while (n < events.length && events[n]!.position <= asOf.position) n++;
      return n;
    }
    case 'at': {
      const at = asOf.at.getTime();
      if (at < Date.parse(first.time)) throw new AsOfOutOfRangeError('beforeStart', first.time);
      let n = 0;
      while (n < events.length && Date.parse(events[n]!.time) <= at) n++;
      return n;
    }
  }
}

/** Folds the first `count` events (onto `from`, a state folded before them) with the context's own contract and evolve: exactly what its aggregate saw. */
export function foldPrefix<E extends { type: string; data: unknown }, S>(
  fold: StreamFold<E, S>,
  events: readonly AuditedEvent[],
  count: number,
  from: S = fold.initialState(),
): S {
  let state = from;
  for (let i = 0; i < count; i++) {
    const event = events[i]!;
    let parsed: E;
    try {
      parsed = fold.events.parse(event);
    } catch (error) {
      if (event.erased) throw new ErasedHistoryError(`event ${event.revision} (${event.type}) lost its personal data`);
      throw error;
    }
    state = fold.evolve(state, parsed);
  }
  return state;
}

/** The state as of `asOf`, and the last event folded into it (undefined for an empty stream). */
export function foldAsOf<E extends { type: string; data: unknown }, S>(
  fold: StreamFold<E, S>,
  events: readonly AuditedEvent[],
  asOf: AsOf,
): { state: S; count: number; last: AuditedEvent | undefined } {
  const count = countUpTo(events, asOf);
  return { state: foldPrefix(fold, events, count), count, last: events[count - 1] };
}
