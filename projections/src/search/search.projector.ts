import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import { ADS_EVENT_TYPES, getAdsByIds } from '../ads';
import type { Projector } from '../runner/projector';
import { ACCOUNT_DELETED, withAccountDeletions, type AccountDeletion } from '../privacy';
import { searchAdsMigrations } from './postgres/search-ads.migration';
import { PostgresSearchIndex } from './postgres/postgres-search-index';
import { searchDocumentOf } from './search-document';
import type { SearchIndex } from './search-index';

/**
 * A deleted account's documents go: the ids its `AccountDeleted` names, and every document of the owner, since
 * the list can miss an ad the `ads` read model had not seen yet when the account was deleted.
 */
async function dropOwner(index: SearchIndex, deletion: AccountDeletion): Promise<void> {
  await index.remove(deletion.adIds);
  await index.removeOwner(deletion.accountId);
}

/**
 * Keeps the search index in step with the `ads` read model: for every ad touched by a batch it reads the ad's
 * current row and upserts it (approved) or removes it (anything else). Reading the read model instead of
 * folding events again keeps one source of truth for ad state; the runner applies a batch only once `ads`
 * has passed it (`dependsOn`), and documents carry the revision, so a replay never regresses a document.
 */
export async function syncSearchDocuments(db: SqlExecutor, index: SearchIndex, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((e) => (e.data as { adId: string }).adId))];
  const ads = await getAdsByIds(db, ids);
  const visible = ads.filter((ad) => ad.status === 'approved');
  const visibleIds = new Set(visible.map((ad) => ad.id));
  await index.upsert(visible.map(searchDocumentOf));
  await index.remove(ids.filter((id) => !visibleIds.has(id)));
}

/** The default: `search_ads` written in the same transaction as its checkpoint. */
export function createPostgresSearchProjector(): Projector {
  return {
    name: 'search',
    mode: 'transactional',
    handles: [...ADS_EVENT_TYPES, ACCOUNT_DELETED],
    dependsOn: ['ads'],
    migrations: searchAdsMigrations,
    apply: (events, tx) => {
      const index = new PostgresSearchIndex(tx);
      return withAccountDeletions(events, (rest) => syncSearchDocuments(tx, index, rest), (d) => dropOwner(index, d));
    },
    reset: (tx) => new PostgresSearchIndex(tx).clear(),
  };
}

/** An index outside the database (Meilisearch): checkpoint after the write, replays are absorbed by revisions. */
export function createExternalSearchProjector(index: SearchIndex): Projector {
  return {
    name: 'search',
    mode: 'idempotent',
    handles: [...ADS_EVENT_TYPES, ACCOUNT_DELETED],
    dependsOn: ['ads'],
    migrations: [],
    apply: (events, db) => withAccountDeletions(events, (rest) => syncSearchDocuments(db, index, rest), (d) => dropOwner(index, d)),
    reset: () => index.clear(),
  };
}
