import * as contracts from '@anonse/contracts';
import {
  headerSearchScope,
  headerSearchText,
  resolveHeaderSearch as resolve,
  suggestPlaces as suggest,
  type HeaderSearchScope,
  type Places,
} from './header-search';

// The module the page loads lazily (`@anonse/contracts/places`) is part of the barrel.
const places: Places = contracts;
const resolveHeaderSearch = (text: string, locale: contracts.Locale, scope?: HeaderSearchScope) =>
  resolve(text, locale, { scope, load: async () => places });
const suggestPlaces = (text: string) => suggest(places, text);

describe('resolveHeaderSearch (docs/product.md § 2 header search)', () => {
  it('empty text opens the all-ads page', async () => {
    await expect(resolveHeaderSearch('', 'pl')).resolves.toBe('/anonse/');
    await expect(resolveHeaderSearch('   ', 'en')).resolves.toBe('/en/erotic-ads/');
  });
  it('two characters or fewer do nothing', async () => {
    await expect(resolveHeaderSearch('ab', 'pl')).resolves.toBeNull();
    await expect(resolveHeaderSearch(' Ł ', 'pl')).resolves.toBeNull();
    // Two characters once the invisible ones are gone.
    await expect(resolveHeaderSearch('a\u200b\u200eb', 'pl')).resolves.toBeNull();
  });
  it('a province name, in any case and with or without diacritics, goes to its slug', async () => {
    await expect(resolveHeaderSearch('Małopolskie', 'pl')).resolves.toBe('/anonse/malopolskie/');
    await expect(resolveHeaderSearch('LODZKIE', 'pl')).resolves.toBe('/anonse/lodzkie/');
    await expect(resolveHeaderSearch('łódzkie', 'en')).resolves.toBe('/en/erotic-ads/lodzkie/');
  });
  it('a known town goes straight to its key (where /anonse/{text}/ would redirect it)', async () => {
    await expect(resolveHeaderSearch('Kraków', 'pl')).resolves.toBe('/anonse/krakow/');
    await expect(resolveHeaderSearch('Zielona Góra', 'pl')).resolves.toBe('/anonse/zielona-gora/');
  });
  it('other text goes to /anonse/{lowercased text}/, one path segment', async () => {
    await expect(resolveHeaderSearch('Nowhereville', 'pl')).resolves.toBe('/anonse/nowhereville/');
    await expect(resolveHeaderSearch('  Masaż   Relaksacyjny ', 'pl')).resolves.toBe(
      `/anonse/${encodeURIComponent('masaż relaksacyjny')}/`,
    );
    await expect(resolveHeaderSearch('../admin/x', 'en')).resolves.toBe(`/en/erotic-ads/${encodeURIComponent('.. admin x')}/`);
  });
  it('on the massage-parlor pages text longer than 2 characters goes to /salony-masazu/{text}/', async () => {
    await expect(resolveHeaderSearch('Gdańsk', 'pl', 'salons')).resolves.toBe('/salony-masazu/gdansk/');
    await expect(resolveHeaderSearch('Stare Miasto', 'pl', 'salons')).resolves.toBe(
      `/salony-masazu/${encodeURIComponent('stare miasto')}/`,
    );
    await expect(resolveHeaderSearch('Poznań', 'en', 'salons')).resolves.toBe('/en/erotic-massage-parlors/poznan/');
    await expect(resolveHeaderSearch('ab', 'pl', 'salons')).resolves.toBeNull();
    await expect(resolveHeaderSearch('', 'pl', 'salons')).resolves.toBe('/anonse/');
  });
});

describe('headerSearchScope', () => {
  it('is "salons" on the massage-parlor pages of either language and "ads" elsewhere', () => {
    expect(headerSearchScope('/salony-masazu/', 'pl')).toBe('salons');
    expect(headerSearchScope('/salony-masazu/krakow/', 'pl')).toBe('salons');
    expect(headerSearchScope('/en/erotic-massage-parlors/', 'en')).toBe('salons');
    expect(headerSearchScope('/salon-masazu/studio-lotos-krakow/', 'pl')).toBe('salons');
    expect(headerSearchScope('/en/erotic-massage-parlor/studio-lotos-krakow/', 'en')).toBe('salons');
    expect(headerSearchScope('/anonse/masaz/', 'pl')).toBe('ads');
    expect(headerSearchScope('/masaze-erotyczne/', 'pl')).toBe('ads');
    expect(headerSearchScope('/', 'pl')).toBe('ads');
  });
});

describe('headerSearchText', () => {
  it('keeps a typed text safe for one path segment', () => {
    expect(headerSearchText('\uD800Ab\tC/d\\e')).toBe('ab c d e');
    expect(() => encodeURIComponent(headerSearchText('x\uDC00y\uD83D'))).not.toThrow();
    expect([...headerSearchText('ą'.repeat(300))]).toHaveLength(100);
  });
});

describe('suggestPlaces', () => {
  it('suggests provinces and towns by prefix, accents ignored, towns with county rights first', () => {
    const s = suggestPlaces('kra');
    expect(s[0]).toMatchObject({ key: 'krakow', label: 'Kraków', kind: 'city' });
    expect(suggestPlaces('lodz')[0]).toMatchObject({ key: 'lodzkie', kind: 'province' });
    expect(suggestPlaces('Łódź').some((p) => p.key === 'lodz')).toBe(true);
    expect(suggestPlaces('maz').some((p) => p.kind === 'province' && p.key === 'mazowieckie')).toBe(true);
    expect(suggestPlaces('k')).toEqual([]);
  });
});
