import { robotsTxt } from './robots';

describe('robots.txt', () => {
  const text = robotsTxt('https://anonse.example');
  const disallowed = text
    .split('\n')
    .filter((l) => l.startsWith('Disallow: '))
    .map((l) => l.slice('Disallow: '.length));
  const blocks = (path: string) => disallowed.some((rule) => (rule === '/*?' ? path.includes('?') : path.startsWith(rule)));

  it('keeps crawlers out of searches, query permutations, accounts, dashboards, the console and the API', () => {
    for (const path of [
      '/search/?city=krakow',
      '/search/',
      '/en/search/',
      '/anonse/search/',
      '/anonse/krakow/?sort=price_asc',
      '/anonse/?page=2',
      '/dashboard/',
      '/en/dashboard/settings/',
      '/user/ads_list/',
      '/en/user/wallet/',
      '/admin/anonse/',
      '/api/anonse/search',
      '/login/',
      '/en/register/',
      '/forgot-password/',
      '/account/reset_password/',
      '/dodaj-anons/',
      '/anons/add/',
      '/weryfikacja/',
      '/salon-masazu/edit/12/',
      '/forum/admin/tags/',
    ])
      expect([path, blocks(path)]).toEqual([path, true]);
  });

  it('leaves every indexable page open and names the sitemap by the public origin', () => {
    for (const path of [
      '/',
      '/en/',
      '/anonse/',
      '/anonse/panie/krakow/',
      '/anons/6b1f0c9e-1d2f-4f7a-9c55-2f3b7b9f7b1a/anna/',
      '/roksa/',
      '/uslugi/gfe/',
      '/regulamin/',
      '/sitemap/regions/krakow/',
      '/salon-masazu/ola/',
    ])
      expect([path, blocks(path)]).toEqual([path, false]);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('\nSitemap: https://anonse.example/sitemap.xml\n');
    // No rule is covered by a shorter one.
    expect(disallowed).not.toContain('/dashboard/ulubione/');
  });
});
