import type { OnlineAccountDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import type { PresenceEntry } from '#api/platform/realtime/realtime.server';

/** How many accounts seen lately (but offline now) the list adds after everyone online. */
export const RECENTLY_SEEN_LIMIT = 100;

interface SeenRow {
  id: string;
  login: string;
  last_seen_at: Date | string | null;
}

/**
 * Everyone connected now (presence, from every node) and then the accounts seen most recently. "Last seen" is the
 * latest of the session's last use (`api_sessions.last_seen_at`, which sessions touch at most hourly, and which a
 * logout deletes) and the last time any node saw the account's socket open or close (`presence_last_seen`, kept
 * across restarts); someone online is seen now.
 */
export async function onlineAccounts(db: SqlExecutor, presence: readonly PresenceEntry[], now: Date): Promise<OnlineAccountDto[]> {
  const onlineIds = presence.map((p) => p.accountId);
  const { rows } = await db.query<SeenRow>(
    `WITH seen AS (
       SELECT account_id, max(last_seen_at) AS last_seen_at FROM (
         SELECT account_id, last_seen_at FROM api_sessions UNION ALL SELECT account_id, last_seen_at FROM presence_last_seen
       ) touches GROUP BY account_id
     ), listed AS (
       (SELECT account_id FROM seen ORDER BY last_seen_at DESC LIMIT $2)
       UNION SELECT unnest($1::text[])
     )
     SELECT a.id, a.login, s.last_seen_at FROM listed l JOIN accounts a ON a.id = l.account_id LEFT JOIN seen s ON s.account_id = a.id`,
    [onlineIds, RECENTLY_SEEN_LIMIT],
  );
  const connections = new Map(presence.map((p) => [p.accountId, p.connections]));
  return rows
    .map((r): OnlineAccountDto => {
      const online = connections.has(r.id);
      return {
        id: r.id,
        login: r.login,
        online,
        connections: connections.get(r.id) ?? 0,
        lastSeenAt: online ? now.toISOString() : r.last_seen_at === null ? null : new Date(r.last_seen_at).toISOString(),
      };
    })
    .sort(
      (a, b) =>
        Number(b.online) - Number(a.online) || (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? '') || a.login.localeCompare(b.login),
    );
}
