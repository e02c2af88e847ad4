import { underMigrationLock, type SqlClient } from '@anonse/eventstore';
import { sqlBuilder, toStatements, type MigrationStatement } from './schema-builder';
import type { Knex } from 'knex';

/**
 * One forward-only migration of a read model. `id` is unique and sorts in apply order inside its
 * projection (e.g. `ads/001-create`); `up` returns the statements, built with knex or written raw.
 */
export interface ReadModelMigration {
  id: string;
  up(builder: Knex): MigrationStatement[];
}

/**
 * Applies the not-yet-applied migrations, each in its own transaction together with its row in
 * `read_model_migrations`, so a crash never leaves a half-applied migration recorded as done.
 * A transaction-scoped advisory lock serialises concurrent boots of several processes on one server
 * (PGlite has one connection, so it is trivially serial there).
 */
export async function applyReadModelMigrations(sql: SqlClient, migrations: readonly ReadModelMigration[]): Promise<string[]> {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`duplicate read-model migration id ${m.id}`);
    seen.add(m.id);
  }
  await underMigrationLock(sql, (tx) =>
    tx.query(
      `CREATE TABLE IF NOT EXISTS read_model_migrations (
         id text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    ),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await underMigrationLock(sql, async (tx) => {
      const { rows } = await tx.query('SELECT 1 FROM read_model_migrations WHERE id = $1', [migration.id]);
      if (rows.length) return false;
      // A migration may build an index over many rows: the request-sized statement timeout does not apply here.
      await tx.query('SET LOCAL statement_timeout = 0');
      for (const step of migration.up(sqlBuilder)) for (const { sql: text, bindings } of toStatements(step)) await tx.query(text, bindings);
      await tx.query('INSERT INTO read_model_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
