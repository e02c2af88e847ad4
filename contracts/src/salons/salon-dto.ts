import { z } from 'zod';
import { PublicPhoto } from '../media/photo-dto';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { DayHours } from './salon-fields';

export const SALON_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SalonStatus = z.enum(SALON_STATUSES);
export type SalonStatus = z.infer<typeof SalonStatus>;

/** A masseuse of the salon as the public sees her: one of the owner's live ads. */
export const SalonMasseuse = z.object({ adId: z.string(), title: z.string(), city: z.string(), photo: PublicPhoto.nullable() });
export type SalonMasseuse = z.infer<typeof SalonMasseuse>;

/** A salon card on the lists. */
export const SalonSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  cityName: z.string(),
  district: z.string().nullable(),
  photo: PublicPhoto.nullable(),
  approvedAt: z.string().nullable(),
});
export type SalonSummary = z.infer<typeof SalonSummary>;

/**
 * GET /api/salon/public/{slug} (docs/product.md § 7): the version the caller may see. The public gets the approved version;
 * the owner and staff get the pending one of a salon never approved. `approved` and `user_id` are the spec's
 * fields of the access rule; `street` is null when the owner keeps the address off the page (for the public).
 */
export const SalonPublic = z.object({
  id: z.string(),
  slug: z.string(),
  approved: z.boolean(),
  user_id: z.string(),
  status: SalonStatus,
  /** An edit of an approved salon waits for moderation (shown to its owner). */
  hasRevision: z.boolean(),
  name: z.string(),
  city: z.string(),
  cityName: z.string(),
  provinceSlug: z.string(),
  district: z.string().nullable(),
  districtName: z.string().nullable(),
  street: z.string().nullable(),
  phone: z.string(),
  description: z.string(),
  hours: z.array(DayHours),
  photos: z.array(PublicPhoto),
  masseuses: z.array(SalonMasseuse),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SalonPublic = z.infer<typeof SalonPublic>;

/** GET /api/salon/public?city=&q=&page=: approved salons, newest approval first. */
export const SalonListQuery = z.object({
  city: z.string().max(80).optional(),
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SalonListQuery = z.infer<typeof SalonListQuery>;
export const SALONS_PER_PAGE = 24;
export const SalonListPage = z.object({
  items: z.array(SalonSummary),
  page: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
});
export type SalonListPage = z.infer<typeof SalonListPage>;

/**
 * The owner's (and staff's) view: the fields as the owner last sent them (a waiting revision if any), the
 * revision for If-Match, the status and the last rejection's reason.
 */
export const OwnerSalon = z.object({
  id: z.string(),
  slug: z.string(),
  ownerId: z.string(),
  status: SalonStatus,
  hasRevision: z.boolean(),
  revision: z.number().int(),
  fields: z.record(z.string(), z.unknown()),
  name: z.string(),
  city: z.string(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OwnerSalon = z.infer<typeof OwnerSalon>;

/** One salon in the console: the owner's view plus the photos of the version to decide on and the owner's login. */
export const AdminSalon = OwnerSalon.extend({
  ownerLogin: z.string().nullable(),
  photos: z.array(PublicPhoto),
  publicFields: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminSalon = z.infer<typeof AdminSalon>;

/**
 * GET /api/admin/salons (simple-rest): `filter={"status":"pending","q":"…"}`. Without a sort, or with react-admin's
 * default `["id","ASC"]`, what waits for a decision comes first, then the newest change.
 */
export const AdminSalonListParams = z.object({
  range: jsonParam(ListRange),
  sort: jsonParam(z.tuple([z.enum(['id', 'createdAt', 'name', 'status', 'updatedAt']), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  filter: jsonParam(z.object({ status: SalonStatus.optional(), q: z.string().max(100).optional() }).strip()),
});
export type AdminSalonListParams = z.infer<typeof AdminSalonListParams>;
