import type { MetaDescriptor } from 'react-router';

/**
 * Page links `?page=n` of a result list. Page 1 has no parameter (it is the canonical URL). A keyset cursor
 * belongs to the one page it leads to: every link drops the current one, and only the "next" link carries the
 * next page's (`&cursor=…`), so the page after this one is read by keyset while any page number still works.
 */
export function pageHref(pathname: string, search: string, page: number, cursor?: string | null): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('cursor');
  if (page > 1) params.set('page', String(page));
  if (page > 1 && cursor) params.set('cursor', cursor);
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}

/** Which page numbers to show: first, last, and a window around the current one (0 = gap). */
export function pageWindow(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(0);
    out.push(p);
  });
  return out;
}

export interface PageLinks {
  prev: string | null;
  next: string | null;
}

export interface PageState {
  pathname: string;
  search: string;
  page: number;
  pageCount: number;
  nextCursor?: string | null;
}

/** The previous and next page of a list (null at either end), as the pagination and the head's rel links use them. */
export function pageLinks({ pathname, search, page, pageCount, nextCursor }: PageState): PageLinks {
  return {
    prev: page > 1 ? pageHref(pathname, search, Math.min(page - 1, pageCount)) : null,
    next: page < pageCount ? pageHref(pathname, search, page + 1, nextCursor) : null,
  };
}

/**
 * `<link rel="prev">` / `<link rel="next">` for a route's `meta`, from the `pageLinks` its loader returned; absolute
 * with the root loader's origin, like the canonical link.
 */
export function pageLinksMeta({
  data,
  matches,
}: {
  data: unknown;
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}): MetaDescriptor[] {
  const links = (data as { pageLinks?: PageLinks } | undefined)?.pageLinks;
  if (!links) return [];
  const origin = (matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined)?.origin ?? '';
  const abs = (path: string) => (origin ? new URL(path, origin).toString() : path);
  const out: MetaDescriptor[] = [];
  if (links.prev) out.push({ tagName: 'link', rel: 'prev', href: abs(links.prev) });
  if (links.next) out.push({ tagName: 'link', rel: 'next', href: abs(links.next) });
  return out;
}
