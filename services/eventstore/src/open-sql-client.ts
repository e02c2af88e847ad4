import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { initializeDataDirInChild, isInitialized } from './pglite-data-dir';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import type { SqlClient } from './sql-client';
import { createPgClient } from './sql-client-pg';
import { createPgliteClient } from './sql-client-pglite';

/**
 * The product's database (ARCHITECTURE.md § 2): a pool on `databaseUrl` when given, else the embedded
 * PGlite under `${dataDir}/pgdata` (created on first use) with the read side's extensions loaded.
 */
export async function openSqlClient(options: {
  databaseUrl?: string;
  dataDir: string;
  applicationName: string;
  poolSize?: number;
}): Promise<SqlClient> {
  const url = options.databaseUrl?.trim();
  if (url) return createPgClient(url, { applicationName: options.applicationName, max: options.poolSize });
  const dir = path.join(path.resolve(options.dataDir), 'pgdata');
  mkdirSync(dir, { recursive: true });
  if (!isInitialized(dir)) await initializeDataDirInChild(dir);
  return createPgliteClient(dir, PGLITE_EXTENSIONS);
}
