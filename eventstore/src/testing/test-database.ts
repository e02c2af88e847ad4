import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGLITE_EXTENSIONS } from '../pglite-extensions';
import { createPgClient } from '../sql-client-pg';
import { createPgliteClient } from '../sql-client-pglite';
import type { SqlClient } from '../sql-client';

export interface TestDatabase {
  client: SqlClient;
  /** Human label for test names: "pglite" or "postgres". */
  label: 'pglite' | 'postgres';
  /** A connection string reaching the same isolated schema (postgres only), for a second pool/process. */
  connectionString?: string;
  close(): Promise<void>;
}

/**
 * A prepared starting point for embedded test databases: `prepare` runs once per test run (it migrates), and
 * every later database of the same `key` starts from a dump of the result. initdb alone costs PGlite about 2.5 s
 * of one core; loading a dump about 0.4 s, which over the integration tier's suites is minutes of CI.
 */
export interface TestDatabaseTemplate {
  /** Names what `prepare` makes: one dump per key and test run. */
  key: string;
  prepare(client: SqlClient): Promise<void>;
}

/**
 * Where the dumps of this test run live: the test runner's global setup makes a fresh folder per run and names it
 * here, so a dump never outlives the migrations it was made with. Without it every database runs initdb.
 */
export const TEST_TEMPLATE_DIR_ENV = 'ANONSE_TEST_TEMPLATE_DIR';

async function createEmbeddedTestClient(template: TestDatabaseTemplate | undefined): Promise<SqlClient> {
  const dir = process.env[TEST_TEMPLATE_DIR_ENV];
  if (!dir || !existsSync(dir)) {
    const client = await createPgliteClient(undefined, PGLITE_EXTENSIONS);
    if (template) await template.prepare(client);
    return client;
  }
  const file = path.join(dir, `${(template?.key ?? 'empty').replace(/[^\w-]/g, '_')}.tar`);
  if (existsSync(file)) return createPgliteClient(undefined, PGLITE_EXTENSIONS, new Blob([readFileSync(file)]));
  const client = await createPgliteClient(undefined, PGLITE_EXTENSIONS);
  if (template) await template.prepare(client);
  const dump = await client.pglite.dumpDataDir('none');
  // Two test workers may make the same dump at once: each writes its own file and the rename keeps one whole.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return client;
}

/**
 * A fresh, isolated database for an integration test: in-memory PGlite, or — when DATABASE_URL is set —
 * a new schema on that server (dropped on close), so suites never see each other's rows. `template` only speeds up
 * the embedded kind: the caller still migrates (a no-op on a prepared database), so both kinds end up alike.
 */
export async function createTestDatabase(options: { poolSize?: number; template?: TestDatabaseTemplate } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await createEmbeddedTestClient(options.template);
    return { client, label: 'pglite', close: () => client.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = createPgClient(url, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public').catch(() => undefined);
  await admin.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public').catch(() => undefined);
  const scoped = withSearchPath(url, `${schema},public`);
  const client = createPgClient(scoped, { max: options.poolSize ?? 10 });
  return {
    client,
    label: 'postgres',
    connectionString: scoped,
    async close() {
      await client.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export function withSearchPath(connectionString: string, searchPath: string): string {
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${searchPath}`);
  return url.toString();
}
