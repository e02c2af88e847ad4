import { routeFamily } from './route-family';

describe('routeFamily', () => {
  it.each([
    [undefined, 'unmatched'],
    ['/*', 'page'],
    ['/', 'page'],
    ['/readyz', 'ops'],
    ['/metrics', 'ops'],
    ['/api/anonse/:id', 'api/anonse'],
    ['/api/anonse/search', 'api/anonse'],
    ['/api/admin/ads/:id/approve', 'api/admin/ads'],
    ['/api/admin', 'api/admin'],
    ['/api/user/saved-searches/:id', 'api/user/saved-searches'],
    ['/api/register', 'api/register'],
    ['/admin/*', 'admin'],
    ['/sitemaps/files/:file', 'sitemaps'],
  ])('%s → %s', (pattern, family) => {
    expect(routeFamily(pattern)).toBe(family);
  });

  it('counts a catch-all that answers 404 as unmatched', () => {
    expect(routeFamily('/api/*', ['/api', '/api/*'])).toBe('unmatched');
  });
});
