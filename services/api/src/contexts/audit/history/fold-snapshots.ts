import type { AuditedEvent, StreamFold } from '../domain/as-of';

/** A folded state and the event it stands after. */
export interface FoldSnapshot {
  state: unknown;
  revision: number;
  position: number;
  time: string;
  type: string;
}

/**
 * Folded states of long streams every `every` revisions, kept between requests (least recently used dropped first),
 * so an as-of reads and folds at most `every` events past the nearest snapshot instead of the whole stream. A
 * stream's past never changes, so a snapshot is never stale. Only for kinds whose shown state holds no personal data
 * (wallets): an erasure after the snapshot must not leave a person's data readable here.
 */
export class FoldSnapshots {
  private readonly streams = new Map<string, FoldSnapshot[]>();

  constructor(
    readonly every = 1_000,
    private readonly capacity = 64,
  ) {}

  get(streamId: string): FoldSnapshot[] | undefined {
    const hit = this.streams.get(streamId);
    if (hit) {
      this.streams.delete(streamId);
      this.streams.set(streamId, hit);
    }
    return hit;
  }

  set(streamId: string, snapshots: FoldSnapshot[]): void {
    this.streams.delete(streamId);
    if (!snapshots.length) return;
    this.streams.set(streamId, snapshots);
    if (this.streams.size > this.capacity) this.streams.delete(this.streams.keys().next().value!);
  }
}

/**
 * Folds all of `events` (a whole stream) once, taking a snapshot every `every` revisions and the state after the first
 * `capture` events on the way. A state it cannot go past (an event whose personal data is gone no longer parses) ends
 * the walk there: `captured` is then undefined if it lay beyond, and the caller's own fold reports why.
 */
export function snapshotsOf<E extends { type: string; data: unknown }, S>(
  fold: StreamFold<E, S>,
  events: readonly AuditedEvent[],
  every: number,
  capture = 0,
): { snapshots: FoldSnapshot[]; captured: S | undefined } {
  const snapshots: FoldSnapshot[] = [];
  let state = fold.initialState();
  let captured: S | undefined = capture === 0 ? state : undefined;
  try {
    for (const [i, event] of events.entries()) {
      state = fold.evolve(state, fold.events.parse(event));
      if (i + 1 === capture) captured = state;
      if ((event.revision + 1) % every === 0)
        snapshots.push({ state, revision: event.revision, position: event.position, time: event.time, type: event.type });
    }
  } catch {
    // Kept as far as it got.
  }
  return { snapshots, captured };
}
