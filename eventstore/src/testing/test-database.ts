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
 * A fresh, isolated database for an integration test: in-memory PGlite, or — when DATABASE_URL is set — on that
 * server, so suites never see each other's rows: a database cloned from the run's migrated template when there is a
 * `template` (CREATE DATABASE … TEMPLATE copies files: about 0.1 s, where migrating a fresh schema took a second and
 * more per app of the Postgres tier), else a new schema (dropped on close). The caller still migrates (a no-op on a
 * prepared database), so every kind ends up alike.
 */
export async function createTestDatabase(options: { poolSize?: number; template?: TestDatabaseTemplate } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await createEmbeddedTestClient(options.template);
    return { client, label: 'pglite', close: () => client.close() };
  }
  const run = runId();
  if (options.template && run) return cloneTemplateDatabase(url, run, options.template, options.poolSize);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = createPgClient(url, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await addReadSideExtensions(admin);
  const scoped = withTestSessionSettings(withSearchPath(url, `${schema},public`));
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

async function addReadSideExtensions(db: SqlClient): Promise<void> {
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public').catch(() => undefined);
  await db.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public').catch(() => undefined);
}

/**
 * The test run, from its dumps folder (`anonse-test-templates-XXXXXX`): names the run's databases on a Postgres
 * server, so the global teardown drops them and a later run drops those of a run that ended without it.
 */
function runId(): string | undefined {
  const dir = process.env[TEST_TEMPLATE_DIR_ENV];
  const id = dir && existsSync(dir) ? /anonse-test-templates-(\w+)$/.exec(dir)?.[1] : undefined;
  return id?.toLowerCase();
}

/** Databases of a test run on the server (scripts/jest/test-databases.cjs drops them): `anonse_tpl_<run>_<key>`, the templates, and `anonse_t_<run>_<random>`. */
const TEST_DATABASE_PREFIXES = { template: 'anonse_tpl_', test: 'anonse_t_' } as const;

const databaseUrl = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function cloneTemplateDatabase(url: string, run: string, template: TestDatabaseTemplate, poolSize = 10): Promise<TestDatabase> {
  const admin = createPgClient(url, { max: 1 });
  const templateName = `${TEST_DATABASE_PREFIXES.template}${run}_${template.key.replace(/\W/g, '_').toLowerCase()}`.slice(0, 63);
  const name = `${TEST_DATABASE_PREFIXES.test}${run}_${randomBytes(6).toString('hex')}`;
  try {
    // One worker prepares the template; the others wait for it on the lock and then find it made. A session lock
    // (CREATE DATABASE cannot run in a transaction), held by the admin pool's one connection.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [templateName]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateName]);
      if (rowCount === 0) {
        await admin.query(`CREATE DATABASE "${templateName}"`);
        const prepared = createPgClient(databaseUrl(url, templateName), { max: 2 });
        try {
          await addReadSideExtensions(prepared);
          await template.prepare(prepared);
        } catch (error) {
          await prepared.close();
          await admin.query(`DROP DATABASE "${templateName}" WITH (FORCE)`);
          throw error;
        }
        // A template with a session open cannot be copied: the pool is closed before the lock is let go.
        await prepared.close();
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [templateName]);
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  } catch (error) {
    await admin.close();
    throw error;
  }
  const connectionString = withTestSessionSettings(databaseUrl(url, name));
  const client = createPgClient(connectionString, { max: poolSize });
  return {
    client,
    label: 'postgres',
    connectionString,
    async close() {
      await client.close();
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.close();
    },
  };
}

/**
 * A test database's sessions commit without waiting for the WAL to reach the disk (`synchronous_commit = off`): a
 * commit stays atomic and isolated and is seen by every other session at once; only its durability across a crash of
 * the server is given up, and no test of this kind crashes the shared server (the drills that restart Postgres run
 * their own, with the server's defaults). On this CI machine a flushed commit cost 6 ms and more under load, and the
 * Postgres tier makes tens of thousands of them.
 */
function withTestSessionSettings(connectionString: string): string {
  const url = new URL(connectionString);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', [options, '-c synchronous_commit=off'].filter(Boolean).join(' '));
  return url.toString();
}

export function withSearchPath(connectionString: string, searchPath: string): string {
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${searchPath}`);
  return url.toString();
}
