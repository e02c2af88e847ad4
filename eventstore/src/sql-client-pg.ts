import { createHash } from 'node:crypto';
import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client';

// bigint (int8) and numeric come back as numbers: positions and revisions stay below 2^53 (see event-store.ts).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * A statement with parameters is prepared once per connection under a name derived from its text, so Postgres parses
 * and plans it once and may keep a generic plan (plan_cache_mode=auto keeps one only when it costs no more than
 * planning each time). A search's statement took longer to plan (5 ms, with every index of `search_ads` to weigh) than
 * to run. Statements without parameters (DDL, one-offs) are sent as they are.
 */
const statementName = (sql: string) => `s${createHash('sha1').update(sql).digest('base64url')}`;
const names = new Map<string, string>();
const nameOf = (sql: string) => {
  let name = names.get(sql);
  if (name === undefined) {
    name = statementName(sql);
    // Texts are few (each query site builds a bounded set of shapes); the bound keeps a bug from growing it forever.
    if (names.size < 10_000) names.set(sql, name);
  }
  return name;
};

const wrap = (db: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
    const result = params.length ? await db.query({ name: nameOf(sql), text: sql, values: params as unknown[] }) : await db.query(sql);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  },
});

export interface PgClientOptions {
  max?: number;
  applicationName?: string;
  /** Longest wait for a new connection (0 or unset: no limit, pg's default). */
  connectionTimeoutMs?: number;
  /**
   * Longest a statement may run on the server (`statement_timeout`) and a query may wait for its answer on this
   * side (`query_timeout`, for a server that no longer answers at all). 0 or unset: no limit.
   */
  queryTimeoutMs?: number;
}

/** A pooled client for a Postgres server (`DATABASE_URL`). */
export function createPgClient(connectionString: string, options: PgClientOptions = {}): SqlClient & { pool: pg.Pool } {
  const timeouts: pg.ClientConfig = {
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
    ...(options.queryTimeoutMs ? { statement_timeout: options.queryTimeoutMs, query_timeout: options.queryTimeoutMs } : {}),
  };
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'anonse',
    ...timeouts,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a checked-out one: pg emits 'error' on a client whose server ends the session (a restart, 57P01) while
  // no query of it is running, and the pool's own listener is off while the client is lent (between two statements
  // of a transaction, or just handed to a waiting query). The statement that follows fails instead, and the pool
  // drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
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
      // The listening connection outlives any one server: when a restart or failover drops it, it connects again
      // (every second until it can), or subscribers would be left to their slow poll until the process restarts.
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        const next = new pg.Client({
          connectionString,
          ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
        });
        next.on('error', () => undefined);
        next.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
        // Only an established connection's end calls for another: a failed attempt is retried by whoever made it.
        next.once('end', () => {
          if (client !== next) return;
          client = undefined;
          again();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        if (stopped) return void (await next.end().catch(() => undefined));
        client = next;
      };
      const again = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          // Whatever was appended while nobody listened: subscribers read it now rather than at their next poll.
          connect().then(
            () => onNotify(''),
            () => again(),
          );
        }, 1_000);
        retry.unref();
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const last = client;
        client = undefined;
        if (!last) return;
        await last.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        await last.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}
