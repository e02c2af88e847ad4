import { randomBytes } from 'node:crypto';
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
 * A fresh, isolated database for an integration test: in-memory PGlite, or — when DATABASE_URL is set —
 * a new schema on that server (dropped on close), so suites never see each other's rows.
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await createPgliteClient(undefined, PGLITE_EXTENSIONS);
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
