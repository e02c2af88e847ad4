import { useSyncExternalStore } from 'react';

/** The town list (`@anonse/contracts/places`, ~17 KB gzipped): a chunk of its own. */
export type Towns = typeof import('@anonse/contracts/places');

/** The lists a place select shows for one province and city, handed over by a loader before the towns load. */
export interface PlaceLists {
  province: string;
  city: string;
  cities: readonly { key: string; name: string }[];
  districts: readonly { slug: string; name: string }[];
}

let towns: Towns | null = null;
let loading: Promise<Towns> | null = null;
const listeners = new Set<() => void>();

/** Fetches the towns once; every `useTowns` renders again when they are here. */
export function loadTowns(): Promise<Towns> {
  loading ??= import('@anonse/contracts/places').then((m) => {
    towns = m;
    for (const listener of listeners) listener();
    return m;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The towns once loaded, else null. Null on the server and while hydrating too, so the server's HTML and the first
 * render in the browser agree; the page renders again when they arrive.
 */
export const useTowns = (): Towns | null =>
  useSyncExternalStore(
    subscribe,
    () => towns,
    () => null,
  );
