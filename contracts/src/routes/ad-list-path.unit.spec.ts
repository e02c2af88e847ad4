import { SERVICES } from '../reference/services';
import {
  LIST_FAMILY_IDS,
  listFamilyOfPath,
  listFilter,
  listHref,
  normalizeTypedText,
  parseListPath,
  typedTextHref,
  typedTextQuery,
  type ListPathMatch,
} from './ad-list-path';
import { ROUTES } from './route-table';

const hrefOf = (m: ListPathMatch, locale: 'pl' | 'en' = 'pl') => {
  if (m.kind === 'page' || m.kind === 'redirect') return `${m.kind} ${listHref(m.path, locale)}`;
  if (m.kind === 'text') return `text ${m.text}${m.canonical ? '' : ' (redirect)'}`;
  return m.kind;
};

describe('list families', () => {
  it('lists every family under its Polish and English prefix', () => {
    expect(LIST_FAMILY_IDS.map((f) => [f, listHref({ family: f, ...(f === 'services' ? { service: SERVICES[0]! } : {}) }, 'pl')])).toEqual([
      ['adList', '/anonse/'],
      ['eroticAds', '/anonse-erotyczne/'],
      ['escorts', '/roksa/'],
      ['massages', '/masaze-erotyczne/'],
      ['services', '/uslugi/gfe/'],
    ]);
    expect(listHref({ family: 'escorts' }, 'en')).toBe('/en/escorts/');
    expect(listHref({ family: 'massages' }, 'en')).toBe('/en/erotic-massages/');
    expect(listHref({ family: 'eroticAds' }, 'en')).toBe('/en/adult-ads/');
  });

  it('finds the family of a pathname, the prefix of another not counting', () => {
    expect(listFamilyOfPath('/anonse/krakow/')).toBe('adList');
    expect(listFamilyOfPath('/anonse-erotyczne/krakow/')).toBe('eroticAds');
    expect(listFamilyOfPath('/en/escorts')).toBe('escorts');
    expect(listFamilyOfPath('/en/services/gfe/')).toBe('services');
    expect(listFamilyOfPath('/anonsee/')).toBeUndefined();
  });

  it('says what each family lists', () => {
    const filter = (family: Parameters<typeof parseListPath>[0], splat: string) => {
      const m = parseListPath(family, splat, 'pl');
      return m.kind === 'page' ? listFilter(m.path) : m.kind;
    };
    expect(filter('eroticAds', 'krakow')).toEqual({ city: 'krakow' });
    expect(filter('escorts', 'warszawa/mokotow')).toEqual({
      service: ['gfe', 'randka', 'kolacja', 'wyjazdy', 'towarzystwo-na-imprezy', 'nocleg', 'weekend'],
      city: 'warszawa',
      district: 'mokotow',
    });
    expect(filter('massages', 'slaskie')).toEqual({ tag1: 'masaz', province: 'slaskie' });
    expect(filter('services', 'masaz-tantryczny/poznan')).toEqual({ service: ['masaz-tantryczny'], city: 'poznan' });
    expect(filter('adList', 'klimat-gfe/gdansk')).toEqual({ service: ['gfe'], city: 'gdansk' });
  });

  it('finds the alias of the erotic-ads page with its place', () => {
    expect(ROUTES.eroticAds.aliases).toEqual(['/anonse/anonse-ero/*']);
  });
});

