import type { FavouriteList } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/favourites → the signed-in user's favourites, newest first (`ad` null = unavailable; 401 for a guest). */
export async function getFavourites(api: ApiFetch): Promise<FavouriteList> {
  return readJson<FavouriteList>(await api('/api/user/favourites'));
}

/** Just the ids, for a loader that puts hearts on cards (FavouritesSync). */
export async function getFavouriteIds(api: ApiFetch): Promise<string[]> {
  return (await getFavourites(api)).items.map((f) => f.adId);
}
