import { resolveHeaderSearch, suggestPlaces } from './header-search';

describe('resolveHeaderSearch (spec § 2 header search)', () => {
  it('empty text opens the all-ads page', () => {
    expect(resolveHeaderSearch('', 'pl')).toBe('/anonse/');
    expect(resolveHeaderSearch('   ', 'en')).toBe('/en/erotic-ads/');
  });
  it('two characters or fewer do nothing', () => {
    expect(resolveHeaderSearch('ab', 'pl')).toBeNull();
    expect(resolveHeaderSearch(' Ł ', 'pl')).toBeNull();
  });
  it('a province name goes to its slug', () => {
    expect(resolveHeaderSearch('Małopolskie', 'pl')).toBe('/anonse/malopolskie/');
    expect(resolveHeaderSearch('łódzkie', 'en')).toBe('/en/erotic-ads/lodzkie/');
  });
  it('other text goes to /anonse/{lowercased, slugified text}/', () => {
    expect(resolveHeaderSearch('Kraków', 'pl')).toBe('/anonse/krakow/');
    expect(resolveHeaderSearch('Zielona Góra', 'pl')).toBe('/anonse/zielona-gora/');
    expect(resolveHeaderSearch('Nowhereville', 'pl')).toBe('/anonse/nowhereville/');
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
