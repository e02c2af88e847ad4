import { ROUTES, type RouteDef } from '@anonse/contracts';

/** Whole areas no crawler needs, whatever the route table says about single pages in them. */
const AREAS = ['/api/', '/admin/', '/sanctum/', '/dev/', '/user/', '/en/user/', '/dashboard/', '/en/dashboard/'];

/** `/salon-masazu/edit/:id/` → `/salon-masazu/edit/`: the part before the first parameter or splat. */
const prefixOf = (pattern: string) => pattern.replace(/[:*].*$/, '');

/**
 * robots.txt: the site is open, except what is not meant to be found — every page the route table marks
 * non-indexable (search, login, registration, password pages, the add-ad form, verification, the forum's staff
 * pages, with their aliases), dashboards, the console and the API. Every URL with a query string is closed too:
 * that is where filter, sort and search permutations live; page-number pages go with them, since the XML sitemaps
 * name every ad and every list with ads, so crawlers need no pagination. Typed-text pages (`/anonse/{text}/`) cannot
 * be listed ahead; they answer `noindex`.
 */
export function robotsTxt(origin: string): string {
  const paths = new Set(AREAS);
  for (const route of Object.values(ROUTES) as RouteDef[]) {
    if (route.index && route.access !== 'admin') continue;
    for (const pattern of [route.pl, route.en, ...(route.aliases ?? [])]) if (pattern) paths.add(prefixOf(pattern));
  }
  // A path under one already closed needs no line of its own.
  const closed = [...paths].filter((p) => p !== '/' && ![...paths].some((other) => other !== p && p.startsWith(other))).sort();
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*?',
    ...closed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
