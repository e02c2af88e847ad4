import type { HeadersFunction } from 'react-router';

/**
 * A loader's opt-in to the server's page cache for anonymous visitors (services/api/src/web/page-cache.ts): the
 * page may be served again to visitors without a session for at most `until` (an ISO time, e.g. when the premium
 * order turns) and never past a change of what it shows. The header is the server's; browsers never see it.
 */
export function pageCacheHeaders(until: string, now = Date.now()): Record<string, string> {
  const seconds = Math.floor((Date.parse(until) - now) / 1000);
  return seconds > 0 ? { 'x-page-cache': String(seconds) } : {};
}

/** `export const headers = loaderHeaders;` in a route whose loader answers `data(…, { headers })`. */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders: headers }) => headers;
