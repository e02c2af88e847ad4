import { ROUTES, href, type RouteId } from '@anonse/contracts/browser';
import { data, matchPath, redirect, type LoaderFunctionArgs } from 'react-router';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** docs/product.md § 2 alias paths (`/anonse/search/`, `/anons/add/`, `/noindex/ad/:id/`, …) → 301 to the canonical path. */
export function aliasTarget(pathname: string): string | null {
  for (const [id, def] of Object.entries(ROUTES) as [RouteId, (typeof ROUTES)[RouteId]][]) {
    for (const alias of 'aliases' in def ? (def.aliases as readonly string[]) : []) {
      const m = matchPath({ path: alias, end: true }, pathname);
      if (m) return href(id, 'pl', m.params as Record<string, string>);
    }
  }
  return null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = aliasTarget(url.pathname);
  if (!target) throw data(null, { status: 404 });
  throw redirect(`${target}${url.search}`, 301);
}

export default function AliasRedirect() {
  return null;
}
