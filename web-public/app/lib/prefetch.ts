/**
 * When and what the link prefetcher fetches ahead (docs/product.md § 9): never on a connection that saves data or is 2g, only
 * pages of this site (not the API, the console, files or the page already shown).
 */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** docs/product.md § 9: prefetching is skipped with data saver on, or on 2g / slow-2g. */
export function canPrefetch(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** Links prefetched per page for having been on screen (pointing at one always prefetches it). */
export const MAX_VISIBLE_PREFETCHES = 8;

/** How long the prefetcher waits for the browser to be idle before it fetches anyway (ms). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

const NOT_PAGES = /^\/(api|admin|sanctum|media|models|assets|socket\.io)\//;
const FILE = /\.[a-z0-9]{2,5}$/i;

export interface LinkFacts {
  href: string;
  target?: string | null;
  download?: boolean;
  rel?: string | null;
}

/** The path (with its query) a link leads to when it is a page of ours worth fetching ahead, else null. */
export function prefetchPath(link: LinkFacts, current: { origin: string; pathname: string; search: string }): string | null {
  if (link.download || (link.target && link.target !== '_self') || /\bexternal\b/.test(link.rel ?? '')) return null;
  let url: URL;
  try {
    url = new URL(link.href, current.origin + current.pathname);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (NOT_PAGES.test(url.pathname) || FILE.test(url.pathname)) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search;
}

/** Runs `task` when the browser is idle, or after the time-out at the latest; returns a cancel. */
export function whenIdle(task: () => void, timeout = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeout);
  return () => window.clearTimeout(id);
}
