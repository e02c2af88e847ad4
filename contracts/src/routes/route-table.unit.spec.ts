import { AD_LIST_CATEGORIES } from '../reference/categories';
import { adListFilter, adListSplat, parseAdListPath } from './ad-list-path';
import { ROUTES, ROUTE_IDS, alternates, fillPattern, href, type RouteDef } from './route-table';

describe('route table', () => {
  const all = ROUTE_IDS.map((id) => [id, ROUTES[id] as RouteDef] as const);

  it('ends every path with a slash and puts English under /en/ (the console shares its paths)', () => {
    for (const [, r] of all) {
      for (const p of [r.pl, r.en, ...(r.aliases ?? [])]) if (p) expect(p.endsWith('/') || p.endsWith('*')).toBe(true);
      if (r.en && r.area !== 'admin') expect(r.en.startsWith('/en/')).toBe(true);
    }
  });

  it('gives every page a unique path per locale', () => {
    const pl = all.map(([, r]) => r.pl);
    expect(new Set(pl).size).toBe(pl.length);
    const en = all.filter(([, r]) => r.en && r.area !== 'admin').map(([, r]) => r.en);
    expect(new Set(en).size).toBe(en.length);
  });

  it('covers the docs/product.md § 2 paths', () => {
    expect(href('home', 'en')).toBe('/en/');
    expect(href('adDetail', 'pl', { id: 'abc', slug: 'anna' })).toBe('/anons/abc/anna/');
    expect(href('adDetail', 'en', { id: 'abc' })).toBe('/en/erotic-ad/abc/');
    expect(href('terms', 'en')).toBe('/en/regulations/');
    expect(href('stories', 'en')).toBe('/opowiadania-erotyczne/');
    expect(href('salonsByCity', 'en', { city: 'krakow' })).toBe('/en/erotic-massage-parlors/krakow/');
    expect(ROUTES.search.aliases).toContain('/anonse/search/');
    expect(ROUTES.addAd.aliases).toContain('/anons/add/');
    expect(alternates('stories')).toEqual({ pl: '/opowiadania-erotyczne/', en: null });
    expect(alternates('adminDashboard').en).toBeNull();
  });

  it('fills splats and refuses a missing required parameter', () => {
    expect(fillPattern('/anonse/*', { '*': '/panie/warszawa/' })).toBe('/anonse/panie/warszawa/');
    expect(() => href('salon', 'pl')).toThrow(/slug/);
  });
});

describe('ad-list paths', () => {
  it('parses category, place and district in order, in both languages', () => {
    const pl = parseAdListPath('panie/warszawa/mokotow', 'pl');
    expect(pl && adListFilter(pl)).toEqual({ tag1: 'kobieta', city: 'warszawa', district: 'mokotow' });
    const en = parseAdListPath('ladies/mazowieckie', 'en');
    expect(en && adListFilter(en)).toEqual({ tag1: 'kobieta', province: 'mazowieckie' });
  });

  it('refuses unknown, out-of-order or left-over segments', () => {
    for (const bad of ['atlantyda', 'warszawa/panie', 'krakow/mokotow', 'panie/warszawa/mokotow/extra', 'ladies'])
      expect(parseAdListPath(bad, 'pl')).toBeNull();
  });

  it('translates a list path between languages through its splat', () => {
    for (const category of AD_LIST_CATEGORIES) {
      const parsed = parseAdListPath(`${category.slug.pl}/gdansk/oliwa`, 'pl');
      expect(parsed).not.toBeNull();
      const en = adListSplat(parsed!, 'en');
      expect(en).toBe(`${category.slug.en}/gdansk/oliwa`);
      expect(parseAdListPath(en, 'en')).toEqual(parsed);
    }
  });
});
