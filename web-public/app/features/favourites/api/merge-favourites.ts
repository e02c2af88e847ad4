import { readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/user/favourites/merge → the ids the account now holds (gone ads skipped). Apart: only the sync after login needs its schema. */
export async function mergeFavourites(api: ApiFetch, adIds: string[]): Promise<string[]> {
  const res = await api('/api/user/favourites/merge', { method: 'POST', body: JSON.stringify({ adIds }) });
  // The answer's schema (and zod) loads with the answer: the favourites page renders this sync too.
  const { FavouriteIds } = await import('@anonse/contracts');
  return FavouriteIds.parse(await readJson<unknown>(res)).adIds;
}
