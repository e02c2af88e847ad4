import { RouteMethods } from './route-methods';

describe('RouteMethods', () => {
  const routes = new RouteMethods();
  routes.add('/sanctum/csrf-cookie', 'POST');
  routes.add('/api/ads/:id', ['GET', 'HEAD']);
  routes.add('/api/ads/:id', 'PUT');
  routes.add('/api/media/*', 'GET');

  it('answers the methods of every route whose pattern matches the path', () => {
    expect(routes.allowed('/sanctum/csrf-cookie')).toEqual(['POST']);
    expect(routes.allowed('/api/ads/42')).toEqual(['GET', 'HEAD', 'PUT']);
    expect(routes.allowed('/api/media/a/b.webp')).toEqual(['GET']);
  });

  it('knows no method for a path no route matches', () => {
    expect(routes.allowed('/api/ads/42/extra')).toEqual([]);
    expect(routes.allowed('/api/ads/')).toEqual([]);
    expect(routes.allowed('/sanctum/csrf-cookieX')).toEqual([]);
  });
});
