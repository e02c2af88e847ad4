import { SAVED_SEARCH_ALERT_INTERVAL_MS, savedSearchFilter } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { matchesPlan, planSearch, type SearchDocument, type SearchPlan } from '../search';
import type { FirstApproval } from './first-approvals';

interface Candidate {
  id: string;
  account_id: string;
  query: string;
  digest: boolean;
  province: string | null;
  city: string | null;
  category: string | null;
  saved_position: string;
}

/** The plan of a stored query; null when it no longer parses (reference data changed): such a search matches nothing. */
function planOf(query: string): SearchPlan | null {
  const filter = savedSearchFilter(query);
  return filter ? planSearch(filter) : null;
}

const narrows = (c: Candidate, doc: SearchDocument) =>
  (c.province === null || c.province === doc.province) &&
  (c.city === null || c.city === doc.city) &&
  (c.category === null || c.category === doc.category);

/**
 * Matches ads at their first approval (first-approvals.ts: as they were then) against the searches saved before it;
 * one's own ad is no news. Only the searches table is read, which holds exactly the searches saved and not deleted
 * before these approvals (the projector applies its own events and these runs in log order), so the rows do not
 * depend on where batches were cut. A whole run of approvals costs a handful of statements.
 */
export async function matchFirstApprovals(db: SqlExecutor, approvals: readonly FirstApproval[]): Promise<void> {
  if (!approvals.length) return;
  const docs = approvals.map((a) => a.doc);
  const { rows: candidates } = await db.query<Candidate>(
    `SELECT id, account_id, query, digest, province, city, category, saved_position::text FROM saved_searches
     WHERE saved_position < $4 AND (province IS NULL OR province = ANY($1::text[])) AND (city IS NULL OR city = ANY($2::text[])) AND (category IS NULL OR category = ANY($3::text[]))`,
    [
      [...new Set(docs.map((d) => d.province))],
      [...new Set(docs.map((d) => d.city))],
      [...new Set(docs.map((d) => d.category))],
      Math.max(...approvals.map((a) => a.position)),
    ],
  );
  if (!candidates.length) return;
  const plans = new Map(candidates.map((c) => [c.id, planOf(c.query)]));
  const matches: { id: string; search_id: string; account_id: string; ad_id: string; matched_at: string; digest_pending: boolean }[] = [];
  for (const { doc, position, approvedAt } of approvals)
    for (const c of candidates) {
      const plan = plans.get(c.id);
      if (!plan || Number(c.saved_position) >= position || c.account_id === doc.ownerId || !narrows(c, doc) || !matchesPlan(doc, plan))
        continue;
      matches.push({
        id: `${c.id}:${doc.id}`,
        search_id: c.id,
        account_id: c.account_id,
        ad_id: doc.id,
        matched_at: approvedAt,
        digest_pending: c.digest,
      });
    }
  if (!matches.length) return;
  await db.query(
    `WITH added AS (
       INSERT INTO saved_search_matches (id, search_id, account_id, ad_id, matched_at, digest_pending)
       SELECT m.id, m.search_id, m.account_id, m.ad_id, m.matched_at, m.digest_pending
       FROM jsonb_to_recordset($1::jsonb) AS m(id text, search_id text, account_id text, ad_id text, matched_at timestamptz, digest_pending boolean)
       ON CONFLICT (id) DO NOTHING
       RETURNING search_id, matched_at)
     -- A notice is due at the first new match, but never sooner than an hour after the last one (no flood).
     UPDATE saved_searches s SET alert_due_at = greatest(a.first_at, coalesce(s.last_alert_at + make_interval(secs => $2), a.first_at))
     FROM (SELECT search_id, min(matched_at) AS first_at FROM added GROUP BY search_id) a
     WHERE s.id = a.search_id AND s.alert_due_at IS NULL`,
    [JSON.stringify(matches), SAVED_SEARCH_ALERT_INTERVAL_MS / 1000],
  );
}
