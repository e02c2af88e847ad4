import { underMigrationLock, type SqlClient } from '@anonse/eventstore';
import { applyReadModelMigrations, type ReadModelMigration } from '@anonse/projections';

/**
 * The API's later tables, each a migration with an id recorded in `read_model_migrations` (applied once, under the
 * migrations' lock, like the read models'), so they exist once the database is migrated and before any module
 * starts. No projector owns them: a rebuild never drops them. `IF NOT EXISTS`: a database where an older version
 * created the table itself (moderation claims, at module start) takes the migration as a no-op.
 */
const API_TABLE_MIGRATIONS: readonly ReadModelMigration[] = [
  {
    // Who has an item open in the console (advisory, a few minutes long; see ClaimsStore).
    id: 'api-moderation-claims/001-create',
    up: () => [
      `CREATE TABLE IF NOT EXISTS moderation_claims (
        item_type    text NOT NULL,
        item_id      text NOT NULL,
        holder_id    text NOT NULL,
        holder_login text NOT NULL,
        until        timestamptz NOT NULL,
        PRIMARY KEY (item_type, item_id)
      )`,
    ],
  },
  {
    // The last rebuild of each projector, started from the console: its progress survives a restart of the API.
    id: 'api-projection-rebuilds/001-create',
    up: () => [
      `CREATE TABLE IF NOT EXISTS projection_rebuilds (
        name        text PRIMARY KEY,
        started_at  timestamptz NOT NULL,
        started_by  text NOT NULL,
        target      bigint NOT NULL,
        finished_at timestamptz
      )`,
    ],
  },
  {
    // When each account's socket last opened or closed: the console's "last seen" between session touches,
    // shared by every node and kept across restarts.
    id: 'api-presence-last-seen/001-create',
    up: () => [
      `CREATE TABLE IF NOT EXISTS presence_last_seen (
        account_id   text PRIMARY KEY,
        last_seen_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    // SMS to send (phone context, SmsOutbox): written by the request that decided the code, since the code is in no event.
    id: 'api-sms-outbox/001-create',
    up: () => [
      `CREATE TABLE IF NOT EXISTS sms_outbox (
        id              text PRIMARY KEY,
        account_id      text NOT NULL,
        kind            text NOT NULL,
        recipient       text,
        text            text,
        status          text NOT NULL,
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        claimed_until   timestamptz,
        created_at      timestamptz NOT NULL,
        sent_at         timestamptz,
        delivered_at    timestamptz,
        provider        text,
        provider_id     text,
        last_error      text
      )`,
      "CREATE INDEX IF NOT EXISTS sms_outbox_due_idx ON sms_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')",
      'CREATE INDEX IF NOT EXISTS sms_outbox_account_idx ON sms_outbox (account_id, created_at)',
    ],
  },
];

/**
 * Tables the API owns itself (not read models: nothing here is derived from events). Sessions are
 * server-side state with a lifetime of their own; only the sha256 of each token is stored, so a leaked
 * table does not hand out logins.
 */
export async function migrateApiStore(sql: SqlClient): Promise<void> {
  await underMigrationLock(sql, async (tx) => {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS api_sessions (
        token_hash   text PRIMARY KEY,
        account_id   text NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL
      )`);
    await tx.query('CREATE INDEX IF NOT EXISTS api_sessions_account_idx ON api_sessions (account_id)');
    await tx.query('CREATE INDEX IF NOT EXISTS api_sessions_expires_idx ON api_sessions (expires_at)');
    // The sessions list: a public id per session (never the token's hash) and the device recognised at login.
    await tx.query('ALTER TABLE api_sessions ADD COLUMN IF NOT EXISTS session_id uuid NOT NULL DEFAULT gen_random_uuid()');
    await tx.query('ALTER TABLE api_sessions ADD COLUMN IF NOT EXISTS browser text');
    await tx.query('ALTER TABLE api_sessions ADD COLUMN IF NOT EXISTS os text');
    await tx.query('CREATE UNIQUE INDEX IF NOT EXISTS api_sessions_session_id_key ON api_sessions (session_id)');
    // One row per Idempotency-Key an actor used on a route: inserted before the request runs (the claim that stops
    // a concurrent duplicate), completed with the first answer. The fingerprint is an HMAC of the whole request
    // (the body may hold a password); the stored answer is what the handler returned, never a cookie.
    await tx.query(`
      CREATE TABLE IF NOT EXISTS api_idempotency (
        actor        text NOT NULL,
        route        text NOT NULL,
        key          text NOT NULL,
        fingerprint  text NOT NULL,
        status_code  integer,
        response     text,
        created_at   timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (actor, route, key)
      )`);
    await tx.query('CREATE INDEX IF NOT EXISTS api_idempotency_created_idx ON api_idempotency (created_at)');
  });
  await applyReadModelMigrations(sql, API_TABLE_MIGRATIONS);
}
