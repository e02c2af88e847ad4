import knexFactory, { type Knex } from 'knex';

/**
 * knex as a pure SQL builder: client 'pg', no connection. We never let knex open connections or run
 * transactions because the embedded database (PGlite) is ONE connection guarded by a transaction mutex:
 * a knex pool or a knex-run BEGIN on it would interleave with the event store's and runner's transactions.
 * Everything knex builds is executed through our `SqlClient`, so it works the same on pg and PGlite.
 */
export const sqlBuilder: Knex = knexFactory({ client: 'pg' });

/** Anything a migration step may be: raw SQL text, or a knex schema/query builder turned into SQL. */
export type MigrationStatement = string | { toSQL(): Knex.Sql | Knex.Sql[] | { sql: string; bindings?: readonly unknown[] }[] };

/** Flattens builders into `[sql, bindings]` pairs with `$n` placeholders (knex emits `?` until `toNative`). */
export function toStatements(step: MigrationStatement): { sql: string; bindings: readonly unknown[] }[] {
  if (typeof step === 'string') return [{ sql: step, bindings: [] }];
  const built = step.toSQL();
  const list = Array.isArray(built) ? built : [built];
  return list.map((s) => {
    const native = 'toNative' in s && typeof s.toNative === 'function' ? s.toNative() : { sql: s.sql, bindings: s.bindings ?? [] };
    return { sql: native.sql, bindings: (native.bindings ?? []) as readonly unknown[] };
  });
}
