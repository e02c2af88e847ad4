import { ACCOUNT_EVENTS } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { accountErasuresMigrations } from './account-erasures.migration';
import { ACCOUNT_DELETED } from './account-deletions';

/**
 * Enqueues the erasure of every deleted account. `reset` keeps the table: it is a queue of work, not a view of
 * the log, so a rebuild replays into `ON CONFLICT DO NOTHING` and never re-opens an erasure already completed.
 */
export function createAccountErasuresProjector(): Projector {
  return {
    name: 'account-erasures',
    mode: 'transactional',
    handles: [ACCOUNT_DELETED],
    migrations: accountErasuresMigrations,
    async apply(events, db: SqlExecutor) {
      const rows = events.flatMap((raw) => {
        const event = ACCOUNT_EVENTS.parse(raw);
        return event.type === ACCOUNT_DELETED ? [{ account_id: event.data.accountId, deleted_at: event.data.deletedAt }] : [];
      });
      if (!rows.length) return;
      await db.query(
        `INSERT INTO account_erasures (id, deleted_at)
         SELECT r.account_id, r.deleted_at FROM jsonb_to_recordset($1::jsonb) AS r(account_id text, deleted_at timestamptz)
         ON CONFLICT (id) DO NOTHING`,
        [JSON.stringify(rows)],
      );
    },
    reset: async () => undefined,
  };
}

/** Erasures not completed yet, oldest first. */
export async function openAccountErasures(db: SqlExecutor, limit = 50): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM account_erasures WHERE completed_at IS NULL ORDER BY deleted_at, id LIMIT $1',
    [limit],
  );
  return rows.map((r) => r.id);
}

/** Erasures a deletion started and nobody has finished yet, for /metrics. */
export async function openAccountErasureCount(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM account_erasures WHERE completed_at IS NULL');
  return Number(rows[0]?.n ?? 0);
}

export async function completeAccountErasure(db: SqlExecutor, accountId: string, at: Date): Promise<void> {
  await db.query('UPDATE account_erasures SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL', [accountId, at]);
}
