import { MAX_FAVOURITES } from '@anonse/contracts/browser';
import { parseGuestFavourites, toggled } from './guest-favourites';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe("a guest's favourites in the browser", () => {
  it('reads only ad ids, once each, from whatever is stored', () => {
    expect(parseGuestFavourites(JSON.stringify([id(1), '__proto__', id(1), 42, null, id(2)]))).toEqual([id(1), id(2)]);
    expect(parseGuestFavourites('{"__proto__":1}')).toEqual([]);
    expect(parseGuestFavourites('not json')).toEqual([]);
    expect(parseGuestFavourites(null)).toEqual([]);
    expect(parseGuestFavourites(JSON.stringify(Array.from({ length: MAX_FAVOURITES + 50 }, (_, i) => id(i))))).toHaveLength(MAX_FAVOURITES);
  });

  it('adds newest first, removes, and keeps a full list as it is', () => {
    expect(toggled([id(1)], id(2), true)).toEqual([id(2), id(1)]);
    expect(toggled([id(1), id(2)], id(1), false)).toEqual([id(2)]);
    expect(toggled([id(1)], id(1), true)).toEqual([id(1)]);
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => id(i));
    expect(toggled(full, id(9999), true)).toEqual(full);
  });
});
