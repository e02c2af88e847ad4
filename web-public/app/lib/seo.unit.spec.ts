import { AD_LIST_CATEGORIES, LIST_FAMILY_IDS, SERVICES, type ListPath } from '@anonse/contracts/browser';
import { PROVINCES, cityByKeyOf, districtsOfCity } from '@anonse/contracts/places';
import { listTitle } from '../features/browse/lib/list-seo';
import { BROWSE } from '../features/browse/i18n';
import { ADS } from '../features/ads/i18n';
import { getT } from '../i18n/i18n';
import { buildMeta, composeTitle, titleWords } from './seo';
import { routeEntries } from './route-config';

describe('buildMeta', () => {
  it('gives title, description, canonical and hreflang pl/en/x-default', () => {
    const meta = buildMeta(
      { title: 'T', description: 'D', locale: 'en', alternates: { pl: '/anonse/panie/', en: '/en/erotic-ads/ladies/' } },
      'https://anonse.test',
    );
    expect(meta).toContainEqual({ title: 'T' });
    expect(meta).toContainEqual({ name: 'description', content: 'D' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://anonse.test/en/erotic-ads/ladies/' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'pl', href: 'https://anonse.test/anonse/panie/' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://anonse.test/anonse/panie/' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://anonse.test/en/erotic-ads/ladies/' });
  });
  it('marks non-indexable pages noindex', () => {
    expect(buildMeta({ title: 'T', description: 'D', locale: 'pl', alternates: { pl: '/login/', en: null }, index: false })).toContainEqual(
      {
        name: 'robots',
        content: 'noindex, follow',
      },
    );
  });
});

describe('routeEntries', () => {
  const entries = routeEntries();
  it('registers every page for both locales with distinct ids', () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(entries).toContainEqual({ id: 'home.pl', path: '', file: 'routes/home.tsx' });
    expect(entries).toContainEqual({ id: 'home.en', path: 'en', file: 'routes/home.tsx' });
    expect(entries).toContainEqual({ id: 'adDetail.en', path: 'en/erotic-ad/:id/:slug?', file: 'routes/ad-detail.tsx' });
    expect(entries).toContainEqual({ id: 'adList.pl', path: 'anonse/*', file: 'routes/ad-list.tsx' });
  });
  it('sends the spec aliases to the redirect module and ends with the 404 catch-all', () => {
    expect(entries.filter((e) => e.file === 'routes/alias-redirect.tsx').map((e) => e.path)).toEqual(
      expect.arrayContaining(['noindex/ad/:id', 'anonse/search', 'anons/add']),
    );
    expect(entries.at(-1)).toEqual({ id: 'notFound', path: '*', file: 'routes/not-found.tsx' });
  });
  it('registers the dashboard, the user ads list, every info page (one module) and the contact page with its form in both languages', () => {
    expect(entries).toContainEqual({ id: 'dashboard.pl', path: 'dashboard', file: 'routes/dashboard.tsx' });
    expect(entries).toContainEqual({ id: 'dashboard.en', path: 'en/dashboard', file: 'routes/dashboard.tsx' });
    expect(entries).toContainEqual({ id: 'userAds.pl', path: 'user/ads_list', file: 'routes/user-ads.tsx' });
    const info = entries.filter((e) => e.file === 'routes/info-page.tsx').map((e) => e.path);
    expect(info).toEqual(
      expect.arrayContaining(['regulamin', 'en/regulations', 'polityka-prywatnosci', 'en/privacy-policy', 'cennik', 'en/pricing']),
    );
    // Contact has a route of its own (the form and its action) under the same text.
    expect(info).toHaveLength(16);
    expect(entries).toContainEqual({ id: 'contact.pl', path: 'kontakt', file: 'routes/contact.tsx' });
    expect(entries).toContainEqual({ id: 'contact.en', path: 'en/contact', file: 'routes/contact.tsx' });
  });
  it('registers every list family on the one list module, the services index and the HTML sitemaps, in both languages', () => {
    for (const [id, file] of [
      ['eroticAds', 'routes/ad-list.tsx'],
      ['escorts', 'routes/ad-list.tsx'],
      ['massages', 'routes/ad-list.tsx'],
      ['services', 'routes/ad-list.tsx'],
      ['serviceIndex', 'routes/service-index.tsx'],
      ['sitemapRegions', 'routes/html-sitemap.tsx'],
    ])
      for (const locale of ['pl', 'en']) expect(entries.find((e) => e.id === `${id}.${locale}`)?.file).toBe(file);
    expect(entries).toContainEqual({ id: 'escorts.en', path: 'en/escorts/*', file: 'routes/ad-list.tsx' });
    expect(entries).toContainEqual({ id: 'eroticAds.alias0', path: 'anonse/anonse-ero/*', file: 'routes/alias-redirect.tsx' });
  });
});

describe('page titles repeat no word (English titles read in result lists)', () => {
  const repeats = (title: string) => {
    const words = titleWords(title);
    return words.filter((w, i) => words.indexOf(w) !== i);
  };

  it('drops a part that only says again what came before', () => {
    expect(composeTitle('Anna Kraków — Kraków | anonse')).toBe('Anna Kraków | anonse');
    expect(composeTitle('Escorts in Kraków — page 2 | anonse')).toBe('Escorts in Kraków — page 2 | anonse');
    expect(composeTitle('Kraków')).toBe('Kraków');
  });

  it('holds for every list family, category, service and kind of place, on page 1 and later pages', () => {
    const titles = everyListPage().flatMap((path) => [listTitle(path, 'en', 1), listTitle(path, 'en', 4)]);
    expect(titles.length).toBeGreaterThan(100);
    expect(titles.map((title) => composeTitle(title)).filter((title) => repeats(title).length > 0)).toEqual([]);
  });

  it('holds for home, ad pages, the service index and the sitemaps', () => {
    const ads = getT('en', ADS);
    const browse = getT('en', BROWSE);
    const brand = (main: string) => browse('title.brand', { main });
    const titles = [
      ads('seo.homeTitle'),
      // An ad whose title names its town: the town is not said twice.
      ads('seo.adTitle', { title: 'Anna from Kraków', city: 'Kraków' }),
      ads('seo.adTitle', { title: 'Anna', city: 'Kraków' }),
      brand(browse('title.serviceIndex')),
      brand(browse('sitemap.title')),
      brand(browse('sitemap.provincesTitle')),
      brand(browse('sitemap.regionsTitle')),
      ...PROVINCES.map((p) => brand(browse('sitemap.provinceTitle', { province: p.name }))),
      brand(browse('sitemap.regionTitle', { city: 'Warszawa' })),
    ].map((title) => composeTitle(title));
    expect(titles.filter((title) => repeats(title).length > 0)).toEqual([]);
    expect(titles[1]).toBe('Anna from Kraków | anonse');
    expect(titles[2]).toBe('Anna — Kraków | anonse');
  });

  it('is what the page head says', () => {
    const meta = buildMeta({ title: 'Anna Kraków — Kraków | anonse', description: 'D', locale: 'en', alternates: { pl: '/', en: '/en/' } });
    expect(meta).toContainEqual({ title: 'Anna Kraków | anonse' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Anna Kraków | anonse' });
  });
});

const krakow = cityByKeyOf('krakow')!;
const warszawa = cityByKeyOf('warszawa')!;
function everyListPage(): ListPath[] {
  const places: Pick<ListPath, 'province' | 'city' | 'district'>[] = [
    {},
    ...PROVINCES.map((province) => ({ province })),
    { city: krakow },
    { city: warszawa },
    { city: warszawa, district: districtsOfCity('warszawa')[0]! },
  ];
  const out: ListPath[] = [];
  for (const family of LIST_FAMILY_IDS) {
    const leads: Pick<ListPath, 'category' | 'service'>[] =
      family === 'adList'
        ? [{}, ...AD_LIST_CATEGORIES.map((category) => ({ category }))]
        : family === 'services'
          ? SERVICES.map((service) => ({ service }))
          : [{}];
    for (const lead of leads) for (const place of places) out.push({ family, ...lead, ...place });
  }
  return out;
}
