import { z } from 'zod';
import { SEARCH_CATEGORY_SLUGS } from '../reference/categories';
import { LANGUAGE_CODES } from '../reference/languages';
import { RANGES, WORKING_HOURS, type RangeKey } from '../reference/ranges';
import { SERVICE_SLUGS } from '../reference/services';
import { cityByKeyOf, districtsOfCity, provinceBySlugOrId } from '../reference/places';

const inRange = (key: RangeKey) => z.number().int().min(RANGES[key].min).max(RANGES[key].max);

/** Polish or international phone number: digits with optional +, spaces and dashes; 9–15 digits. */
export const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 \-]{7,20}$/, { message: 'invalid phone number' })
  .refine((p) => p.replace(/\D/g, '').length >= 9 && p.replace(/\D/g, '').length <= 15, {
    message: 'invalid phone number',
  });

export const WorkingHours = z.object({
  from: z.number().int().min(WORKING_HOURS.min).max(WORKING_HOURS.max - 1),
  to: z.number().int().min(WORKING_HOURS.min + 1).max(WORKING_HOURS.max),
});
export type WorkingHours = z.infer<typeof WorkingHours>;

export const Prices = z.object({
  hour: inRange('hour_price').optional(),
  halfHour: inRange('half_hour_price').optional(),
  quarterHour: inRange('quarter_hour_price').optional(),
  night: inRange('night_price').optional(),
});
export type Prices = z.infer<typeof Prices>;

/** Every field an advertiser fills in for an ad (validated against spec § 5 ranges and reference data). */
export const AdFields = z
  .object({
    title: z.string().trim().min(5).max(100),
    description: z.string().trim().min(20).max(5000),
    category: z.enum(SEARCH_CATEGORY_SLUGS),
    province: z.string().refine((p) => !!provinceBySlugOrId(p), { message: 'unknown province' }),
    city: z.string().refine((c) => !!cityByKeyOf(c), { message: 'unknown city' }),
    district: z.string().optional(),
    phone: Phone,
    age: inRange('age'),
    weight: inRange('weight').optional(),
    height: inRange('height').optional(),
    breast: inRange('breast').optional(),
    languages: z.array(z.enum(LANGUAGE_CODES)).max(8).default([]),
    outcalls: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    services: z
      .array(z.string().refine((s) => SERVICE_SLUGS.includes(s), { message: 'unknown service' }))
      .max(100)
      .default([]),
    workingHours: WorkingHours,
    prices: Prices,
  })
  .superRefine((ad, ctx) => {
    const province = provinceBySlugOrId(ad.province);
    const city = cityByKeyOf(ad.city);
    if (province && city && city.provinceSlug !== province.slug)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'city is not in the chosen province' });
    if (ad.district !== undefined && !districtsOfCity(ad.city).some((d) => d.slug === ad.district))
      ctx.addIssue({ code: 'custom', path: ['district'], message: 'unknown district for this city' });
    if (ad.workingHours.from === ad.workingHours.to)
      ctx.addIssue({ code: 'custom', path: ['workingHours', 'to'], message: 'working hours must not be empty' });
  });
export type AdFields = z.infer<typeof AdFields>;
