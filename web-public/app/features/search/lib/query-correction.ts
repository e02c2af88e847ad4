import { RANGES, WORKING_HOURS, parseSearchQuery, type SearchFilter } from '@anonse/contracts';

/** What was done to one parameter a page could not use as it was. */
export interface QueryCorrection {
  field: string;
  kind: 'dropped' | 'clamped' | 'swapped';
  /** For `clamped`: the bounds the value was brought into. */
  min?: number;
  max?: number;
}

export interface CorrectedQuery {
  filter: SearchFilter;
  corrections: QueryCorrection[];
}

const ARRAY_KEYS = new Set(['language', 'service']);
/** Numbers with bounds a value outside them is brought back into (docs/product.md § 5 ranges, working hours). */
const BOUNDS: Record<string, { min: number; max: number }> = {
  ...Object.fromEntries(
    Object.entries(RANGES).flatMap(([k, b]) => [
      [`${k}_from`, b],
      [`${k}_to`, b],
    ]),
  ),
  working_hours_from: WORKING_HOURS,
  working_hours_to: WORKING_HOURS,
};
/** More rounds than a query has parameters the schema checks: each round fixes at least one. */
const MAX_ROUNDS = 40;

const valuesOf = (params: URLSearchParams, key: string): string[] =>
  params
    .getAll(key)
    .flatMap((v) => (ARRAY_KEYS.has(key) ? v.split(',') : [v]))
    .filter((v) => v !== '');

/**
 * A `/search/` query made usable (issue 11 "bad input"): the parameters the filter refuses are dropped, a number
 * outside its range is brought to the nearest bound, a range whose start is above its end is turned round, one
 * unknown service or language leaves the others standing, and a district goes with a dropped city. What is left is
 * the filter the page searches with (its canonical URL); `corrections` says what changed, for a notice. The API
 * itself still answers such a query with 400.
 */
export function correctSearchQuery(query: URLSearchParams | string): CorrectedQuery {
  const params = new URLSearchParams(query);
  const corrections: QueryCorrection[] = [];
  const note = (c: QueryCorrection) => {
    if (!corrections.some((o) => o.field === c.field && o.kind === c.kind)) corrections.push(c);
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = parseSearchQuery(params);
    if (parsed.success) return { filter: parsed.data, corrections };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!field || !params.has(field)) continue;
      const index = issue.path[1];
      if (ARRAY_KEYS.has(field) && typeof index === 'number') {
        const values = valuesOf(params, field);
        params.delete(field);
        values.forEach((v, i) => i !== index && params.append(field, v));
        note({ field, kind: 'dropped' });
        break; // indexes of the other issues no longer hold
      }
      const range = /^(.+)_from$/.exec(field)?.[1];
      if (issue.message === 'common:fromAboveTo' && range && params.has(`${range}_to`)) {
        const from = params.get(field)!;
        params.set(field, params.get(`${range}_to`)!);
        params.set(`${range}_to`, from);
        note({ field: range, kind: 'swapped' });
        continue;
      }
      const bounds = BOUNDS[field];
      const number = Number(params.get(field));
      if (bounds && params.get(field)?.trim() && Number.isFinite(number)) {
        const clamped = Math.min(bounds.max, Math.max(bounds.min, Math.round(number)));
        if (String(clamped) !== params.get(field)) {
          params.set(field, String(clamped));
          note({ field, kind: 'clamped', ...bounds });
          continue;
        }
      }
      params.delete(field);
      if (field === 'city') params.delete('district');
      note({ field, kind: 'dropped' });
    }
  }
  // Unreachable for any query seen so far; still a page, never an error.
  return { filter: {}, corrections: [{ field: '*', kind: 'dropped' }] };
}

/**
 * The parameters a list page takes besides its path (issue 11 results UI): the order, "available now" and the keyset
 * cursor of its next-page link. Anything else in the query, or a bad value, is ignored: a list page is never a 400.
 */
export function resultsParams(query: URLSearchParams): Pick<SearchFilter, 'sort' | 'available_now' | 'cursor'> {
  const picked = new URLSearchParams();
  for (const key of ['sort', 'available_now', 'cursor'] as const) {
    const value = query.get(key);
    if (value !== null) picked.set(key, value);
  }
  const { sort, available_now, cursor } = correctSearchQuery(picked).filter;
  return { ...(sort ? { sort } : {}), ...(available_now ? { available_now } : {}), ...(cursor ? { cursor } : {}) };
}
