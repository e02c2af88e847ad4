import { type z } from 'zod';
import { normalizeSearchFilter } from './canonical-filter';
import { SearchFilter } from './search-filter';

const ARRAY_KEYS = new Set(['language', 'service']);

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
