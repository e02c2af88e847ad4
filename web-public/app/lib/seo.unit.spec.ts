import { buildMeta } from './seo';
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
    expect(buildMeta({ title: 'T', description: 'D', locale: 'pl', alternates: { pl: '/login/', en: null }, index: false })).toContainEqual({
      name: 'robots',
      content: 'noindex, follow',
    });
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
    expect(info).toEqual(expect.arrayContaining(['regulamin', 'en/regulations', 'polityka-prywatnosci', 'en/privacy-policy', 'cennik', 'en/pricing']));
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
