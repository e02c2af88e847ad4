import type { SqlExecutor } from '@anonse/eventstore';

export interface SavedSearchRow {
  id: string;
  accountId: string;
  name: string;
  query: string;
  digest: boolean;
  createdAt: string;
  /** New ads matched since it was saved, and when the latest did. */
  matches: number;
  lastMatchAt: string | null;
}

interface Raw {
  id: string;
  account_id: string;
  name: string;
  query: string;
  digest: boolean;
  created_at: Date | string;
  matches: number | string;
  last_match_at: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const SELECT = `SELECT s.id, s.account_id, s.name, s.query, s.digest, s.created_at,
    (SELECT count(*) FROM saved_search_matches m WHERE m.search_id = s.id) AS matches,
    (SELECT max(m.matched_at) FROM saved_search_matches m WHERE m.search_id = s.id) AS last_match_at
  FROM saved_searches s`;
const toRow = (r: Raw): SavedSearchRow => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  query: r.query,
  digest: r.digest,
  createdAt: iso(r.created_at),
  matches: Number(r.matches),
  lastMatchAt: r.last_match_at === null ? null : iso(r.last_match_at),
});

/** The person's saved searches, newest first. */
export async function listSavedSearches(db: SqlExecutor, accountId: string): Promise<SavedSearchRow[]> {
  const { rows } = await db.query<Raw>(`${SELECT} WHERE s.account_id = $1 ORDER BY s.created_at DESC, s.id`, [accountId]);
  return rows.map(toRow);
}

export async function getSavedSearch(db: SqlExecutor, id: string): Promise<SavedSearchRow | null> {
  const { rows } = await db.query<Raw>(`${SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** A notice owed: a search whose notice is due, and its matches the bell has not been told of (oldest first). */
export interface SavedSearchAlertDue {
  searchId: string;
  accountId: string;
  adIds: string[];
}

export async function savedSearchAlertsDue(db: SqlExecutor, now: Date, limit: number): Promise<SavedSearchAlertDue[]> {
  const { rows } = await db.query<{ id: string; account_id: string; ad_ids: string[] }>(
    `SELECT s.id, s.account_id, array_agg(m.ad_id ORDER BY m.matched_at, m.ad_id) AS ad_ids
     FROM saved_searches s JOIN saved_search_matches m ON m.search_id = s.id AND m.alerted_at IS NULL
     WHERE s.alert_due_at <= $1
     GROUP BY s.id, s.account_id, s.alert_due_at
     ORDER BY s.alert_due_at, s.id
     LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => ({ searchId: r.id, accountId: r.account_id, adIds: r.ad_ids }));
}

/** A digest owed: one person's searches (digest on) with matches made before `before` not yet e-mailed. */
export interface SavedSearchDigestDue {
  accountId: string;
  searches: { searchId: string; adIds: string[] }[];
}

export async function savedSearchDigestsDue(db: SqlExecutor, before: Date, limit: number): Promise<SavedSearchDigestDue[]> {
  const { rows } = await db.query<{ account_id: string; search_id: string; ad_ids: string[] }>(
    `WITH owed AS (
       SELECT DISTINCT account_id FROM saved_search_matches WHERE digest_pending AND matched_at < $1 ORDER BY account_id LIMIT $2)
     SELECT m.account_id, m.search_id, array_agg(m.ad_id ORDER BY m.matched_at, m.ad_id) AS ad_ids
     FROM saved_search_matches m JOIN owed o ON o.account_id = m.account_id
     WHERE m.digest_pending AND m.matched_at < $1
     GROUP BY m.account_id, m.search_id
     ORDER BY m.account_id, min(m.matched_at), m.search_id`,
    [before, limit],
  );
  const byAccount = new Map<string, SavedSearchDigestDue>();
  for (const r of rows) {
    const due = byAccount.get(r.account_id) ?? { accountId: r.account_id, searches: [] };
    due.searches.push({ searchId: r.search_id, adIds: r.ad_ids });
    byAccount.set(r.account_id, due);
  }
  return [...byAccount.values()];
}
