import type { SqlClient } from '@anonse/eventstore';

/**
 * Tables the API owns itself (not read models: nothing here is derived from events). Sessions are
 * server-side state with a lifetime of their own; only the sha256 of each token is stored, so a leaked
 * table does not hand out logins.
 */
export async function migrateApiStore(sql: SqlClient): Promise<void> {
  await sql.query(`
    CREATE TABLE IF NOT EXISTS api_sessions (
      token_hash   text PRIMARY KEY,
      account_id   text NOT NULL,
      created_at   timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at   timestamptz NOT NULL
    )`);
  await sql.query('CREATE INDEX IF NOT EXISTS api_sessions_account_idx ON api_sessions (account_id)');
  await sql.query('CREATE INDEX IF NOT EXISTS api_sessions_expires_idx ON api_sessions (expires_at)');
}
