import { provinceBySlugOrId } from '../reference/provinces';
import { RANGES, RANGE_KEYS, type RangeKey } from '../reference/ranges';
import type { SearchFilter } from './search-filter';
import { DEFAULT_SEARCH_SORT } from './search-sorts';

/**
 * The canonical form of a search filter and its query string, without the schema (./search-filter.ts) that checks
 * one: links and badges need only these, and a browser page that builds a link ships no schema library.
 */

/** The filter's parameters in the spec's order: the order of serialized URLs, so canonical URLs are stable. */
export const SEARCH_FILTER_KEYS = [
  'province',
  'city',
  'district',
  'verified',
  'phone_verified',
  'tag1',
  'language',
  'outcalls',
  'title',
  'q',
  'phone',
  'service',
  'working_hours_from',
  'working_hours_to',
  'hour_price_from',
  'hour_price_to',
  'half_hour_price_from',
  'half_hour_price_to',
  'quarter_hour_price_from',
  'quarter_hour_price_to',
  'night_price_from',
  'night_price_to',
  'age_from',
  'age_to',
  'weight_from',
  'weight_to',
  'height_from',
  'height_to',
  'breast_from',
  'breast_to',
  'available_now',
  'sort',
  'page',
  'per_page',
  'cursor',
] as const satisfies readonly (keyof SearchFilter)[];

export const DEFAULT_PER_PAGE = 24;

/**
 * Canonical form: province as slug, empty texts and default ranges removed, arrays sorted and de-duplicated.
 * Two filters meaning the same search normalize to deep-equal objects (and to the same query string).
 */
export function normalizeSearchFilter(input: SearchFilter): SearchFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = [...new Set(value as string[])].sort();
      continue;
    }
    out[key] = value;
  }
  if (typeof out.province === 'string') out.province = provinceBySlugOrId(out.province)?.slug ?? out.province;
  for (const k of RANGE_KEYS) {
    if (out[`${k}_from`] === RANGES[k].min) delete out[`${k}_from`];
    if (out[`${k}_to`] === RANGES[k].max) delete out[`${k}_to`];
  }
  if (out.page === 1) delete out.page;
  if (out.sort === DEFAULT_SEARCH_SORT) delete out.sort;
  if (out.available_now === false) delete out.available_now;
  // The mark only narrows: "without the mark" is no search anyone asked for, so `phone_verified=0` means no filter.
  if (out.phone_verified === false) delete out.phone_verified;
  return out as SearchFilter;
}

/** True when the range `key` narrows the search (differs from its default bounds). */
export const isRangeActive = (f: SearchFilter, key: RangeKey): boolean =>
  (f[`${key}_from`] ?? RANGES[key].min) !== RANGES[key].min || (f[`${key}_to`] ?? RANGES[key].max) !== RANGES[key].max;

/** The count shown on the header filter badge (docs/product.md § 4: non-empty texts and non-default ranges). */
export function countActiveFilters(f: SearchFilter): number {
  const n = normalizeSearchFilter(f);
  let count = RANGE_KEYS.filter((k) => isRangeActive(n, k)).length;
  for (const key of [
    'title',
    'phone',
    'verified',
    'phone_verified',
    'tag1',
    'outcalls',
    'working_hours_from',
    'working_hours_to',
    'available_now',
  ] as const)
    if (n[key] !== undefined) count++;
  count += (n.language?.length ?? 0) > 0 ? 1 : 0;
  count += (n.service?.length ?? 0) > 0 ? 1 : 0;
  return count;
}

/** Serializes a filter to a canonical query string without the leading `?` (empty for "everything"). */
export function serializeSearchQuery(filter: SearchFilter): string {
  const normalized = normalizeSearchFilter(filter) as Record<string, unknown>;
  const keys = Object.keys(normalized).sort((a, b) => rank(a) - rank(b));
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = normalized[key];
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  return params.toString();
}

function rank(key: string): number {
  const i = (SEARCH_FILTER_KEYS as readonly string[]).indexOf(key);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
}
