import { assertNever } from '@anonse/contracts';
import type { FavouriteEvent } from '@anonse/contracts';

/** The ids in the list, each with when it was added (insertion order = oldest first). */
export interface FavouritesState {
  adIds: Map<string, string>;
}

export const initialFavouritesState = (): FavouritesState => ({ adIds: new Map() });

export function evolveFavourites(state: FavouritesState, event: FavouriteEvent): FavouritesState {
  const adIds = new Map(state.adIds);
  switch (event.type) {
    case 'FavouriteAdded':
      adIds.set(event.data.adId, event.data.addedAt);
      break;
    case 'FavouriteRemoved':
      adIds.delete(event.data.adId);
      break;
    default:
      return assertNever(event);
  }
  return { adIds };
}
