import { canPrefetch, prefetchPath } from './prefetch';

describe('prefetch eligibility (docs/product.md § 9)', () => {
  it('skips data saver and 2g connections, allows the rest and browsers that do not say', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  const here = { origin: 'https://anonse.example', pathname: '/anonse/', search: '' };
  it('prefetches pages of this site', () => {
    expect(prefetchPath({ href: '/anonse/panie/' }, here)).toBe('/anonse/panie/');
    expect(prefetchPath({ href: 'https://anonse.example/en/?page=2' }, here)).toBe('/en/?page=2');
    expect(prefetchPath({ href: 'krakow/' }, here)).toBe('/anonse/krakow/');
  });

  it('never prefetches other sites, the API, the console, files, new tabs, downloads or the page shown', () => {
    expect(prefetchPath({ href: 'https://www.google.com/' }, here)).toBeNull();
    expect(prefetchPath({ href: 'mailto:a@b.pl' }, here)).toBeNull();
    expect(prefetchPath({ href: '/api/logout' }, here)).toBeNull();
    expect(prefetchPath({ href: '/admin/dashboard/' }, here)).toBeNull();
    expect(prefetchPath({ href: '/sitemap.xml' }, here)).toBeNull();
    expect(prefetchPath({ href: '/anonse/panie/', target: '_blank' }, here)).toBeNull();
    expect(prefetchPath({ href: '/anonse/panie/', download: true }, here)).toBeNull();
    expect(prefetchPath({ href: '/anonse/' }, here)).toBeNull();
    expect(prefetchPath({ href: '#main' }, here)).toBeNull();
  });
});
