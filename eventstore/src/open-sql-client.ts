import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { withDeadline } from './deadline';
import { initializeDataDirInChild, isInitialized } from './pglite-data-dir';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import type { SqlClient } from './sql-client';
import { createPgClient } from './sql-client-pg';
import { createPgliteClient } from './sql-client-pglite';

/**
 * The product's database (docs/architecture.md § Run modes): a pool on `databaseUrl` when given, else the embedded
 * PGlite under `${dataDir}/pgdata` (created on first use) with the read side's extensions loaded.
 */
export async function openSqlClient(options: {
  databaseUrl?: string;
  dataDir: string;
  applicationName: string;
  poolSize?: number;
  /**
   * With a server: how long opening may take before it fails with `DatabaseUnreachableError`, and then the
   * limit of every connection attempt and statement. Unset: no limits (pg's defaults).
   */
  timeoutMs?: number;
  /** The variable the URL came from, named in the error (default `DATABASE_URL`). */
  variable?: string;
}): Promise<SqlClient> {
  const url = options.databaseUrl?.trim();
  if (url) {
    const client = createPgClient(url, {
      applicationName: options.applicationName,
      max: options.poolSize,
      connectionTimeoutMs: options.timeoutMs,
      queryTimeoutMs: options.timeoutMs,
    });
    try {
      await waitUntilReachable(client, options.timeoutMs);
    } catch (error) {
      await client.close().catch(() => undefined);
      throw new DatabaseUnreachableError(options.variable ?? 'DATABASE_URL', url, options.timeoutMs, error);
    }
    return client;
  }
  const dir = path.join(path.resolve(options.dataDir), 'pgdata');
  mkdirSync(dir, { recursive: true });
  if (!isInitialized(dir)) await initializeDataDirInChild(dir);
  return createPgliteClient(dir, PGLITE_EXTENSIONS);
}

/**
 * The server did not answer in time or refused us. The message is one line for an operator: the variable, the
 * URL without its password, and what to check.
 */
export class DatabaseUnreachableError extends Error {
  override readonly name = 'DatabaseUnreachableError';
  constructor(variable: string, url: string, timeoutMs: number | undefined, cause: unknown) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/\s+/g, ' ').trim();
    const within = timeoutMs ? ` within ${formatSeconds(timeoutMs)}` : '';
    super(
      `Cannot reach the database at ${variable}=${redactUrl(url)}${within} (${reason}): check that Postgres is running and reachable ` +
        `from this host and that the user, password and database name in ${variable} are right`,
    );
  }
}

/** The URL with its password (in the authority or as a `password` parameter) replaced by `***`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
    return parsed.toString();
  } catch {
    return '(a value that is not a URL)';
  }
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** A server error (SQLSTATE: bad password, unknown database) will not go away by waiting; the network may. */
const isServerAnswer = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/**
 * Retries the first round trip until `timeoutMs` has passed (a server that is still starting), except when
 * the server answered with an error.
 */
async function waitUntilReachable(client: SqlClient, timeoutMs: number | undefined): Promise<void> {
  const deadline = Date.now() + (timeoutMs ?? 0);
  for (;;) {
    try {
      await withDeadline(client.query('SELECT 1'), timeoutMs, () => new Error(`no answer after ${formatSeconds(timeoutMs ?? 0)}`));
      return;
    } catch (error) {
      if (isServerAnswer(error) || Date.now() + 250 >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