describe('parseListPath', () => {
  it('takes canonical paths as they are, in both languages', () => {
    expect(hrefOf(parseListPath('adList', 'panie/warszawa/mokotow/', 'pl'))).toBe('page /anonse/panie/warszawa/mokotow/');
    expect(hrefOf(parseListPath('adList', 'ladies/mazowieckie', 'en'), 'en')).toBe('page /en/erotic-ads/ladies/mazowieckie/');
    expect(hrefOf(parseListPath('services', 'gfe/krakow/nowa-huta', 'en'), 'en')).toBe('page /en/services/gfe/krakow/nowa-huta/');
    expect(hrefOf(parseListPath('adList', '', 'pl'))).toBe('page /anonse/');
  });

  it('sends a province or town written in any case, with or without diacritics, to its slug (301)', () => {
    for (const [typed, slug] of [
      ['Kraków', 'krakow'],
      ['krakow', 'krakow'],
      ['ŁÓDŹ', 'lodz'],
      ['Zielona Góra', 'zielona-gora'],
      ['zielona-gora', 'zielona-gora'],
      ['Śląskie', 'slaskie'],
      ['WARMIŃSKO-MAZURSKIE', 'warminsko-mazurskie'],
    ]) {
      const m = parseListPath('adList', typed!, 'pl');
      expect(hrefOf(m)).toBe(`${typed === slug ? 'page' : 'redirect'} /anonse/${slug}/`);
    }
    expect(hrefOf(parseListPath('adList', 'Panie/Kraków', 'pl'))).toBe('redirect /anonse/panie/krakow/');
    expect(hrefOf(parseListPath('adList', 'Warszawa/Mokotów', 'pl'))).toBe('redirect /anonse/warszawa/mokotow/');
    expect(hrefOf(parseListPath('escorts', 'Kraków', 'pl'))).toBe('redirect /roksa/krakow/');
    expect(hrefOf(parseListPath('services', 'Masaż tantryczny/Łódź', 'pl'))).toBe('redirect /uslugi/masaz-tantryczny/lodz/');
  });

  it('makes one unknown segment under /anonse/ a text search, never a 404', () => {
    expect(hrefOf(parseListPath('adList', 'zakopane-centrum', 'pl'))).toBe('text zakopane-centrum');
    expect(hrefOf(parseListPath('adList', 'Zakopane  Centrum', 'pl'))).toBe('text zakopane centrum (redirect)');
    expect(hrefOf(parseListPath('adList', 'ladies', 'pl'))).toBe('text ladies');
    expect(hrefOf(parseListPath('adList', '6', 'pl'))).toBe('text 6');
    // Nothing to search for: the whole list.
    expect(hrefOf(parseListPath('adList', '...', 'pl'))).toBe('redirect /anonse/');
    expect(hrefOf(parseListPath('adList', '%', 'pl'))).toBe('redirect /anonse/');
  });

  it('answers 404 for an unknown service, district or second segment, and for extra segments', () => {
    for (const [family, splat] of [
      ['adList', 'panie/zakopane-centrum'],
      ['adList', 'krakow/zakopane-centrum'],
      ['adList', 'zakopane/centrum'],
      ['adList', 'warszawa/panie'],
      ['adList', 'panie/warszawa/mokotow/extra'],
      ['services', 'nie-ma-takiej'],
      ['services', ''],
      ['services', 'gfe/atlantyda'],
      ['escorts', 'atlantyda'],
      ['escorts', 'panie'],
      ['massages', 'krakow/mokotow'],
      ['eroticAds', 'warszawa/srodmiescie-x'],
    ] as const)
      expect(`${family} ${splat}: ${hrefOf(parseListPath(family, splat, 'pl'))}`).toBe(`${family} ${splat}: notFound`);
  });
});

describe('typed text', () => {
  it('is normalised: NFC, lower case, single spaces, at most 100 code points, something to search for', () => {
    expect(normalizeTypedText('  Ala   MA\tKota ')).toBe('ala ma kota');
    expect(normalizeTypedText('e\u0301')).toBe('é');
    expect(normalizeTypedText('😀'.repeat(150) + 'a')).toBeNull();
    expect(Array.from(normalizeTypedText('ą'.repeat(500))!)).toHaveLength(100);
    expect(normalizeTypedText('---')).toBeNull();
    expect(normalizeTypedText('a\u0007b')).toBeNull();
  });

  it('has a canonical path with its one segment encoded, and searches the slug words', () => {
    expect(typedTextHref('zakopane centrum', 'pl')).toBe('/anonse/zakopane%20centrum/');
    expect(typedTextHref('100%/x', 'en')).toBe('/en/erotic-ads/100%25%2Fx/');
    expect(typedTextQuery('zakopane-centrum')).toBe('zakopane centrum');
  });
});
