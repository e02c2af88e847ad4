import type { SqlExecutor } from '@anonse/eventstore';

/** `sweep`: the one recurring job (id SWEEP_JOB_ID) that deletes stored files no photo names any more. */
export type MediaJobKind = 'process' | 'redact' | 'purge' | 'sweep';

export const SWEEP_JOB_ID = 'sweep';

export interface MediaJob {
  id: string;
  photoId: string;
  kind: MediaJobKind;
  /** Storage keys to delete (purge jobs). */
  keys: string[];
  attempts: number;
}

/**
 * Takes the next due job and leases it until `leaseUntil`: a worker that dies mid-job loses its lease and the
 * job comes back, so a restart loses nothing. `SKIP LOCKED` lets several API nodes poll one table.
 */
export async function claimMediaJob(db: SqlExecutor, now: Date, leaseUntil: Date): Promise<MediaJob | null> {
  const { rows } = await db.query<{ id: string; photo_id: string; kind: MediaJobKind; keys: string[]; attempts: number }>(
    `UPDATE media_jobs SET locked_until = $2, attempts = attempts + 1
     WHERE id = (SELECT id FROM media_jobs WHERE due_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                 ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, photo_id, kind, keys, attempts`,
    [now.toISOString(), leaseUntil.toISOString()],
  );
  const r = rows[0];
  return r ? { id: r.id, photoId: r.photo_id, kind: r.kind, keys: r.keys ?? [], attempts: Number(r.attempts) } : null;
}

export async function completeMediaJob(db: SqlExecutor, id: string): Promise<void> {
  await db.query('DELETE FROM media_jobs WHERE id = $1', [id]);
}

/** Releases the lease and makes the job due again at `dueAt` (backoff), remembering why it failed. */
export async function retryMediaJob(db: SqlExecutor, id: string, dueAt: Date, error: string): Promise<void> {
  await db.query('UPDATE media_jobs SET locked_until = NULL, due_at = $2, last_error = $3 WHERE id = $1', [
    id,
    dueAt.toISOString(),
    error.slice(0, 500),
  ]);
}

/** Jobs due at `now` (a worker that drains the table stops when none is left). */
export async function dueMediaJobs(db: SqlExecutor, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM media_jobs WHERE due_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)',
    [now.toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Makes sure the recurring sweep exists (first due at `dueAt`). A row, not a timer: every node sees it, one
 * claims it at a time, and a restart keeps its due time. A rebuild of the read model truncates the table; the
 * worker puts the row back.
 */
export async function ensureSweepJob(db: SqlExecutor, dueAt: Date): Promise<void> {
  await db.query(`INSERT INTO media_jobs (id, photo_id, kind, due_at) VALUES ($1, '', 'sweep', $2) ON CONFLICT (id) DO NOTHING`, [
    SWEEP_JOB_ID,
    dueAt.toISOString(),
  ]);
}

/** A recurring job done for now: due again at `dueAt`, with its lease and attempts cleared. */
export async function rescheduleMediaJob(db: SqlExecutor, id: string, dueAt: Date): Promise<void> {
  await db.query('UPDATE media_jobs SET locked_until = NULL, due_at = $2, attempts = 0, last_error = NULL WHERE id = $1', [
    id,
    dueAt.toISOString(),
  ]);
}

/** Photo jobs waiting or running (the recurring sweep aside), for /metrics. */
export async function mediaJobsQueued(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM media_jobs WHERE id <> $1', [SWEEP_JOB_ID]);
  return Number(rows[0]?.n ?? 0);
}
