import { isEntityId, MAX_FAVOURITES } from '@anonse/contracts/browser';

/** Where a guest's favourites live in the browser until they log in (then they merge into the account). */
export const GUEST_FAVOURITES_KEY = 'anonse.favourites';

/**
 * The stored list, newest first. Anything else in the slot (edited by hand, another version, junk) reads as the
 * ids it validly holds: ad ids only, once each, at most MAX_FAVOURITES.
 */
export function parseGuestFavourites(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isEntityId))].slice(0, MAX_FAVOURITES);
}

/** The list with `adId` set on (first) or off; a full list takes no more. */
export function toggled(ids: readonly string[], adId: string, on: boolean): string[] {
  const rest = ids.filter((id) => id !== adId);
  if (!on) return rest;
  return rest.length >= MAX_FAVOURITES ? [...ids] : [adId, ...rest];
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the heart then lasts for the page only.
    return null;
  }
};

export const readGuestFavourites = (): string[] => parseGuestFavourites(storage()?.getItem(GUEST_FAVOURITES_KEY) ?? null);

export function writeGuestFavourites(ids: readonly string[]): void {
  try {
    const s = storage();
    if (!s) return;
    if (ids.length) s.setItem(GUEST_FAVOURITES_KEY, JSON.stringify(ids));
    else s.removeItem(GUEST_FAVOURITES_KEY);
  } catch {
    // Quota or policy: nothing to do but keep the in-page state.
  }
}
