import { type z } from 'zod';
import { SearchFilter, normalizeSearchFilter } from './search-filter';

const ARRAY_KEYS = new Set(['language', 'service']);

/** Order of parameters in serialized URLs: the spec's order, so canonical URLs are stable. */
const ORDER = Object.keys(SearchFilter.shape);

function toRecord(params: URLSearchParams): Record<string, string | string[]> {
  // No prototype: a parameter named `__proto__` or `constructor` is just an unknown key, dropped by the schema.
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const key of new Set(params.keys())) {
    const values = params
      .getAll(key)
      .flatMap((v) => (ARRAY_KEYS.has(key) ? v.split(',') : [v]))
      .filter((v) => v !== '');
    if (!values.length) continue;
    out[key] = ARRAY_KEYS.has(key) ? values : values[values.length - 1]!;
  }
  return out;
}

/** Parses a query string (or URLSearchParams) into a normalized filter; unknown parameters are ignored. */
export function parseSearchQuery(
  query: string | URLSearchParams,
): { success: true; data: SearchFilter } | { success: false; error: z.ZodError } {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const result = SearchFilter.safeParse(toRecord(params));
  return result.success ? { success: true, data: normalizeSearchFilter(result.data) } : { success: false, error: result.error };
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
  const i = ORDER.indexOf(key);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
}
