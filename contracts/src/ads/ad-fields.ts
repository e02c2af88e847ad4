import { z } from 'zod';
import { code } from '../messages';
import { SEARCH_CATEGORY_SLUGS } from '../reference/categories';
import { LANGUAGE_CODES } from '../reference/languages';
import { RANGES, WORKING_HOURS, type RangeKey } from '../reference/ranges';
import { SERVICE_SLUGS } from '../reference/services';
import { cityByKeyOf, districtsOfCity, provinceBySlugOrId } from '../reference/places';
import { EntityId, text } from '../text';
import { IMMEDIATE_AD_FIELDS } from './immediate-fields';

// Which fields change at once is zod-free, for the edit page that says so.
export * from './immediate-fields';

const inRange = (key: RangeKey) => z.number().int().min(RANGES[key].min).max(RANGES[key].max);

/** Polish or international phone number: digits with optional +, spaces and dashes; 9–15 digits. */
export const Phone = text({ max: 32 })
  .regex(/^\+?[0-9][0-9 \-]{7,20}$/, { message: code('ads:invalidPhone') })
  .refine((p) => p.replace(/\D/g, '').length >= 9 && p.replace(/\D/g, '').length <= 15, {
    message: code('ads:invalidPhone'),
  });

export const WorkingHours = z.object({
  from: z
    .number()
    .int()
    .min(WORKING_HOURS.min)
    .max(WORKING_HOURS.max - 1),
  to: z
    .number()
    .int()
    .min(WORKING_HOURS.min + 1)
    .max(WORKING_HOURS.max),
});
export type WorkingHours = z.infer<typeof WorkingHours>;

export const Prices = z.object({
  hour: inRange('hour_price').optional(),
  halfHour: inRange('half_hour_price').optional(),
  quarterHour: inRange('quarter_hour_price').optional(),
  night: inRange('night_price').optional(),
});
export type Prices = z.infer<typeof Prices>;

/** The most photo ids an ad's fields can hold whatever the configuration says. */
export const PHOTO_CEILING = 24;

/** Every field an advertiser fills in for an ad (validated against docs/product.md § 5 ranges and reference data). */
export const AdFields = z
  .object({
    title: text({ min: 5, max: 100 }),
    description: text({ min: 20, max: 5000, multiline: true }),
    category: z.enum(SEARCH_CATEGORY_SLUGS),
    province: text({ max: 64 }).refine((p) => !!provinceBySlugOrId(p), { message: code('common:unknownProvince') }),
    city: text({ max: 80 }).refine((c) => !!cityByKeyOf(c), { message: code('common:unknownCity') }),
    district: text({ max: 80 }).optional(),
    phone: Phone,
    age: inRange('age'),
    weight: inRange('weight').optional(),
    height: inRange('height').optional(),
    breast: inRange('breast').optional(),
    languages: z.array(z.enum(LANGUAGE_CODES)).max(8).default([]),
    outcalls: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    services: z
      .array(text({ max: 64 }).refine((s) => SERVICE_SLUGS.includes(s), { message: code('common:unknownService') }))
      .max(100)
      .default([]),
    workingHours: WorkingHours,
    prices: Prices,
    /**
     * Photo ids of the media context in display order, the first being the main photo. The schema's bound is
     * the hard ceiling; the configured limit (MAX_PHOTOS_PER_AD, default 12) is checked by the ads context.
     */
    photos: z.array(EntityId).max(PHOTO_CEILING).default([]),
  })
  .superRefine((ad, ctx) => {
    checkPlace(ad, ctx);
    if (ad.workingHours.from === ad.workingHours.to)
      ctx.addIssue({ code: 'custom', path: ['workingHours', 'to'], message: code('ads:emptyWorkingHours') });
    if (new Set(ad.photos).size !== ad.photos.length)
      ctx.addIssue({ code: 'custom', path: ['photos'], message: code('ads:duplicatePhoto') });
  });
export type AdFields = z.infer<typeof AdFields>;

/** Province, city and district must name one place: the city in the province, the district in the city. */
function checkPlace(ad: { province?: string; city?: string; district?: string }, ctx: z.RefinementCtx): void {
  if (ad.province === undefined || ad.city === undefined) return;
  const province = provinceBySlugOrId(ad.province);
  const city = cityByKeyOf(ad.city);
  if (province && city && city.provinceSlug !== province.slug)
    ctx.addIssue({ code: 'custom', path: ['city'], message: code('common:cityNotInProvince') });
  if (ad.district !== undefined && !districtsOfCity(ad.city).some((d) => d.slug === ad.district))
    ctx.addIssue({ code: 'custom', path: ['district'], message: code('common:unknownDistrict') });
}

/**
 * A change of those fields. A place changes whole (province, city and, possibly absent, district), so the
 * three always agree; `district: null` removes it.
 */
export const ImmediateAdChanges = z
  .object({
    province: AdFields.shape.province,
    city: AdFields.shape.city,
    district: AdFields.shape.district.unwrap().nullable(),
    phone: Phone,
    workingHours: WorkingHours,
  })
  .partial()
  .superRefine((c, ctx) => {
    if ((c.province === undefined) !== (c.city === undefined))
      ctx.addIssue({ code: 'custom', path: ['city'], message: code('common:cityNotInProvince') });
    checkPlace({ province: c.province, city: c.city, district: c.district ?? undefined }, ctx);
    if (c.workingHours && c.workingHours.from === c.workingHours.to)
      ctx.addIssue({ code: 'custom', path: ['workingHours', 'to'], message: code('ads:emptyWorkingHours') });
  });
export type ImmediateAdChanges = z.infer<typeof ImmediateAdChanges>;

/**
 * A version of an ad's fields with an immediate change applied (`district: null` removes it). The write side's
 * state and the read model apply it alike, to the public version and to a waiting revision.
 */
export function withImmediateChanges(fields: AdFields, changes: ImmediateAdChanges): AdFields {
  const next: AdFields = { ...fields };
  for (const key of IMMEDIATE_AD_FIELDS) {
    if (!(key in changes)) continue;
    const value = changes[key];
    if (key === 'district' && (value === null || value === undefined)) delete next.district;
    else if (value !== undefined && value !== null) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}
