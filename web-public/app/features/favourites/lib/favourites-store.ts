import { readGuestFavourites, toggled, writeGuestFavourites } from './guest-favourites';

/**
 * Which ads carry a filled heart on this page, shared by every heart (cards, detail) without a provider. A
 * signed-in user's list is seeded from a loader (FavouritesSync); a guest's is read from localStorage. Whose list
 * it is (`owner`) decides where a toggle goes: the API, or the browser.
 */
export interface FavouritesSnapshot {
  owner: 'nobody' | 'guest' | 'user';
  ids: ReadonlySet<string>;
  /** Newest first (what a guest's storage keeps). */
  order: readonly string[];
}

const EMPTY: FavouritesSnapshot = { owner: 'nobody', ids: new Set(), order: [] };
let snapshot = EMPTY;
const listeners = new Set<() => void>();

function publish(owner: FavouritesSnapshot['owner'], order: readonly string[]): void {
  snapshot = { owner, ids: new Set(order), order };
  for (const listener of listeners) listener();
}

export const favouritesStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): FavouritesSnapshot => snapshot,
  /** The server renders every heart empty: the list is the visitor's own and is filled in after hydration. */
  getServer: (): FavouritesSnapshot => EMPTY,

  /** A signed-in user's ids, from a loader. */
  seedUser(ids: readonly string[]): void {
    publish('user', ids);
  },
  /** A guest: the browser's list (also after a logout, so a user's hearts never linger). */
  loadGuest(): void {
    if (snapshot.owner !== 'guest') publish('guest', readGuestFavourites());
  },
  /** One heart toggled; a guest's list is saved in the browser at once. */
  set(adId: string, on: boolean): void {
    const order = toggled(snapshot.order, adId, on);
    if (snapshot.owner === 'guest') writeGuestFavourites(order);
    publish(snapshot.owner, order);
  },
};
