import { useEffect, useRef, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { canPrefetch, MAX_VISIBLE_PREFETCHES, prefetchPath, whenIdle, type ConnectionLike } from '../lib/prefetch';
import { island } from '#web/islands/island';

/**
 * docs/product.md § 9 "feels instant": a page of ours whose link has been on screen or under the pointer (or keyboard focus)
 * is fetched ahead — its code and data — once the browser is idle (2 s at the latest), each page once. Nothing is
 * fetched on a connection that saves data or is 2g. A page shows dozens of links, and each prefetch renders that
 * page's data on the server: only the first few seen are taken, every one pointed at is. Renders React Router's
 * prefetch links, nothing visible.
 */
export function LinkPrefetcher() {
  const location = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  const seen = useRef(new Set<string>());

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
    if (!canPrefetch(connection)) return;
    // A page with speculation rules (islands/speculation-rules.ts) leaves fetching ahead to the browser that reads them.
    if (HTMLScriptElement.supports?.('speculationrules') && document.querySelector('script[type="speculationrules"]')) return;
    const current = { origin: window.location.origin, pathname: window.location.pathname, search: window.location.search };
    const queue = new Set<string>();
    let cancel: (() => void) | null = null;
    let visibleLeft = MAX_VISIBLE_PREFETCHES;
    const flush = () => {
      cancel = null;
      const fresh = [...queue].filter((p) => !seen.current.has(p));
      queue.clear();
      for (const p of fresh) seen.current.add(p);
      if (fresh.length) setPages((list) => [...list, ...fresh]);
    };
    const want = (a: Element | null, seenOnly = false) => {
      if (!(a instanceof HTMLAnchorElement)) return;
      const path = prefetchPath(
        { href: a.getAttribute('href') ?? '', target: a.target, download: a.hasAttribute('download'), rel: a.rel },
        current,
      );
      if (!path || seen.current.has(path) || queue.has(path)) return;
      if (seenOnly && visibleLeft-- <= 0) return;
      queue.add(path);
      cancel ??= whenIdle(flush);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        want(e.target, true);
        observer.unobserve(e.target);
      }
    });
    for (const a of document.querySelectorAll('a[href]')) observer.observe(a);
    const onIntent = (e: Event) => want((e.target as Element | null)?.closest?.('a[href]') ?? null);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      cancel?.();
    };
  }, [location.pathname, location.search]);

  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}

export const LinkPrefetcherIsland = island('link-prefetcher', LinkPrefetcher);
