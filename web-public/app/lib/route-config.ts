import { ROUTES, type RouteId } from '@anonse/contracts/browser';
import { FEATURES } from '../features';

/**
 * The pages this app renders, each one route module registered for both locales (ids `{routeId}.{locale}`),
 * plus the spec's alias paths (one redirect module) and the catch-all 404. Each feature names its own pages
 * (features/<feature>/feature.ts); a route id claimed by two features stops the build. Pure: `routes.ts` and the
 * unit tests both use it.
 */
export const PAGE_MODULES: Readonly<Partial<Record<RouteId, string>>> = FEATURES.reduce<Partial<Record<RouteId, string>>>(
  (pages, feature) => {
    for (const id of Object.keys(feature.pages) as RouteId[]) {
      if (pages[id]) throw new Error(`route ${id} is claimed by two features (the second: ${feature.name})`);
      pages[id] = feature.pages[id];
    }
    return pages;
  },
  {},
);

export type PageId = keyof typeof PAGE_MODULES;

export interface RouteEntry {
  id: string;
  /** React Router path without leading/trailing slashes ('' = index). */
  path: string;
  file: string;
}

/** '/anons/:id/:slug?/' → 'anons/:id/:slug?' */
export const toRouterPath = (pattern: string): string => pattern.replace(/^\/+|\/+$/g, '');

export function routeEntries(): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const [id, file] of Object.entries(PAGE_MODULES) as [PageId, string][]) {
    const def = ROUTES[id];
    out.push({ id: `${id}.pl`, path: toRouterPath(def.pl), file });
    if (def.en) out.push({ id: `${id}.en`, path: toRouterPath(def.en), file });
    const aliases: readonly string[] = 'aliases' in def ? (def.aliases ?? []) : [];
    aliases.forEach((alias, i) => out.push({ id: `${id}.alias${i}`, path: toRouterPath(alias), file: 'routes/alias-redirect.tsx' }));
  }
  out.push({ id: 'notFound', path: '*', file: 'routes/not-found.tsx' });
  return out;
}
