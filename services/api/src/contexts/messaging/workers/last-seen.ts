import type { SqlExecutor } from '@anonse/eventstore';

/**
 * The last time the API saw the person, from any node, as the API store keeps it: a socket of theirs opening or
 * closing (`presence_last_seen`) or a session of theirs in use (`api_sessions.last_seen_at`, touched at most hourly,
 * so it only says "at least this recent"). Null when neither knows them.
 */
export async function lastSeenAt(db: SqlExecutor, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    `SELECT max(at) AS at FROM (
       SELECT last_seen_at AS at FROM api_sessions WHERE account_id = $1
       UNION ALL SELECT last_seen_at FROM presence_last_seen WHERE account_id = $1
     ) seen`,
    [accountId],
  );
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at).toISOString();
}
