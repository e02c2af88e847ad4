import { z } from 'zod';
import { RANGE_KEYS, type RangeKey } from '../reference/ranges';
import { AdFields } from './ad-fields';
import { PublicPhoto } from '../media/photo-dto';
import { EntityId, text } from '../text';
import { AdTour } from './ad-tours';
import { AD_STATUSES } from './ad-statuses';

// The states are zod-free, for pages that show or filter by them.
export * from './ad-statuses';

export const AdStatus = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof AdStatus>;

/** One ad in a list or search result (public). */
export const AdSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string().nullable(),
  age: z.number(),
  hourPrice: z.number().nullable(),
  verified: z.boolean(),
  /** The ad's phone is a number its owner verified by SMS: the "Telefon zweryfikowany" mark (issue 25). */
  phoneVerified: z.boolean(),
  promoted: z.boolean(),
  approvedAt: z.string().nullable(),
  excerpt: z.string(),
  /** The ad has a clip staff approved (issue 24): the card's small video mark. Absent where a list does not know. */
  hasVideo: z.boolean().optional(),
  /** The main photo (the first of the ad's), added by the API to search hits; absent or null without one. */
  photo: PublicPhoto.nullable().optional(),
  /**
   * The tour in force (issue 11): the ad is in `city` (a city key) until `until` (an ISO date, inclusive, Europe/Warsaw)
   * besides its home city; a list of that city marks it "w trasie". Absent or null when not touring.
   */
  onTour: z.object({ city: z.string(), province: z.string(), until: z.string() }).nullable().optional(),
});
export type AdSummary = z.infer<typeof AdSummary>;

/** GET /api/anonse/{id} — an approved ad (or any ad, for its owner and staff). */
export const AdDetail = z.object({
  id: z.string(),
  ownerId: z.string(),
  status: AdStatus,
  revision: z.number(),
  fields: AdFields,
  verified: z.boolean(),
  /** The public phone (`fields.phone`) is a number its owner verified by SMS and still holds (issue 25). */
  phoneVerified: z.boolean(),
  promoted: z.boolean(),
  /** When the promotion in force ends (null when not promoted). */
  promotedUntil: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** The ad's last rise to the top of its lists: approval, promotion or bump, whichever came last. */
  rankedAt: z.string(),
  /** Why the ad, or its last revision, was rejected: for its owner and staff only (null on public answers). */
  rejectionReason: z.string().nullable(),
  /** A revision waiting for moderation while `fields` stay public: for its owner and staff only. */
  pendingFields: AdFields.nullable(),
  /** When the current term ends (null before the first approval). */
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Visits of the public page by others than the owner. */
  views: z.number(),
  /** The public version's photos that are ready, in the owner's order (the first is the main photo). */
  photos: z.array(PublicPhoto),
  /** Its tours, first day first: every one for its owner and staff, the current and upcoming ones on public answers. */
  tours: z.array(AdTour),
});
export type AdDetail = z.infer<typeof AdDetail>;

/**
 * GET /api/anonse/{id}: the ad without its owner's account id, which would let anyone link every ad of one
 * person. Owners list theirs at /api/user/ads, staff see the owner in the console.
 */
export const PublicAdDetail = AdDetail.omit({ ownerId: true });
export type PublicAdDetail = z.infer<typeof PublicAdDetail>;

export const RangeStat = z.object({ min: z.number(), max: z.number() }).nullable();

/** Facet counts over the current result: value → number of matching ads. */
export const SearchFacets = z.object({
  category: z.record(z.string(), z.number()),
  province: z.record(z.string(), z.number()),
  city: z.record(z.string(), z.number()),
  district: z.record(z.string(), z.number()),
  verified: z.record(z.string(), z.number()),
  language: z.record(z.string(), z.number()),
  outcalls: z.record(z.string(), z.number()),
  service: z.record(z.string(), z.number()),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

/** GET /api/anonse/search — answer. `stats` gives min/max of every range over the current result. */
export const SearchResult = z.object({
  hits: z.array(AdSummary),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  perPage: z.number(),
  facets: SearchFacets,
  /** The cursor of the page after this one (keyset pagination), null on the last page. */
  nextCursor: z.string().nullable(),
  stats: z.object(Object.fromEntries(RANGE_KEYS.map((k) => [k, RangeStat])) as Record<RangeKey, typeof RangeStat>),
});
export type SearchResult = z.infer<typeof SearchResult>;

/**
 * GET /api/anonse/list — everything a list page shows, in one answer (issue 11): a page of hits (premium ones
 * excluded from it by the page, not here), the premium block of the same place and category in this window's
 * rotation, the total and the counts a list page links with: per province (no place chosen), per city of the
 * province, per district of the city, and per category and per service of the place — in the chosen category.
 */
export const AdListFacets = z.object({
  province: z.record(z.string(), z.number()),
  city: z.record(z.string(), z.number()),
  district: z.record(z.string(), z.number()),
  category: z.record(z.string(), z.number()),
  service: z.record(z.string(), z.number()),
});
export type AdListFacets = z.infer<typeof AdListFacets>;
export const AdListPage = z.object({
  hits: z.array(AdSummary),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  perPage: z.number(),
  nextCursor: z.string().nullable(),
  facets: AdListFacets,
  premium: z.array(AdSummary),
  premiumTotal: z.number(),
  /** When the premium order changes next: the page may be cached until then. */
  rotatesAt: z.string(),
});
export type AdListPage = z.infer<typeof AdListPage>;

/**
 * GET /api/anonse/{id}?slug=… — the ad page names the slug of the address it was asked for: a visit is counted only
 * when it is the ad's own, since any other address is answered with a redirect to it (which then counts once).
 */
export const AdDetailQuery = z.object({ slug: text({ max: 300 }).optional() });
export type AdDetailQuery = z.infer<typeof AdDetailQuery>;

/** GET /api/anonse/getSimilarAdsMain?id=… — ads like one ad (same place and category, near in price and age). */
export const SimilarAdsQuery = z.object({
  id: EntityId,
  limit: z.coerce.number().int().min(1).max(24).optional(),
});
export type SimilarAdsQuery = z.infer<typeof SimilarAdsQuery>;
export const SimilarAds = z.object({ hits: z.array(AdSummary) });
export type SimilarAds = z.infer<typeof SimilarAds>;

/** A command's answer: enough for read-your-writes (the API may wait until projections pass `position`). */
export const CommandAccepted = z.object({ id: z.string(), revision: z.number(), position: z.number() });
export type CommandAccepted = z.infer<typeof CommandAccepted>;

/** POST /api/anonse/{id}/tours — answer: the ad's new revision (`id` is the ad's) and the new tour's id. */
export const TourAccepted = CommandAccepted.extend({ tourId: z.string() });
export type TourAccepted = z.infer<typeof TourAccepted>;

/**
 * GET /api/user/ads/{id}/tours — the owner's tours page: the ad's tours and what announcing one depends on, with
 * `today` (Warsaw) from the server's clock, so the page offers the days the API accepts.
 */
export const OwnerAdTours = z.object({
  adId: z.string(),
  revision: z.number(),
  status: AdStatus,
  title: z.string(),
  /** The home place: a tour goes elsewhere. */
  province: z.string(),
  city: z.string(),
  today: z.string(),
  tours: z.array(AdTour),
});
export type OwnerAdTours = z.infer<typeof OwnerAdTours>;
