import * as contracts from '@anonse/contracts';
import { resolveHeaderSearch as resolve, suggestPlaces as suggest, type Places } from './header-search';

// The module the page loads lazily (`@anonse/contracts/places`) is part of the barrel.
const places: Places = contracts;
const resolveHeaderSearch = (text: string, locale: contracts.Locale) => resolve(text, locale, async () => places);
const suggestPlaces = (text: string) => suggest(places, text);

describe('resolveHeaderSearch (spec § 2 header search)', () => {
  it('empty text opens the all-ads page', async () => {
    await expect(resolveHeaderSearch('', 'pl')).resolves.toBe('/anonse/');
    await expect(resolveHeaderSearch('   ', 'en')).resolves.toBe('/en/erotic-ads/');
  });
  it('two characters or fewer do nothing', async () => {
    await expect(resolveHeaderSearch('ab', 'pl')).resolves.toBeNull();
    await expect(resolveHeaderSearch(' Ł ', 'pl')).resolves.toBeNull();
  });
  it('a province name goes to its slug', async () => {
    await expect(resolveHeaderSearch('Małopolskie', 'pl')).resolves.toBe('/anonse/malopolskie/');
    await expect(resolveHeaderSearch('łódzkie', 'en')).resolves.toBe('/en/erotic-ads/lodzkie/');
  });
  it('other text goes to /anonse/{lowercased, slugified text}/', async () => {
    await expect(resolveHeaderSearch('Kraków', 'pl')).resolves.toBe('/anonse/krakow/');
    await expect(resolveHeaderSearch('Zielona Góra', 'pl')).resolves.toBe('/anonse/zielona-gora/');
    await expect(resolveHeaderSearch('Nowhereville', 'pl')).resolves.toBe('/anonse/nowhereville/');
  });
});

describe('suggestPlaces', () => {
  it('suggests provinces and towns by prefix, towns with county rights first', () => {
    const s = suggestPlaces('kra');
    expect(s[0]).toMatchObject({ key: 'krakow', label: 'Kraków', kind: 'city' });
    expect(suggestPlaces('maz').some((p) => p.kind === 'province' && p.key === 'mazowieckie')).toBe(true);
    expect(suggestPlaces('k')).toEqual([]);
  });
});
