import type { SqlClient, SqlExecutor } from './sql-client';

/**
 * Schema of the Postgres event store (docs/architecture.md § The Postgres event store) and its append function.
 *
 * Why a plpgsql function: the append must run as ONE statement (one round trip, its own implicit
 * transaction) and must hold a short, schema-wide advisory lock while it takes its transaction id and
 * its global positions. That lock is what makes the reader's `tx_id < pg_snapshot_xmin(...)` filter
 * gap-safe when it orders by `global_position`:
 *
 *   Without it, writer U can take xid 100, writer T xid 103, T insert position 11, U insert position 12
 *   and commit. While T is still open, xmin = 103, so U's row 12 passes the filter, the subscriber
 *   checkpoints 12, and T's row 11 becomes visible later, below the checkpoint: skipped forever.
 *
 *   With the lock, xid assignment and position allocation happen inside one mutually exclusive section,
 *   so among event writers "higher xid" ⇔ "higher positions". Any transaction still open (xid ≥ xmin)
 *   therefore holds only positions above every row that passed the filter. The lock is a session lock
 *   released before COMMIT, so commits (the WAL flush) still overlap and group.
 *
 * The EXCEPTION block guarantees the session lock is released on any error (otherwise a pooled
 * connection would keep it and stall every writer). That includes a cancel — `query_canceled` (57014),
 * raised by the pool's `statement_timeout` or pg_cancel_backend — which `WHEN OTHERS` deliberately does
 * not match, so the handler names it. We catch it rather than give the functions
 * `SET statement_timeout = 0`: an append waiting on a row lock (or a stuck disk) must still be cancellable,
 * since an append that can never time out would hold the lock and stall every writer for good. The
 * handler only unlocks and re-raises, so the cancel still reaches the caller. (A terminated backend needs
 * nothing: session locks die with it. `assert_failure` cannot occur here: the functions use no ASSERT.)
 *
 * Why `SET enable_seqscan = off` on the functions: every lookup in them is by a unique key (event_id,
 * stream_id), but plpgsql caches a connection's plans, and a plan made while `events` was small (a fresh
 * database, each bench run) seq-scans it for the duplicate check — and keeps doing so as the table grows,
 * until the next ANALYZE happens to invalidate it. Measured: the duplicate check climbing to ~1 ms per
 * 8,000 events during one bench run. With seq scans priced out, the cached plans always use the indexes.
 * The check also uses `= ANY (ARRAY(...))` rather than `IN (SELECT ...)`, so it is one index probe per id
 * instead of a join whose shape depends on the guessed 100 rows of jsonb_array_elements.
 *
 * `append_to_streams` is the group-commit form (postgres-event-store.ts): several appends of concurrent
 * callers in ONE transaction, so they share one commit and one WAL flush. It keeps the same discipline —
 * one lock section around the xid and every position of the batch — and never RAISEs for an item's
 * conflict or duplicate: each item gets its own status row, in order, so a later item sees what an
 * earlier item of the same batch did, exactly as if the appends had run one after the other.
 */
export const STREAMS_TABLE = 'streams';
export const EVENTS_TABLE = 'events';
export const APPEND_FUNCTION = 'append_to_stream';
export const APPEND_BATCH_FUNCTION = 'append_to_streams';

const tablesSql = `
CREATE TABLE IF NOT EXISTS ${STREAMS_TABLE} (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS ${EVENTS_TABLE} (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  UNIQUE (stream_id, stream_revision)
);`;

/**
 * p_mode: 'any' | 'no_stream' | 'stream_exists' | 'exact' (then p_expected is the revision).
 * p_events: jsonb array of {id, type, data, metadata}. One jsonb parameter keeps pg and PGlite
 * parameter serialisation identical (no array-of-jsonb literals).
 * Returns status 'ok' | 'conflict' (revision = actual, -1 for no stream) | 'duplicate' (an idempotent
 * retry: revision/position of the stored batch) | 'partial' (some ids exist, some do not, or they
 * belong to another stream).
 */
const appendFunctionSql = () => `
CREATE OR REPLACE FUNCTION ${APPEND_FUNCTION}(
  p_stream text, p_mode text, p_expected bigint, p_events jsonb, p_channel text
) RETURNS TABLE (status text, revision bigint, last_position bigint)
LANGUAGE sql AS $fn$
  -- One append is a batch of one: the lock discipline and the statuses live in one place.
  SELECT b.status, b.revision, b.last_position
    FROM ${APPEND_BATCH_FUNCTION}(
           jsonb_build_array(jsonb_build_object('stream', p_stream, 'mode', p_mode, 'expected', p_expected, 'events', p_events)),
           p_channel) AS b
$fn$;`;

/**
 * p_batch: jsonb array of items {stream, mode, expected, events} with the meaning of append_to_stream's
 * parameters. Returns one row per item, `item` being its 1-based place in p_batch, with the statuses of
 * append_to_stream. Items run in order inside one lock section; a row, a cast or a constraint error
 * (e.g. a racing retry in another process tripping over event_id) aborts the whole batch, which the
 * caller then replays item by item through append_to_stream.
 */
