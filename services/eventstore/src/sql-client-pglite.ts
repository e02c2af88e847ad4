import { PGlite, type Extensions } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client';

const wrap = (db: Pick<PGlite, 'query'>): SqlExecutor => ({
  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
    const result = await db.query<Row>(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  },
});

/** Embedded Postgres in `dataDir` (created when missing), or in memory when `dataDir` is undefined. */
export async function createPgliteClient(
  dataDir?: string,
  extensions: Extensions = {},
): Promise<SqlClient & { pglite: PGlite }> {
  const pglite: PGlite = await PGlite.create(dataDir, { extensions });
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
