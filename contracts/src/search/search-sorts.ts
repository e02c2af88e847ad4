/**
 * Orders of a result list (issue 11). `recommended` (the default, never written in a URL) is the ranking of
 * docs/architecture.md § Search and browse: promoted, then verified, then most recently approved, promoted or bumped; `newest` is the
 * first publication; `bumped` the last rise to the top (approval, promotion or bump); prices by the hour price,
 * ads without one last.
 */
export const SEARCH_SORTS = ['recommended', 'newest', 'bumped', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'recommended';
