import { z } from 'zod';
import { code } from '../messages';
import { SEARCH_CATEGORY_SLUGS } from '../reference/categories';
import { LANGUAGE_CODES } from '../reference/languages';
import { RANGES, RANGE_KEYS, WORKING_HOURS, type RangeKey } from '../reference/ranges';
import { SERVICE_SLUGS } from '../reference/services';
import { cityByKeyOf, provinceBySlugOrId, districtsOfCity } from '../reference/places';
import { text } from '../text';

/**
 * The `/search/` filter (docs/product.md § 2 and § 3) with the spec's query-parameter names, so the query-string codec
 * is a plain mapping. Absent means "not filtering". Ranges equal to their defaults are dropped by
 * `normalizeSearchFilter`, so an untouched slider never hides ads that lack the value.
 */
const rangeEnd = (key: RangeKey) => z.coerce.number().int().min(RANGES[key].min).max(RANGES[key].max);

const rangeShape = Object.fromEntries(
  RANGE_KEYS.flatMap((k) => [
    [`${k}_from`, rangeEnd(k).optional()],
    [`${k}_to`, rangeEnd(k).optional()],
  ]),
) as { [K in `${RangeKey}_from` | `${RangeKey}_to`]: z.ZodOptional<ReturnType<typeof rangeEnd>> };

const oneOrMany = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(100).optional());

const boolParam = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : v),
  z.boolean(),
);

/**
 * Orders of a result list (issue 11). `recommended` (the default, never written in a URL) is the ranking of
 * docs/architecture.md § Search and browse: promoted, then verified, then most recently approved, promoted or bumped; `newest` is the
 * first publication; `bumped` the last rise to the top (approval, promotion or bump); prices by the hour price,
 * ads without one last.
 */
export const SEARCH_SORTS = ['recommended', 'newest', 'bumped', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'recommended';

export const SearchFilter = z
  .object({
    // Checked per field (not in superRefine, which zod skips once any field failed), so a form shows them all.
    province: text({ min: 1, max: 64 })
      .refine((p) => !!provinceBySlugOrId(p), { message: code('common:unknownProvince') })
      .optional(),
    city: text({ min: 1, max: 80 })
      .refine((c) => !!cityByKeyOf(c), { message: code('common:unknownCity') })
      .optional(),
    district: text({ min: 1, max: 80 }).optional(),
    verified: boolParam.optional(),
    tag1: z.enum(SEARCH_CATEGORY_SLUGS).optional(),
    language: oneOrMany(z.enum(LANGUAGE_CODES)),
    outcalls: z.coerce.number().int().min(1).max(3).optional(),
    /** The ad's name only (docs/product.md § 2 "ad name"): its words as prefixes, or a part of it, accents ignored. */
    title: text({ max: 100 }).optional(),
    /** Free text over name and description (the header search's typed words, `/anonse/{text}/`). */
    q: text({ max: 100 }).optional(),
    phone: text({ max: 32 }).optional(),
    service: oneOrMany(text({ max: 64 }).refine((s) => SERVICE_SLUGS.includes(s), { message: code('common:unknownService') })),
    working_hours_from: z.coerce.number().int().min(WORKING_HOURS.min).max(WORKING_HOURS.max).optional(),
    working_hours_to: z.coerce.number().int().min(WORKING_HOURS.min).max(WORKING_HOURS.max).optional(),
    ...rangeShape,
    /** Only ads whose working hours include the current hour in Europe/Warsaw. */
    available_now: boolParam.optional(),
    sort: z.enum(SEARCH_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    per_page: z.coerce.number().int().min(1).max(100).optional(),
    /**
     * Keyset pagination: the `nextCursor` of the previous page. With it the page is read after that hit instead
     * of skipping `(page - 1) × per_page` rows; `page` still names the page (for its number and its links).
     */
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: code('common:badCursor') })
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (f.district !== undefined && !(f.city && districtsOfCity(f.city).some((d) => d.slug === f.district)))
      ctx.addIssue({ code: 'custom', path: ['district'], message: code('common:unknownDistrict') });
    for (const k of RANGE_KEYS) {
      const from = f[`${k}_from`];
      const to = f[`${k}_to`];
      if (from !== undefined && to !== undefined && from > to)
        ctx.addIssue({ code: 'custom', path: [`${k}_from`], message: code('common:fromAboveTo') });
    }
  });
export type SearchFilter = z.infer<typeof SearchFilter>;

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
  return out as SearchFilter;
}

/** True when the range `key` narrows the search (differs from its default bounds). */
export const isRangeActive = (f: SearchFilter, key: RangeKey): boolean =>
  (f[`${key}_from`] ?? RANGES[key].min) !== RANGES[key].min || (f[`${key}_to`] ?? RANGES[key].max) !== RANGES[key].max;

/** The count shown on the header filter badge (docs/product.md § 4: non-empty texts and non-default ranges). */
export function countActiveFilters(f: SearchFilter): number {
  const n = normalizeSearchFilter(f);
  let count = RANGE_KEYS.filter((k) => isRangeActive(n, k)).length;
  for (const key of ['title', 'phone', 'verified', 'tag1', 'outcalls', 'working_hours_from', 'working_hours_to', 'available_now'] as const)
    if (n[key] !== undefined) count++;
  count += (n.language?.length ?? 0) > 0 ? 1 : 0;
  count += (n.service?.length ?? 0) > 0 ? 1 : 0;
  return count;
}
