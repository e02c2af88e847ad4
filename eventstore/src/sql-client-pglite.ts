import { PGlite, type Extensions } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client';

const wrap = (db: Pick<PGlite, 'query'>): SqlExecutor => ({
  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
    const result = await db.query<Row>(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  },
});

/** Embedded Postgres in `dataDir` (created when missing), or in memory when `dataDir` is undefined. */
/**
 * Postgres' default 128 MB of shared buffers live inside PGlite's WebAssembly heap, which never shrinks:
 * they alone would take a third of the embedded product's 400 MB memory budget. The data files stay in
 * the OS page cache either way, so small buffers cost little for an embedded store of tens of thousands
 * of ads (bench/search.ts measures it).
 */
const EMBEDDED_POSTGRESQL_CONF = ['shared_buffers = 32MB', 'work_mem = 4MB', 'maintenance_work_mem = 32MB'];

export async function createPgliteClient(
  dataDir?: string,
  extensions: Extensions = {},
  /** A data directory dump (`PGlite.dumpDataDir`) to start from instead of running initdb. */
  loadDataDir?: Blob,
): Promise<SqlClient & { pglite: PGlite }> {
  const pglite: PGlite = await PGlite.create(dataDir, { extensions, loadDataDir, postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
  return {
    kind: 'pglite',
    pglite,
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => unlisten();
    },
    close: () => pglite.close(),
  };
}
