import { z } from 'zod';
import { code } from '../messages';
import { SEARCH_CATEGORY_SLUGS } from '../reference/categories';
import { LANGUAGE_CODES } from '../reference/languages';
import { RANGES, RANGE_KEYS, WORKING_HOURS, type RangeKey } from '../reference/ranges';
import { SERVICE_SLUGS } from '../reference/services';
import { cityByKeyOf, provinceBySlugOrId, districtsOfCity } from '../reference/places';
import { text } from '../text';
import { SEARCH_SORTS } from './search-sorts';

// The orders, the canonical form and the query string are zod-free (./search-sorts.ts, ./canonical-filter.ts), so a
// page that links a search ships neither the schema library nor the towns the schema checks against.
export * from './search-sorts';

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
    /** Only ads whose phone is a number their owner verified by SMS (the "Telefon zweryfikowany" mark, issue 25). */
    phone_verified: boolParam.optional(),
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
