import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { ReadModelMigration } from '../migrations/migrate-read-models';
import { contentVersionMigration } from './content-version';

/**
 * Events a projector could not apply ("poison"), and the later events of their streams that wait behind them.
 * One row per projector and global position; `blocked_by` is null for the event that failed and holds the
 * failed event's position for the ones queued behind it, so a stream is never applied out of order.
 */
export const parkedEventsMigration: ReadModelMigration = {
  id: 'parked-events/001-create',
  up: (k) => [
    k.schema.createTable('parked_events', (t) => {
      t.text('projector').notNullable();
      t.bigInteger('position').notNullable();
      t.text('stream_id').notNullable();
      t.integer('revision').notNullable();
      t.text('event_id').notNullable();
      t.text('type').notNullable();
      t.text('error').notNullable();
      t.integer('attempts').notNullable();
      t.bigInteger('blocked_by');
      t.timestamp('parked_at', { useTz: true }).notNullable().defaultTo(k.fn.now());
      t.primary(['projector', 'position']);
      t.index(['projector', 'stream_id', 'position'], 'parked_events_stream_idx');
    }),
  ],
};

/** The runner's own tables, in apply order (`checkpoints` first, then the parking lot). */
export const PROJECTION_RUNNER_MIGRATIONS: readonly ReadModelMigration[] = [parkedEventsMigration, contentVersionMigration];

export interface ParkedEvent {
  projector: string;
  position: number;
  streamId: string;
  revision: number;
  eventId: string;
  type: string;
  error: string;
  attempts: number;
  /** Position of the stream's failed event this one waits behind; null for the failed event itself. */
  blockedBy: number | null;
  parkedAt: string;
}

export interface ParkedStats {
  /** Events parked (failed or waiting behind a failed one). */
  parked: number;
  /** Streams held back. */
  streams: number;
}

interface ParkedRow {
  projector: string;
  position: number | string;
  stream_id: string;
  revision: number | string;
  event_id: string;
  type: string;
  error: string;
  attempts: number | string;
  blocked_by: number | string | null;
  parked_at: Date | string;
}

const toParked = (r: ParkedRow): ParkedEvent => ({
  projector: r.projector,
  position: Number(r.position),
  streamId: r.stream_id,
  revision: Number(r.revision),
  eventId: r.event_id,
  type: r.type,
  error: r.error,
  attempts: Number(r.attempts),
  blockedBy: r.blocked_by === null ? null : Number(r.blocked_by),
  parkedAt: (r.parked_at instanceof Date ? r.parked_at : new Date(r.parked_at)).toISOString(),
});

export interface ParkRequest {
  event: RecordedEvent;
  error: string;
  attempts: number;
  blockedBy: number | null;
}

/**
 * Idempotent: parking an already parked position again changes nothing (a replay of an idempotent lane).
 * Returns how many rows were added.
 */
export async function parkEvents(db: SqlExecutor, projector: string, requests: readonly ParkRequest[]): Promise<number> {
  if (!requests.length) return 0;
  const rows = requests.map(({ event, error, attempts, blockedBy }) => ({
    position: event.position,
    stream_id: event.streamId,
    revision: event.revision,
    event_id: event.id,
    type: event.type,
    error,
    attempts,
    blocked_by: blockedBy,
  }));
  const { rowCount } = await db.query(
    `INSERT INTO parked_events (projector, position, stream_id, revision, event_id, type, error, attempts, blocked_by)
     SELECT $1, r.position, r.stream_id, r.revision, r.event_id, r.type, r.error, r.attempts, r.blocked_by
     FROM jsonb_to_recordset($2::jsonb) AS r(position bigint, stream_id text, revision int, event_id text, type text,
          error text, attempts int, blocked_by bigint)
     ON CONFLICT (projector, position) DO NOTHING`,
    [projector, JSON.stringify(rows)],
  );
  return rowCount;
}

/** Streams the projector holds back, with the position of each one's failed event. */
export async function parkedStreams(db: SqlExecutor, projector: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ stream_id: string; head: number | string }>(
    'SELECT stream_id, min(position) AS head FROM parked_events WHERE projector = $1 GROUP BY stream_id',
    [projector],
  );
  return new Map(rows.map((r) => [r.stream_id, Number(r.head)]));
}

/** A projector's parked events of one stream (or of all streams), in log order. */
export async function parkedEventsOf(db: SqlExecutor, projector: string, streamId?: string): Promise<ParkedEvent[]> {
  const { rows } = await db.query<ParkedRow>(
    `SELECT * FROM parked_events WHERE projector = $1 AND ($2::text IS NULL OR stream_id = $2) ORDER BY position`,
    [projector, streamId ?? null],
  );
  return rows.map(toParked);
}

/** A page of every projector's parked events (newest first), for the administrators' list. */
export async function listParkedEvents(
  db: SqlExecutor,
  options: { projector?: string; range?: [number, number] } = {},
): Promise<{ rows: ParkedEvent[]; total: number }> {
  const [from, to] = options.range ?? [0, 24];
  const projector = options.projector ?? null;
  const [{ rows }, count] = [
    await db.query<ParkedRow>(
      `SELECT * FROM parked_events WHERE ($1::text IS NULL OR projector = $1)
       ORDER BY parked_at DESC, projector, position LIMIT $2 OFFSET $3`,
      [projector, to - from + 1, from],
    ),
    await db.query<{ n: number | string }>('SELECT count(*) AS n FROM parked_events WHERE ($1::text IS NULL OR projector = $1)', [
      projector,
    ]),
  ];
  return { rows: rows.map(toParked), total: Number(count.rows[0]?.n ?? 0) };
}

/** Parked events and held-back streams per projector (projectors with none are absent). */
export async function parkedStatsByProjector(db: SqlExecutor): Promise<Record<string, ParkedStats>> {
  const { rows } = await db.query<{ projector: string; parked: number | string; streams: number | string }>(
    'SELECT projector, count(*) AS parked, count(DISTINCT stream_id) AS streams FROM parked_events GROUP BY projector',
  );
  return Object.fromEntries(rows.map((r) => [r.projector, { parked: Number(r.parked), streams: Number(r.streams) }]));
}

/** Removes one parked event; false when it was no longer there (already retried elsewhere). */
export async function unparkEvent(db: SqlExecutor, projector: string, position: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM parked_events WHERE projector = $1 AND position = $2', [projector, position]);
  return rowCount === 1;
}

/** After a failed re-run: `head` is the stream's failed event now, the stream's later parked events wait behind it. */
export async function reparkStream(db: SqlExecutor, projector: string, streamId: string, head: number, error: string): Promise<void> {
  await db.query(
    `UPDATE parked_events SET error = $4, attempts = attempts + 1, blocked_by = NULL, parked_at = now()
     WHERE projector = $1 AND stream_id = $2 AND position = $3`,
    [projector, streamId, head, error],
  );
  await db.query('UPDATE parked_events SET blocked_by = $3 WHERE projector = $1 AND stream_id = $2 AND position > $3', [
    projector,
    streamId,
    head,
  ]);
}

export async function clearParkedEvents(db: SqlExecutor, projector: string): Promise<void> {
  await db.query('DELETE FROM parked_events WHERE projector = $1', [projector]);
}
