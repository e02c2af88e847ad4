import type { SqlExecutor } from '@anonse/eventstore';
import type { ReadModelMigration } from '../migrations/migrate-read-models';

export const checkpointsMigration: ReadModelMigration = {
  id: 'checkpoints/001-create',
  up: (k) => [
    k.schema.createTable('checkpoints', (t) => {
      t.text('name').primary();
      t.bigInteger('position').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(k.fn.now());
    }),
  ],
};

/** Raised when a checkpoint is no longer where this runner left it: a rebuild or another runner moved it. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(
    readonly projector: string,
    readonly expected: number,
  ) {
    super(`checkpoint of ${projector} is no longer at ${expected}`);
  }
}

/** Returns the stored position, creating the row at -1 (before the first event) when missing. */
export async function readCheckpoint(db: SqlExecutor, name: string): Promise<number> {
  await db.query('INSERT INTO checkpoints (name, position) VALUES ($1, -1) ON CONFLICT (name) DO NOTHING', [name]);
  const { rows } = await db.query<{ position: number | string }>('SELECT position FROM checkpoints WHERE name = $1', [name]);
  return Number(rows[0]?.position ?? -1);
}

/**
 * Compare-and-set: moves the checkpoint from `expected` to `next` or throws. Runs FIRST in a batch's
 * transaction, so the checkpoint row lock orders it against a rebuild (which also takes it first):
 * no deadlock, and a batch computed against a reset checkpoint is rolled back instead of applied.
 */
export async function advanceCheckpoint(db: SqlExecutor, name: string, expected: number, next: number): Promise<void> {
  const { rowCount } = await db.query('UPDATE checkpoints SET position = $3, updated_at = now() WHERE name = $1 AND position = $2', [
    name,
    expected,
    next,
  ]);
  if (rowCount !== 1) throw new CheckpointMovedError(name, expected);
}

export async function resetCheckpoint(db: SqlExecutor, name: string): Promise<void> {
  await db.query(
    `INSERT INTO checkpoints (name, position) VALUES ($1, -1)
     ON CONFLICT (name) DO UPDATE SET position = -1, updated_at = now()`,
    [name],
  );
}

/** The checkpoints of the named projectors, -1 for one that never ran (read by the API for read-your-writes and health). */
export async function readCheckpoints(db: SqlExecutor, names: readonly string[]): Promise<Record<string, number>> {
  const { rows } = await db.query<{ name: string; position: number | string }>(
    'SELECT name, position FROM checkpoints WHERE name = ANY($1::text[])',
    [names],
  );
  const out: Record<string, number> = Object.fromEntries(names.map((n) => [n, -1]));
  for (const r of rows) out[r.name] = Number(r.position);
  return out;
}