const appendBatchFunctionSql = (lockKey: string) => `
CREATE OR REPLACE FUNCTION ${APPEND_BATCH_FUNCTION}(p_batch jsonb, p_channel text)
RETURNS TABLE (item int, status text, revision bigint, last_position bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $fn$
DECLARE
  v_item jsonb;
  v_n bigint;
  v_stream text;
  v_mode text;
  v_expected bigint;
  v_events jsonb;
  v_count int;
  v_found int;
  v_same_stream boolean;
  v_revision bigint;
  v_position bigint;
  v_last_position bigint;
  v_locked boolean := false;
BEGIN
  BEGIN
    FOR v_item, v_n IN SELECT x.i, x.n FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS x(i, n) LOOP
      v_stream := v_item->>'stream';
      v_mode := v_item->>'mode';
      v_expected := (v_item->>'expected')::bigint;
      v_events := v_item->'events';
      v_count := jsonb_array_length(v_events);
      item := v_n;

      -- A retried command (also one whose first copy is an earlier item of this batch).
      SELECT count(*), bool_and(e.stream_id = v_stream), max(e.stream_revision), max(e.global_position)
        INTO v_found, v_same_stream, v_revision, v_position
        FROM ${EVENTS_TABLE} e
       WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(v_events) x));
      IF v_found > 0 THEN
        status := CASE WHEN v_found = v_count AND v_same_stream THEN 'duplicate' ELSE 'partial' END;
        revision := v_revision;
        last_position := v_position;
        RETURN NEXT;
        CONTINUE;
      END IF;

      -- Taken at the first item that writes and held to the last one: the xid and every position of
      -- the batch fall inside one lock section (see the module comment). A batch of retries takes none.
      IF NOT v_locked THEN
        PERFORM pg_advisory_lock(${lockKey});
        v_locked := true;
        PERFORM pg_current_xact_id();
      END IF;

      v_revision := NULL;
      IF v_mode = 'any' THEN
        INSERT INTO ${STREAMS_TABLE} AS s (stream_id, revision) VALUES (v_stream, v_count - 1)
          ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count
          RETURNING s.revision INTO v_revision;
      ELSIF v_mode = 'no_stream' THEN
        INSERT INTO ${STREAMS_TABLE} AS s (stream_id, revision) VALUES (v_stream, v_count - 1)
          ON CONFLICT (stream_id) DO NOTHING
          RETURNING s.revision INTO v_revision;
      ELSIF v_mode = 'stream_exists' THEN
        UPDATE ${STREAMS_TABLE} s SET revision = s.revision + v_count WHERE s.stream_id = v_stream
          RETURNING s.revision INTO v_revision;
      ELSE
        UPDATE ${STREAMS_TABLE} s SET revision = s.revision + v_count
         WHERE s.stream_id = v_stream AND s.revision = v_expected
          RETURNING s.revision INTO v_revision;
      END IF;

      IF v_revision IS NULL THEN
        SELECT s.revision INTO v_revision FROM ${STREAMS_TABLE} s WHERE s.stream_id = v_stream;
        status := 'conflict';
        revision := coalesce(v_revision, -1);
        last_position := -1;
        RETURN NEXT;
        CONTINUE;
      END IF;

      WITH inserted AS (
        INSERT INTO ${EVENTS_TABLE} (stream_id, stream_revision, event_id, type, data, metadata)
        SELECT v_stream, v_revision - v_count + x.n, (x.e->>'id')::uuid, x.e->>'type', x.e->'data',
               coalesce(x.e->'metadata', '{}'::jsonb)
          FROM jsonb_array_elements(v_events) WITH ORDINALITY AS x(e, n)
         ORDER BY x.n
        RETURNING global_position
      )
      SELECT max(global_position) INTO v_position FROM inserted;

      status := 'ok';
      revision := v_revision;
      last_position := v_position;
      v_last_position := v_position;
      RETURN NEXT;
    END LOOP;
  -- OTHERS does not match query_canceled (a statement_timeout, pg_cancel_backend): it is named so a
  -- cancelled append cannot leave the session lock on a pooled connection (see the module comment).
  EXCEPTION WHEN query_canceled OR OTHERS THEN
    IF v_locked THEN
      PERFORM pg_advisory_unlock(${lockKey});
    END IF;
    RAISE;
  END;
  IF v_locked THEN
    PERFORM pg_advisory_unlock(${lockKey});
  END IF;

  IF p_channel IS NOT NULL AND v_last_position IS NOT NULL THEN
    PERFORM pg_notify(p_channel, v_last_position::text);
  END IF;
END
$fn$;`;

/** The LISTEN/NOTIFY channel of the event store living in `schema` (tests share one server). */
export function notifyChannelFor(schema: string): string {
  // Channel names are identifiers: at most 63 bytes.
  return `anonse_events_${schema}`.slice(0, 63);
}

export async function currentSchema(db: SqlExecutor): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('event store: no current schema (check search_path)');
  return schema;
}

/**
 * Creates the tables and the append functions in the current schema. Idempotent and safe to run from
 * several processes at boot: a transaction-level advisory lock serialises concurrent migrations
 * (CREATE OR REPLACE FUNCTION racing itself fails with "tuple concurrently updated").
 */
export async function migrateEventStore(sql: SqlClient): Promise<{ schema: string; channel: string }> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('anonse.events.migrate', 0))");
    const schema = await currentSchema(tx);
    const { rows } = await tx.query<{ key: string }>("SELECT hashtextextended('anonse.events.append:' || $1::text, 0)::text AS key", [
      schema,
    ]);
    const lockKey = rows[0]?.key;
    if (!lockKey || !/^-?\d+$/.test(lockKey)) throw new Error('event store: could not derive the append lock key');
    for (const statement of tablesSql
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean))
      await tx.query(statement);
    await tx.query(appendBatchFunctionSql(lockKey));
    await tx.query(appendFunctionSql());
    return { schema, channel: notifyChannelFor(schema) };
  });
}
