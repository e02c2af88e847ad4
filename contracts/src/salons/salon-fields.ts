import { z } from 'zod';
import { code } from '../messages';
import { Phone } from '../ads/ad-fields';
import { cityByKeyOf, districtsOfCity, slugify } from '../reference/places';
import { EntityId, text } from '../text';
import { SALON_LIMITS, WEEKDAYS } from './salon-limits';

// The limits are zod-free, for the salon form's counters.
export * from './salon-limits';

const Time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: code('salons:invalidTime') });

/**
 * One weekday: closed, or open from `open` to `close`. A close earlier than the open means past midnight
 * (a salon open 18:00–02:00), so only equal times are refused.
 */
export const DayHours = z
  .object({ closed: z.boolean(), open: Time.optional(), close: Time.optional() })
  .superRefine((d, ctx) => {
    if (d.closed) return;
    if (!d.open) ctx.addIssue({ code: 'custom', path: ['open'], message: code('salons:hoursMissing') });
    if (!d.close) ctx.addIssue({ code: 'custom', path: ['close'], message: code('salons:hoursMissing') });
    if (d.open && d.close && d.open === d.close) ctx.addIssue({ code: 'custom', path: ['close'], message: code('salons:emptyHours') });
  })
  // A closed day keeps no times, so equal weeks compare equal whatever the form left in the fields.
  .transform((d) => (d.closed ? { closed: true as const } : { closed: false as const, open: d.open!, close: d.close! }));
export type DayHours = z.infer<typeof DayHours>;

/** Monday to Sunday, in that order. */
export const OpeningHours = z.tuple([DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours]);
export type OpeningHours = z.infer<typeof OpeningHours>;

/** Everything an owner fills in for a salon (POST and PUT /api/salon bodies; the event's sealed `fields`). */
export const SalonFields = z
  .object({
    name: text({ min: SALON_LIMITS.nameMin, max: SALON_LIMITS.nameMax }),
    city: text({ max: 80 }).refine((c) => !!cityByKeyOf(c), { message: code('common:unknownCity') }),
    district: text({ max: 80 }).optional(),
    street: text({ min: 3, max: SALON_LIMITS.streetMax }),
    /** Whether the street address is printed on the public page (the city always is). */
    showAddress: z.boolean(),
    phone: Phone,
    description: text({ min: SALON_LIMITS.descriptionMin, max: SALON_LIMITS.descriptionMax, multiline: true }),
    hours: OpeningHours,
    /** Photo ids of the media context in display order; checked against the owner's ready photos by the API. */
    photos: z.array(EntityId).max(SALON_LIMITS.photos).default([]),
    /** The owner's own ads of the salon's masseuses; only live ones are linked publicly. */
    masseuseAdIds: z.array(EntityId).max(SALON_LIMITS.masseuses).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.district !== undefined && !districtsOfCity(s.city).some((d) => d.slug === s.district))
      ctx.addIssue({ code: 'custom', path: ['district'], message: code('common:unknownDistrict') });
    if (new Set(s.photos).size !== s.photos.length) ctx.addIssue({ code: 'custom', path: ['photos'], message: code('ads:duplicatePhoto') });
    if (new Set(s.masseuseAdIds).size !== s.masseuseAdIds.length)
      ctx.addIssue({ code: 'custom', path: ['masseuseAdIds'], message: code('salons:duplicateAd') });
  });
export type SalonFields = z.infer<typeof SalonFields>;

export const CreateSalonInput = SalonFields;
export type CreateSalonInput = z.infer<typeof CreateSalonInput>;
export const UpdateSalonInput = SalonFields;
export type UpdateSalonInput = z.infer<typeof UpdateSalonInput>;

export const RejectSalonInput = z.object({ reason: text({ min: 3, max: 1000, multiline: true }) });
export type RejectSalonInput = z.infer<typeof RejectSalonInput>;

/** The slug a salon would get from its name and town (`studio-lotos-krakow`); made unique by the API. */
export function salonSlugBase(name: string, cityKey: string): string {
  const base = [slugify(name), cityKey].filter(Boolean).join('-');
  return base.slice(0, 120).replace(/-+$/, '') || 'salon';
}

/** A public slug as the URL carries it: what salonSlugBase could make, with an optional uniqueness suffix. */
export const SalonSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(140);
