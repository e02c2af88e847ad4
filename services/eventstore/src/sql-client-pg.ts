import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client';

// bigint (int8) and numeric come back as numbers: positions and revisions stay below 2^53 (see event-store.ts).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const wrap = (db: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
    const result = await db.query(sql, params as unknown[]);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  },
});

/** A pooled client for a Postgres server (`DATABASE_URL`). */
export function createPgClient(connectionString: string, options: { max?: number; applicationName?: string } = {}): SqlClient & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, application_name: options.applicationName ?? 'anonse' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    kind: 'pg',
    pool,
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
      client.on('error', () => undefined);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}
