import type { SqlClient, SqlExecutor } from './sql-client';

/**
 * Runs boot-time DDL in one transaction under a database-wide advisory lock. Every process of a node (HTTP workers,
 * the projections worker) migrates at start, and on PostgreSQL two `CREATE TABLE IF NOT EXISTS` of the same table
 * racing each other fail with "duplicate key value violates unique constraint pg_class_relname_nsp_index": the
 * `IF NOT EXISTS` check and the catalogue insert are not atomic. The lock makes the second process wait and then
 * find the table. Transaction-scoped, so a crashed process never leaves it held.
 */
export function underMigrationLock<T>(sql: SqlClient, migrate: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('anonse.migrate', 0))");
    return migrate(tx);
  });
}
