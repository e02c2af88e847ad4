import { AD_EVENTS, SAVED_SEARCH_ALERT_INTERVAL_MS, savedSearchFilter } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import { getAdsByIds } from '../ads';
import { matchesPlan, planSearch, searchDocumentOf, type SearchDocument, type SearchPlan } from '../search';

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

interface Waiting {
  id: string;
  first_position: string;
  first_approved_at: Date | string;
}

/**
 * Matches ads at their first approval against the searches saved before it. Each ad is read from the `ads` read
 * model as the search projector reads it (the runner brings `ads` and `accounts` past the batch first), so an ad is
 * alerted to a search exactly when the search page would list it; an ad already matched once (hidden and approved
 * again, say) is never matched again. That model may already be past a rejection that followed the first approval:
 * the ad then waits, unmatched, for its next approval, and is matched then with the first approval's time and
 * against the searches saved before the first approval, so the rows do not depend on where batches were cut.
 * A whole run of approvals costs a handful of statements.
 */
export async function matchApprovedAds(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  const firstSeen = new Map<string, { approvedAt: string; position: number }>();
  for (const raw of events) {
    const event = AD_EVENTS.parse(raw);
    if (event.type === 'AdApproved' && !firstSeen.has(event.data.adId))
      firstSeen.set(event.data.adId, { approvedAt: event.data.approvedAt, position: raw.position });
  }
  if (!firstSeen.size) return;
  const seen = [...firstSeen].map(([id, f]) => ({ id, approved_at: f.approvedAt, position: f.position }));
  await db.query(
    `INSERT INTO saved_search_approved_ads (id, owner_id, first_position, first_approved_at, matched)
     SELECT a.id, a.owner_id, s.position, s.approved_at, false
     FROM jsonb_to_recordset($1::jsonb) AS s(id text, approved_at timestamptz, position bigint) JOIN ads a ON a.id = s.id
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(seen)],
  );
  const { rows: waiting } = await db.query<Waiting>(
    'SELECT id, first_position::text, first_approved_at FROM saved_search_approved_ads WHERE NOT matched AND id = ANY($1::text[])',
    [[...firstSeen.keys()]],
  );
  if (!waiting.length) return;
  const ads = (
    await getAdsByIds(
      db,
      waiting.map((r) => r.id),
    )
  ).filter((ad) => ad.status === 'approved');
  if (!ads.length) return;
  await db.query('UPDATE saved_search_approved_ads SET matched = true WHERE id = ANY($1::text[])', [ads.map((ad) => ad.id)]);
  const firsts = new Map(
    waiting.map((w) => [w.id, { position: Number(w.first_position), approvedAt: new Date(w.first_approved_at).toISOString() }]),
  );
  const { rows: blocked } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE blocked AND id = ANY($1::text[])', [
    [...new Set(ads.map((ad) => ad.ownerId))],
  ]);
  const blockedOwners = new Set(blocked.map((r) => r.id));
  const docs = ads.filter((ad) => !blockedOwners.has(ad.ownerId)).map((ad) => searchDocumentOf(ad));
  if (!docs.length) return;
  const { rows: candidates } = await db.query<Candidate>(
    `SELECT id, account_id, query, digest, province, city, category, saved_position::text FROM saved_searches
     WHERE saved_position < $4 AND (province IS NULL OR province = ANY($1::text[])) AND (city IS NULL OR city = ANY($2::text[])) AND (category IS NULL OR category = ANY($3::text[]))`,
    [
      [...new Set(docs.map((d) => d.province))],
      [...new Set(docs.map((d) => d.city))],
      [...new Set(docs.map((d) => d.category))],
      Math.max(...docs.map((d) => firsts.get(d.id)!.position)),
    ],
  );
  if (!candidates.length) return;
  const plans = new Map(candidates.map((c) => [c.id, planOf(c.query)]));
  const matches: { id: string; search_id: string; account_id: string; ad_id: string; matched_at: string; digest_pending: boolean }[] = [];
  for (const doc of docs)
    for (const c of candidates) {
      const plan = plans.get(c.id);
      const first = firsts.get(doc.id)!;
      // A search saved after the first approval never gets the ad; one's own ad is no news to them.
      if (
        !plan ||
        Number(c.saved_position) >= first.position ||
        c.account_id === doc.ownerId ||
        !narrows(c, doc) ||
        !matchesPlan(doc, plan)
      )
        continue;
      matches.push({
        id: `${c.id}:${doc.id}`,
        search_id: c.id,
        account_id: c.account_id,
        ad_id: doc.id,
        matched_at: first.approvedAt,
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
