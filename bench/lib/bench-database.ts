/**
 * The database a benchmark measures: `--db pglite` opens an embedded store on disk in a temporary folder (as the
 * embedded product runs), anything else an isolated schema on DATABASE_URL (default the local server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import eventstore from '../../eventstore/src/index';

// bench is an ES module; the workspace sources are CommonJS, whose named exports ESM cannot see through `export *`.
const { createTestDatabase, openSqlClient } = eventstore;

export type BenchSqlClient = Awaited<ReturnType<typeof openSqlClient>>;

export async function openBenchDatabase(kind: string, name: string): Promise<{ client: BenchSqlClient; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), `anonse-bench-${name}-`));
    const client = await openSqlClient({ dataDir, applicationName: 'bench' });
    return {
      client,
      async close() {
        await client.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const db = await createTestDatabase();
  return { client: db.client, close: () => db.close() };
}
