import { assertNever, FAVOURITE_EVENTS } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import type { Projector } from '../runner/projector';
import { favouritesMigrations } from './favourites.migration';

export const FAVOURITES_EVENT_TYPES = [...FAVOURITE_EVENTS.types, ACCOUNT_DELETED] as const;

const rowId = (accountId: string, adId: string) => `${accountId}:${adId}`;

/**
 * Applies events one by one, in log order (a favourite may be added, removed and added again in one batch; lists
 * are short). A favourite event of an erased person reads as erased (its ad id was sealed): it writes nothing, so a
 * rebuild brings no row of theirs back; `AccountDeleted` drops their rows at once (createFavouritesProjector).
 */
export async function applyFavouriteEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    if (raw.metadata[ERASED]) continue;
    const event = FAVOURITE_EVENTS.parse(raw);
    const { accountId, adId } = event.data;
    switch (event.type) {
      case 'FavouriteAdded':
        await db.query(
          `INSERT INTO favourites (id, account_id, ad_id, added_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET added_at = excluded.added_at`,
          [rowId(accountId, adId), accountId, adId, event.data.addedAt],
        );
        break;
      case 'FavouriteRemoved':
        await db.query('DELETE FROM favourites WHERE id = $1', [rowId(accountId, adId)]);
        break;
      default:
        assertNever(event);
    }
  }
}

export function createFavouritesProjector(): Projector {
  return {
    name: 'favourites',
    mode: 'transactional',
    handles: FAVOURITES_EVENT_TYPES,
    migrations: favouritesMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyFavouriteEvents(db, rest),
        (d) => db.query('DELETE FROM favourites WHERE account_id = $1', [d.accountId]),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE favourites');
    },
  };
}
