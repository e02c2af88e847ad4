import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, type SearchSort } from '@anonse/contracts/browser';

/** The orders a result list offers, the default (`recommended`, never written in a URL) first. */
export const SORT_OPTIONS: readonly SearchSort[] = [DEFAULT_SEARCH_SORT, ...SEARCH_SORTS.filter((s) => s !== DEFAULT_SEARCH_SORT)];

/** Parameters the results toolbar sets itself; the GET form carries every other one as it is. */
export const TOOLBAR_PARAMS = ['sort', 'available_now', 'page', 'cursor'] as const;

/**
 * The same list in another order or with "available now" toggled (`available_now=1`): every other parameter of the
 * current URL kept, the page and its cursor dropped (a new order starts at page 1).
 */
export function resultsHref(pathname: string, search: string, patch: { sort?: SearchSort | null; availableNow?: boolean }): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('cursor');
  if ('sort' in patch) {
    params.delete('sort');
    if (patch.sort && patch.sort !== DEFAULT_SEARCH_SORT) params.set('sort', patch.sort);
  }
  if ('availableNow' in patch) {
    params.delete('available_now');
    if (patch.availableNow) params.set('available_now', '1');
  }
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}

/** The hidden fields of the toolbar's GET form: the current query without what the toolbar itself sets. */
export function carriedParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([key]) => !(TOOLBAR_PARAMS as readonly string[]).includes(key));
}
