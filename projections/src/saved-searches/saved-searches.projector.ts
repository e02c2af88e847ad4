import {
  assertNever,
  SAVED_SEARCH_ALERT_INTERVAL_MS,
  SAVED_SEARCH_EVENTS,
  savedSearchFilter,
  type SavedSearchEvent,
} from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions, type AccountDeletion } from '../privacy';
import type { Projector } from '../runner/projector';
import { FIRST_APPROVAL_EVENT_TYPES, foldFirstApprovals, isFirstApprovalInput } from './first-approvals';
import { matchFirstApprovals } from './match-first-approvals';
import { savedSearchesMigrations } from './saved-searches.migration';

const SAVED_SEARCHES_EVENT_TYPES: readonly string[] = [...SAVED_SEARCH_EVENTS.types, ...FIRST_APPROVAL_EVENT_TYPES, ACCOUNT_DELETED];

/** One of the person's own events. An erased one (their key is gone) writes nothing, so a rebuild brings nothing back. */
async function applySavedSearchEvent(db: SqlExecutor, event: SavedSearchEvent, position: number): Promise<void> {
  switch (event.type) {
    case 'SavedSearchCreated': {
      const d = event.data;
      // The narrowing columns; a query that no longer parses keeps them null and matches nothing (match-approved-ads.ts).
      const filter = savedSearchFilter(d.query);
      await db.query(
        `INSERT INTO saved_searches (id, account_id, name, query, digest, created_at, province, city, category, saved_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [
          d.searchId,
          d.accountId,
          d.name,
          d.query,
          d.digest,
          d.createdAt,
          filter?.province ?? null,
          filter?.city ?? null,
          filter?.tag1 ?? null,
          position,
        ],
      );
      return;
    }
    case 'SavedSearchRenamed':
      await db.query('UPDATE saved_searches SET name = $3 WHERE id = $1 AND account_id = $2', [
        event.data.searchId,
        event.data.accountId,
        event.data.name,
      ]);
      return;
    case 'SavedSearchDigestChanged':
      await db.query('UPDATE saved_searches SET digest = $3 WHERE id = $1 AND account_id = $2', [
        event.data.searchId,
        event.data.accountId,
        event.data.digest,
      ]);
      // Switched off, nothing it matched is owed to an e-mail any more; switched on, only what matches from now on is.
      if (!event.data.digest)
        await db.query('UPDATE saved_search_matches SET digest_pending = false WHERE search_id = $1 AND digest_pending', [
          event.data.searchId,
        ]);
      return;
    case 'SavedSearchDeleted':
      await db.query('DELETE FROM saved_search_matches WHERE search_id = $1 AND account_id = $2', [
        event.data.searchId,
        event.data.accountId,
      ]);
      await db.query('DELETE FROM saved_searches WHERE id = $1 AND account_id = $2', [event.data.searchId, event.data.accountId]);
      return;
    case 'SavedSearchAlerted': {
      const { accountId, searchId, adIds, alertedAt } = event.data;
      await db.query(
        'UPDATE saved_search_matches SET alerted_at = $3 WHERE search_id = $1 AND ad_id = ANY($2::text[]) AND alerted_at IS NULL AND account_id = $4',
        [searchId, adIds, alertedAt, accountId],
      );
      // Matches that arrived after the notice was decided wait for the next one, an hour later.
      await db.query(
        `UPDATE saved_searches SET last_alert_at = $2,
           alert_due_at = CASE WHEN EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.search_id = $1 AND m.alerted_at IS NULL)
             THEN $2::timestamptz + make_interval(secs => $4) END
         WHERE id = $1 AND account_id = $3`,
        [searchId, alertedAt, accountId, SAVED_SEARCH_ALERT_INTERVAL_MS / 1000],
      );
      return;
    }
    case 'SavedSearchDigestCompiled':
      for (const s of event.data.searches)
        await db.query(
          'UPDATE saved_search_matches SET digest_pending = false WHERE search_id = $1 AND ad_id = ANY($2::text[]) AND account_id = $3',
          [s.searchId, s.adIds, event.data.accountId],
        );
      return;
    default:
      return assertNever(event);
  }
}

async function dropAccount(db: SqlExecutor, d: AccountDeletion): Promise<void> {
  await db.query('DELETE FROM saved_search_matches WHERE account_id = $1 OR ad_id = ANY($2::text[])', [d.accountId, d.adIds]);
  await db.query('DELETE FROM saved_searches WHERE account_id = $1', [d.accountId]);
  await db.query('DELETE FROM saved_search_unapproved_ads WHERE owner_id = $1 OR id = ANY($2::text[])', [d.accountId, d.adIds]);
  await db.query('DELETE FROM saved_search_owners WHERE account_id = $1', [d.accountId]);
}

/**
 * Log order matters (a search saved after an approval must not get that ad): runs of ad and owner events, folded
 * and matched together, then each own event.
 */
async function applyInOrder(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  let run: RecordedEvent[] = [];
  const flush = async () => {
    if (run.length) await matchFirstApprovals(db, await foldFirstApprovals(db, run));
    run = [];
  };
  for (const raw of events) {
    if (raw.metadata[ERASED]) continue;
    if (isFirstApprovalInput(raw)) {
      run.push(raw);
      continue;
    }
    await flush();
    await applySavedSearchEvent(db, SAVED_SEARCH_EVENTS.parse(raw), raw.position);
  }
  await flush();
}

/**
 * Transactional: the searches, their matches and the alert schedule commit with the checkpoint, so each approval is
 * matched exactly once and a rebuild replays the same order of saving and approving. It reads no other read model
 * (first-approvals.ts says why), so it depends on no other lane.
 */
export function createSavedSearchesProjector(): Projector {
  return {
    name: 'saved-searches',
    mode: 'transactional',
    handles: SAVED_SEARCHES_EVENT_TYPES,
    migrations: savedSearchesMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyInOrder(db, rest),
        (d) => dropAccount(db, d),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE saved_searches, saved_search_matches, saved_search_unapproved_ads, saved_search_owners');
    },
  };
}
