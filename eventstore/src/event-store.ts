/**
 * The EventStore port (docs/architecture.md § Data flow, § The Postgres event store). Adapters: Postgres (pg or PGlite) and EventStoreDB.
 * Revisions and positions are plain numbers: Postgres bigint identities and EventStoreDB commit positions
 * stay far below 2^53 for the life of this product, and numbers survive JSON unharmed.
 */

/** `no_stream`: the stream must not exist; `stream_exists`: it must; a number: its current revision. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventToAppend {
  /** UUID. Appending an id that is already in the store appends nothing (idempotent retries). */
  id: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent<Data = unknown, Meta = Record<string, unknown>> {
  streamId: string;
  /** 0-based position inside the stream. */
  revision: number;
  /** Position in the global log; strictly increasing in commit order as seen by subscribers. */
  position: number;
  id: string;
  type: string;
  data: Data;
  metadata: Meta;
  createdAt: Date;
}

export interface AppendResult {
  /** The stream's revision after the append (pass it as the next expected revision). */
  nextExpectedRevision: number;
  /** Global position of the last event appended (or of the already-stored event on an idempotent retry). */
  position: number;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omit (or -1) for the start of the log. */
  after?: number;
  maxCount?: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive, as in `readAll`: the subscriber's checkpoint. */
  after?: number;
  /** Largest batch handed over at once (default 500). */
  batchSize?: number;
  /** Aborting ends the iteration. */
  signal?: AbortSignal;
}

export interface EventStore {
  appendToStream(streamId: string, events: EventToAppend[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream; an unknown stream reads as an empty list. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of the global log in order, never past a position a later commit could still fill (gap-safe). */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up then live, in global order, each event once; resumable with `after`. Yields batches. */
  subscribeToAll(options?: SubscribeToAllOptions): AsyncIterable<RecordedEvent[]>;
  /**
   * The position of the last committed event (-1 for an empty log). `readAll` returns it once every older
   * transaction has ended; waiting for a projection to reach it means having seen all that was committed before.
   */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

/** Raised when the expected revision does not match; the command handler retries or answers 409. */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

/**
 * Raised when some, but not all, ids of a batch are already stored (or stored in another stream): that is
 * not a retry of the same command but a bug in how event ids are derived, so it must not pass silently.
 */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly streamId: string,
    readonly eventIds: readonly string[],
  ) {
    super(`stream ${streamId}: some of the event ids ${eventIds.join(', ')} are already stored`);
  }
}
