import {
  DuplicateEventIdError,
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
import { GroupCommitQueue, type GroupCommitOptions, type Pending } from './group-commit';
import { pollingSubscription } from './polling-subscription';
import { PostCommitNotifier } from './post-commit-notifier';
import {
  APPEND_BATCH_FUNCTION,
  APPEND_FUNCTION,
  EVENTS_TABLE,
  currentSchema,
  migrateEventStore,
  notifyChannelFor,
  STREAMS_TABLE,
} from './postgres-event-store-schema';
import type { SqlClient } from './sql-client';
import { WakeSignal } from './wake-signal';

export interface PostgresEventStoreOptions {
  /** LISTEN/NOTIFY channel. Default: derived from the current schema, so schemas on one server never cross-talk. */
  channel?: string;
  /** Fallback poll of a caught-up subscription when no notification arrives (default 300 ms). */
  pollIntervalMs?: number;
  /**
   * NOTIFY from inside the append transaction instead of right after it. Kept only to compare in
   * bench/append.ts: it serialises commits (see post-commit-notifier.ts).
   */
  notifyInTransaction?: boolean;
  /**
   * Merge appends that are in flight at the same time into one transaction (see group-commit.ts), or
   * `false` for one transaction per append. Default: on for a Postgres server, off for PGlite (one
   * connection, nothing to overlap).
   */
  groupCommit?: GroupCommitOptions | false;
}

/** One append, prepared once for either path. */
interface AppendRequest {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
  mode: 'any' | 'no_stream' | 'stream_exists' | 'exact';
  /** The events as the jsonb array both SQL functions take. */
  payload: string;
}

interface EventRow {
  global_position: number;
  stream_id: string;
  stream_revision: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
}

interface AppendRow {
  status: 'ok' | 'conflict' | 'duplicate' | 'partial';
  revision: number;
  last_position: number;
}

interface BatchRow extends AppendRow {
  item: number;
}

const COLUMNS = 'global_position, stream_id, stream_revision, event_id, type, data, metadata, created_at';
// Gap-safe: only rows of transactions older than every open one (see postgres-event-store-schema.ts).
const SETTLED = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';
const READ_ALL_SQL = `SELECT ${COLUMNS} FROM ${EVENTS_TABLE} WHERE global_position > $1 AND ${SETTLED} ORDER BY global_position LIMIT $2`;
// Not gap-safe on purpose: the newest committed event, which readAll may hold back while older transactions are open.
// Waiting for it therefore covers everything committed before the call; the settled head would lag behind any
// open transaction in the cluster and let a caller go on before an event it had just appended was projected.
const HEAD_SQL = `SELECT global_position FROM ${EVENTS_TABLE} ORDER BY global_position DESC LIMIT 1`;
const APPEND_SQL = `SELECT status, revision, last_position FROM ${APPEND_FUNCTION}($1, $2, $3, $4::jsonb, $5)`;
const APPEND_BATCH_SQL = `SELECT item, status, revision, last_position FROM ${APPEND_BATCH_FUNCTION}($1::jsonb, $2)`;
const UNIQUE_VIOLATION = '23505';

/**
 * Most events one query of readStream returns: a wallet of 10,000 entries in one (about 7 MB of JSON text), and
 * a longer stream in as many pages as it needs rather than one string past what V8 can hold.
 */
const READ_STREAM_PAGE = 20_000;
/** An event as readStream's JSON carries it: the columns of COLUMNS but the stream's id, which the caller knows. */
type JsonEventRow = [number, number, string, string, unknown, Record<string, unknown>, string];
const streamPageSql = (where: string, order: string) => `
  SELECT coalesce(json_agg(json_build_array(global_position, stream_revision, event_id, type, data, metadata, created_at)
    ORDER BY stream_revision ${order}), '[]')::text AS events
  FROM (SELECT ${COLUMNS} FROM ${EVENTS_TABLE} WHERE stream_id = $1 AND ${where} ORDER BY stream_revision ${order} LIMIT $3) e`;
const READ_ROWS_SQL = `SELECT ${COLUMNS} FROM ${EVENTS_TABLE} WHERE stream_id = $1 AND stream_revision >= $2 ORDER BY stream_revision LIMIT $3`;
const READ_ROWS_BACKWARDS_SQL = `SELECT ${COLUMNS} FROM ${EVENTS_TABLE} WHERE stream_id = $1 AND stream_revision <= $2 ORDER BY stream_revision DESC LIMIT $3`;
const READ_STREAM_SQL = streamPageSql('stream_revision >= $2', 'ASC');
const READ_STREAM_BACKWARDS_SQL = streamPageSql('stream_revision <= $2', 'DESC');

const fromJsonRow = (streamId: string, [position, revision, id, type, data, metadata, createdAt]: JsonEventRow): RecordedEvent => ({
  streamId,
  revision,
  position,
  id,
  type,
  data,
  metadata,
  createdAt: new Date(createdAt),
});

const toRecorded = (row: EventRow): RecordedEvent => ({
  streamId: row.stream_id,
  revision: row.stream_revision,
  position: row.global_position,
  id: row.event_id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at,
});

/**
 * The event store on Postgres or PGlite (docs/architecture.md § The Postgres event store), through the shared SqlClient. It does not
 * own the client: `close()` ends its subscriptions and LISTEN, the caller closes the connection.
 */
export class PostgresEventStore implements EventStore {
  private readonly wake = new WakeSignal();
  private readonly closing = new AbortController();
  private readonly pollIntervalMs: number;
  private readonly notifier = new PostCommitNotifier(async () => {
    await this.sql.query('SELECT pg_notify($1, NULL)', [await this.notifyChannel()]);
  });
  private channel?: Promise<string>;
  private listening?: Promise<() => Promise<void>>;
  private subscribers = 0;
  private sharedRead?: { after: number; maxCount: number; generation: number; startedAt: number; events: Promise<RecordedEvent[]> };
  private readonly groupCommit?: GroupCommitQueue<AppendRequest, AppendResult>;

  constructor(
    private readonly sql: SqlClient,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 300;
    const groupCommit = options.groupCommit ?? (sql.kind === 'pg' ? {} : false);
    if (groupCommit) this.groupCommit = new GroupCommitQueue((batch) => this.appendBatch(batch), groupCommit);
  }

  /** Creates or completes the schema; the app calls it at boot, any number of times. */
  async migrate(): Promise<void> {
    const { channel } = await migrateEventStore(this.sql);
    this.channel ??= Promise.resolve(this.options.channel ?? channel);
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    if (events.length === 0) return this.checkRevisionOnly(streamId, expected);
    const request: AppendRequest = {
      streamId,
      events,
      expected,
      mode: typeof expected === 'number' ? 'exact' : expected,
      payload: JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? null, metadata: e.metadata ?? {} }))),
    };
    if (this.closing.signal.aborted || !this.groupCommit) return this.appendOne(request);
    return this.groupCommit.submit(request, request.payload.length + streamId.length);
  }

  /** One append in its own statement (= its own transaction): PGlite, a lone request, and the fallback of a failed batch. */
  private async appendOne(request: AppendRequest): Promise<AppendResult> {
    const { streamId, expected, mode, payload } = request;
    const channel = await this.notifyChannel();
    let row: AppendRow;
    try {
      // One statement = one implicit transaction = one round trip.
      row = await this.single<AppendRow>(APPEND_SQL, [
        streamId,
        mode,
        typeof expected === 'number' ? expected : null,
        payload,
        this.options.notifyInTransaction ? channel : null,
      ]);
    } catch (error) {
      // Two retries of one command racing past the duplicate check: the loser trips over event_id.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      return this.resultOfStoredBatch(streamId, request.events, error);
    }
    if (row.status === 'ok') this.committed();
    return this.outcome(request, row);
  }

  /**
   * The group-commit executor: several appends in one statement of append_to_streams, each answered
   * from its own row. Settles every request before it returns (GroupCommitQueue's contract).
   */
  private async appendBatch(batch: Pending<AppendRequest, AppendResult>[]): Promise<void> {
    const settle = (pending: Pending<AppendRequest, AppendResult>, result: Promise<AppendResult>) =>
      result.then(pending.resolve, pending.reject);
    // Alone: the single statement is the very same transaction, one jsonb wrapper cheaper.
    if (batch.length === 1) return settle(batch[0]!, this.appendOne(batch[0]!.item));

    let rows: BatchRow[];
    try {
      const channel = await this.notifyChannel();
      const items = batch.map(
        ({ item }) =>
          `{"stream":${JSON.stringify(item.streamId)},"mode":"${item.mode}","expected":${typeof item.expected === 'number' ? item.expected : 'null'},"events":${item.payload}}`,
      );
      ({ rows } = await this.sql.query<BatchRow>(APPEND_BATCH_SQL, [
        `[${items.join(',')}]`,
        this.options.notifyInTransaction ? channel : null,
      ]));
      if (rows.length !== batch.length || rows.some((row, i) => row.item !== i + 1)) {
        // Cannot happen with the function as written; if it ever does, the batch committed but its rows
        // cannot be matched to callers. The replay below answers each from the store (ids make it idempotent).
        throw new Error(`event store: ${rows.length} result rows for a batch of ${batch.length}`);
      }
    } catch {
      // The whole batch rolled back (an item's bad payload, a retry in another process tripping over
      // event_id, a lost connection…), or — for a lost connection after COMMIT — committed unseen.
      // Replaying each item alone in arrival order gives every caller its own answer: items that did
      // commit come back as idempotent duplicates, the faulty one gets its own error, nothing twice.
      for (const pending of batch) await settle(pending, this.appendOne(pending.item));
      return;
    }

    if (rows.some((row) => row.status === 'ok')) this.committed();
    await Promise.all(batch.map((pending, i) => settle(pending, this.outcome(pending.item, rows[i]!))));
  }

  /** After a commit that appended: wake this process's subscribers, then other processes' (after commit, see post-commit-notifier.ts). */
  private committed(): void {
    this.wake.wake();
    // PGlite: one process, the wake above reaches every subscriber.
    if (!this.options.notifyInTransaction && this.sql.kind === 'pg') this.notifier.notify();
  }

  /** The caller's answer from the row of append_to_stream or of its item in append_to_streams. */
  private async outcome({ streamId, events, expected }: AppendRequest, row: AppendRow): Promise<AppendResult> {
    switch (row.status) {
      case 'ok':
      case 'duplicate':
        return { nextExpectedRevision: row.revision, position: row.last_position };
      case 'partial':
        throw new DuplicateEventIdError(
          streamId,
          events.map((e) => e.id),
        );
      case 'conflict':
        // A racing retry of this very batch loses the revision check after the winner committed it.
        return this.resultOfStoredBatch(
          streamId,
          events,
          new WrongExpectedRevisionError(streamId, expected, row.revision < 0 ? 'no_stream' : row.revision),
        );
    }
  }

  /**
   * On PGlite a stream comes in pages of at most READ_STREAM_PAGE events, each page one row of JSON text parsed at
   * once: the embedded store's wire protocol decodes rows in JavaScript, one field at a time, so 10,000 events as
   * rows took about twice as long as the same events as one JSON array. A Postgres server's driver decodes rows
   * faster than the server builds that JSON, so there the rows are read as they are (docs/architecture.md).
   */
  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    let from = options.fromRevision ?? (backwards ? Number.MAX_SAFE_INTEGER : 0);
    if (this.sql.kind === 'pg') {
      const { rows } = await this.sql.query<EventRow>(backwards ? READ_ROWS_BACKWARDS_SQL : READ_ROWS_SQL, [
        streamId,
        from,
        options.maxCount ?? null,
      ]);
      return rows.map(toRecorded);
    }
    const sql = backwards ? READ_STREAM_BACKWARDS_SQL : READ_STREAM_SQL;
    let left = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    while (left > 0) {
      const limit = Math.min(left, READ_STREAM_PAGE);
      const { rows } = await this.sql.query<{ events: string }>(sql, [streamId, from, limit]);
      const page = JSON.parse(rows[0]!.events) as JsonEventRow[];
      for (const row of page) events.push(fromJsonRow(streamId, row));
      if (page.length < limit) break;
      left -= page.length;
      from = page[page.length - 1]![1] + (backwards ? -1 : 1);
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(READ_ALL_SQL, [options.after ?? -1, options.maxCount ?? null]);
    return rows.map(toRecorded);
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AsyncIterable<RecordedEvent[]> {
    const signal = options.signal ? AbortSignal.any([options.signal, this.closing.signal]) : this.closing.signal;
    const store = this;
    return {
      async *[Symbol.asyncIterator]() {
        await store.startListening();
        try {
          yield* pollingSubscription({
            after: options.after ?? -1,
            batchSize: options.batchSize ?? 500,
            pollIntervalMs: store.pollIntervalMs,
            signal,
            wake: store.wake,
            readBatch: (after, maxCount) => store.readForSubscription(after, maxCount),
          });
        } finally {
          await store.stopListening();
        }
      },
    };
  }

  /**
   * A subscription's read, shared with every other subscription of this store that asks for the same page before
   * anything new is appended: the projection runner keeps one subscription per projector, all of them at the head
   * of the log, so each append and each poll interval had every one of them run the same query (24 of them, 80
   * queries a second on an idle embedded store, half its CPU while pages were served). A read is shared only while
   * the wake generation it started in is still current (an append in this process or a NOTIFY from another moves
   * it) and for at most one poll interval, so what a subscriber sees is what a read of its own at that moment
   * could have seen, and the poll stays the safety net. The events are shared too: subscribers must not change them.
   */
  private readForSubscription(after: number, maxCount: number): Promise<RecordedEvent[]> {
    const generation = this.wake.current;
    const now = Date.now();
    const last = this.sharedRead;
    if (
      last &&
      last.after === after &&
      last.maxCount === maxCount &&
      last.generation === generation &&
      now - last.startedAt < this.pollIntervalMs
    )
      return last.events;
    const read = { after, maxCount, generation, startedAt: now, events: this.readAll({ after, maxCount }) };
    this.sharedRead = read;
    // A failed read is not shared after it failed: the next subscriber tries for itself.
    read.events.catch(() => {
      if (this.sharedRead === read) this.sharedRead = undefined;
    });
    return read.events;
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.sql.query<{ global_position: number }>(HEAD_SQL);
    return rows[0]?.global_position ?? -1;
  }

  async close(): Promise<void> {
    this.closing.abort();
    this.wake.wake();
    // Appends already handed to the group commit get their answers before the caller closes the client.
    await this.groupCommit?.idle();
    await this.notifier.idle();
    const unlisten = this.listening;
    this.listening = undefined;
    if (unlisten) await (await unlisten.catch(() => async () => undefined))();
  }

  private notifyChannel(): Promise<string> {
    this.channel ??= this.options.channel ? Promise.resolve(this.options.channel) : currentSchema(this.sql).then(notifyChannelFor);
    return this.channel;
  }

  // One LISTEN per store, shared by its subscriptions; it only wakes them, the poll is the safety net.
  private async startListening(): Promise<void> {
    this.subscribers += 1;
    if (!this.listening) {
      this.listening = this.notifyChannel().then((channel) => this.sql.listen(channel, () => this.wake.wake()));
      this.listening.catch(() => undefined);
    }
    await this.listening.catch(() => undefined);
  }

  private async stopListening(): Promise<void> {
    this.subscribers -= 1;
    if (this.subscribers > 0 || !this.listening) return;
    const listening = this.listening;
    this.listening = undefined;
    await (
      await listening.catch(() => async () => undefined)
    )();
  }

  private async checkRevisionOnly(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await this.sql.query<{ revision: number; position: number | null }>(
      `SELECT s.revision, (SELECT max(global_position) FROM ${EVENTS_TABLE} e WHERE e.stream_id = s.stream_id) AS position
         FROM ${STREAMS_TABLE} s WHERE s.stream_id = $1`,
      [streamId],
    );
    const actual = rows[0]?.revision ?? -1;
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && actual < 0) ||
      (expected === 'stream_exists' && actual >= 0) ||
      expected === actual;
    if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual < 0 ? 'no_stream' : actual);
    return { nextExpectedRevision: actual, position: rows[0]?.position ?? -1 };
  }

  /** The original result when the whole batch is already stored in this stream; otherwise `failure`. */
  private async resultOfStoredBatch(streamId: string, events: EventToAppend[], failure: unknown): Promise<AppendResult> {
    const { rows } = await this.sql.query<{ found: number; same_stream: boolean | null; revision: number; position: number }>(
      `SELECT count(*)::int AS found, bool_and(stream_id = $1) AS same_stream,
              max(stream_revision) AS revision, max(global_position) AS position
         FROM ${EVENTS_TABLE} WHERE event_id = ANY($2::uuid[])`,
      [streamId, events.map((e) => e.id)],
    );
    const stored = rows[0];
    if (stored && stored.found === events.length && stored.same_stream) {
      return { nextExpectedRevision: stored.revision, position: stored.position };
    }
    if (stored && stored.found > 0)
      throw new DuplicateEventIdError(
        streamId,
        events.map((e) => e.id),
      );
    throw failure;
  }

  private async single<Row>(sql: string, params: readonly unknown[]): Promise<Row> {
    const { rows } = await this.sql.query<Row>(sql, params);
    const row = rows[0];
    if (!row) throw new Error(`event store: no result from ${sql.slice(0, 40)}…`);
    return row;
  }
}
