import type { ACCOUNT_EVENTS } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import { ADS_EVENT_TYPES, getAdsByIds, STANDING_EVENT_TYPES } from '../ads';
import type { Projector } from '../runner/projector';
import { ACCOUNT_DELETED, withAccountDeletions, type AccountDeletion } from '../privacy';
import { searchAdsMigrations } from './postgres/search-ads.migration';
import { PostgresSearchIndex } from './postgres/postgres-search-index';
import { searchDocumentOf } from './search-document';
import type { SearchIndex } from './search-index';

/** A block or unblock moves every ad of the owner in or out of the index. */
const OWNER_BLOCK_EVENT_TYPES = ['AccountBlocked', 'AccountUnblocked'] as const satisfies readonly (typeof ACCOUNT_EVENTS.types)[number][];

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
  const ids = await touchedAdIds(db, events);
  const ads = await getAdsByIds(db, ids);
  const standing = await adStanding(db, ids);
  const blocked = await blockedOwners(
    db,
    ads.map((ad) => ad.ownerId),
  );
  const visible = ads.filter((ad) => ad.status === 'approved' && !blocked.has(ad.ownerId));
  const visibleIds = new Set(visible.map((ad) => ad.id));
  await index.upsert(
    visible.map((ad) => {
      const row = standing.get(ad.id);
      return searchDocumentOf(ad, row?.version, row?.hasVideo);
    }),
  );
  await index.remove(ids.filter((id) => !visibleIds.has(id)));
}

/**
 * The ads a batch touches: named by ad, promotion and clip events, every ad of the owner for a verification, block or
 * unblock event.
 */
async function touchedAdIds(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<string[]> {
  const ids = new Set<string>();
  const owners = new Set<string>();
  for (const e of events) {
    const data = e.data as { adId?: unknown; accountId?: unknown };
    if (typeof data.adId === 'string') ids.add(data.adId);
    else if (typeof data.accountId === 'string') owners.add(data.accountId);
  }
  if (owners.size) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM ads WHERE owner_id = ANY($1::text[])', [[...owners]]);
    for (const r of rows) ids.add(r.id);
  }
  return [...ids];
}

/**
 * Owners staff blocked (issue 10): their ads leave the index and come back on unblock. Read from the accounts read
 * model, which the runner has brought past the batch first (`dependsOn`).
 */
async function blockedOwners(db: SqlExecutor, ownerIds: readonly string[]): Promise<Set<string>> {
  if (!ownerIds.length) return new Set();
  const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE blocked AND id = ANY($1::text[])', [
    [...new Set(ownerIds)],
  ]);
  return new Set(rows.map((r) => r.id));
}

/**
 * Each ad row's version (the log position of its last change: the documents' revision) and its video mark, which
 * the `ads` row keeps beside the ad (ad-standing.ts) and AdDetail does not carry.
 */
async function adStanding(db: SqlExecutor, ids: readonly string[]): Promise<Map<string, { version: number; hasVideo: boolean }>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: string; version: string | number; has_video: boolean }>(
    'SELECT id, version, has_video FROM ads WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { version: Number(r.version), hasVideo: r.has_video }]));
}

/** The default: `search_ads` written in the same transaction as its checkpoint. */
export function createPostgresSearchProjector(): Projector {
  return {
    name: 'search',
    mode: 'transactional',
    changesPublicPages: true,
    handles: [...ADS_EVENT_TYPES, ...STANDING_EVENT_TYPES, ...OWNER_BLOCK_EVENT_TYPES, ACCOUNT_DELETED],
    dependsOn: ['ads', 'accounts'],
    migrations: searchAdsMigrations,
    apply: (events, tx) => {
      const index = new PostgresSearchIndex(tx);
      return withAccountDeletions(
        events,
        (rest) => syncSearchDocuments(tx, index, rest),
        (d) => dropOwner(index, d),
      );
    },
    reset: (tx) => new PostgresSearchIndex(tx).clear(),
  };
}

/** An index outside the database (Meilisearch): checkpoint after the write, replays are absorbed by revisions. */
export function createExternalSearchProjector(index: SearchIndex): Projector {
  return {
    name: 'search',
    mode: 'idempotent',
    changesPublicPages: true,
    handles: [...ADS_EVENT_TYPES, ...STANDING_EVENT_TYPES, ...OWNER_BLOCK_EVENT_TYPES, ACCOUNT_DELETED],
    dependsOn: ['ads', 'accounts'],
    migrations: [],
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => syncSearchDocuments(db, index, rest),
        (d) => dropOwner(index, d),
      ),
    reset: () => index.clear(),
  };
}
