/**
 * The family a route pattern belongs to, the label of the request metrics: few enough values for Prometheus (one per
 * area of the API, not per URL or id), many enough to tell a slow search from a slow console. `/api/x/…` is `api/x`,
 * except the console's and a person's own areas, one level deeper (`api/admin/ads`, `api/user/wallet`); every page
 * the web app renders is `page`; anything else is its first segment; a request no route took (or only a catch-all
 * that answers 404, `catchAlls`) is `unmatched`.
 */
export function routeFamily(pattern: string | undefined, catchAlls: readonly string[] = []): string {
  if (!pattern || catchAlls.includes(pattern)) return 'unmatched';
  if (pattern === '/*') return 'page';
  const segments = pattern.split('/').filter((s) => s && !s.startsWith(':') && s !== '*');
  const [first, second, third] = segments;
  if (!first) return 'page';
  if (first === 'healthz' || first === 'readyz' || first === 'metrics') return 'ops';
  if (first !== 'api') return first;
  if (!second) return 'api';
  if ((second === 'admin' || second === 'user') && third) return `api/${second}/${third}`;
  return `api/${second}`;
}
