import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
} from './event-store';

/** A $all position from our numeric checkpoint. Commit positions are unique per event for plain appends. */
const positionAfter = (after: number | undefined): ReadPosition =>
  after === undefined || after < 0 ? START : { commit: BigInt(after), prepare: BigInt(after) };

const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
};

/** Our events only: no `$`-streams (metadata, projections) and no `$`-typed system or link events. */
function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    position: commit === undefined ? -1 : Number(commit),
    id: event.id,
    type: event.type,
    data: event.isJson ? event.data : Buffer.from(event.data as Uint8Array),
    metadata: (event.metadata && !(event.metadata instanceof Uint8Array) ? event.metadata : {}) as Record<string, unknown>,
    createdAt: event.created,
  };
}

/**
 * The event store on EventStoreDB/KurrentDB (production mode, `EVENT_STORE_URL=esdb://…|kurrentdb://…`).
 * Event ids are the database's event ids, so a retried append is deduplicated by the server.
 */
export class KurrentEventStore implements EventStore {
  private readonly client: KurrentDBClient;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: (e.data ?? null) as JSONType, metadata: (e.metadata ?? {}) as JSONType }),
        ),
        { streamState: toStreamState(expected) },
      );
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      // An idempotent retry may come back without a position: take it from the stored last event.
      const position = result.position ? Number(result.position.commit) : await this.positionOf(streamId, nextExpectedRevision);
      return { nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState;
        throw new WrongExpectedRevisionError(streamId, expected, actual === NO_STREAM ? 'no_stream' : Number(actual));
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const recorded: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision === undefined ? (backwards ? END : START) : BigInt(options.fromRevision),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) {
        const event = toRecorded(resolved);
        if (event) recorded.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return recorded;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? -1;
    const maxCount = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const recorded: RecordedEvent[] = [];
    // The server reads from a position inclusively; ask for one more and drop the checkpoint itself.
    const read = this.client.readAll({
      fromPosition: positionAfter(after),
      filter: excludeSystemEvents(),
      maxCount: Math.min(maxCount + 1, Number.MAX_SAFE_INTEGER),
    });
    for await (const resolved of read) {
      const event = toRecorded(resolved);
      if (!event || event.position <= after) continue;
      recorded.push(event);
      if (recorded.length >= maxCount) break;
    }
    return recorded;
  }

  async *subscribeToAll(options: SubscribeToAllOptions = {}): AsyncIterable<RecordedEvent[]> {
    const after = options.after ?? -1;
    const batchSize = options.batchSize ?? 500;
    const { signal } = options;
    if (signal?.aborted) return;
    const subscription = this.client.subscribeToAll({ fromPosition: positionAfter(after), filter: excludeSystemEvents() });
    const stop = () => void subscription.unsubscribe().catch(() => undefined);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      while (!signal?.aborted) {
        // Hand over what is already buffered as one batch rather than event by event.
        const batch: RecordedEvent[] = [];
        let resolved: AllStreamResolvedEvent | null;
        while (batch.length < batchSize && (resolved = subscription.read() as AllStreamResolvedEvent | null) !== null) {
          const event = toRecorded(resolved);
          if (event && event.position > after) batch.push(event);
        }
        if (batch.length > 0) {
          yield batch;
          continue;
        }
        if (subscription.readableEnded || subscription.destroyed) return;
        await readableOrDone(subscription, signal);
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      await subscription.unsubscribe().catch(() => undefined);
    }
  }

  async headPosition(): Promise<number> {
    const read = this.client.readAll({ fromPosition: END, direction: BACKWARDS, filter: excludeSystemEvents(), maxCount: 1 });
    for await (const resolved of read) {
      const event = toRecorded(resolved);
      if (event) return event.position;
    }
    return -1;
  }

  private async positionOf(streamId: string, revision: number): Promise<number> {
    if (revision < 0) return -1;
    const [last] = await this.readStream(streamId, { direction: 'backwards', fromRevision: revision, maxCount: 1 });
    return last?.position ?? -1;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** Resolves when the stream has data or ends, or the signal aborts; rejects on a stream error. */
function readableOrDone(stream: AllStreamSubscription, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('readable', done);
      stream.off('end', done);
      stream.off('close', done);
      stream.off('error', fail);
      signal?.removeEventListener('abort', done);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.once('readable', done);
    stream.once('end', done);
    stream.once('close', done);
    stream.once('error', fail);
    signal?.addEventListener('abort', done, { once: true });
  });
}
