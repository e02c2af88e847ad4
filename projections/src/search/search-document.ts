import { provinceBySlugOrId, RANGE_KEYS, type AdDetail, type RangeKey } from '@anonse/contracts';
import type { SearchDocument } from './search-index';

const EXCERPT_LENGTH = 160;

/** Cuts at a word boundary so a summary card never ends mid-word. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The ad's value for each search range (null when the advertiser left it out). */
export function rangeValuesOf(ad: AdDetail): Record<RangeKey, number | null> {
  const f = ad.fields;
  const values: Record<RangeKey, number | undefined> = {
    hour_price: f.prices.hour,
    half_hour_price: f.prices.halfHour,
    quarter_hour_price: f.prices.quarterHour,
    night_price: f.prices.night,
    age: f.age,
    weight: f.weight,
    height: f.height,
    breast: f.breast,
  };
  return Object.fromEntries(RANGE_KEYS.map((k) => [k, values[k] ?? null])) as Record<RangeKey, number | null>;
}

/** The ad's tour in force, as the search index carries it (at most one: tours of an ad never overlap). */
export function tourInForceOf(ad: Pick<AdDetail, 'tours'>): SearchDocument['tour'] {
  const tour = ad.tours.find((t) => t.state === 'current');
  return tour ? { city: tour.city, province: tour.province, until: tour.endsOn } : null;
}

/**
 * The index document of an approved ad, built from the `ads` read model. Its revision is the row's version (the
 * log position of its last change, ad-standing.ts), so a promotion or a verification, which leave the ad's own
 * stream alone, still replace the document. `hasVideo` is the row's video mark, which AdDetail does not carry.
 */
export function searchDocumentOf(ad: AdDetail, version: number = ad.revision, hasVideo = false): SearchDocument {
  const f = ad.fields;
  const approvedAt = ad.approvedAt;
  return {
    id: ad.id,
    revision: version,
    ownerId: ad.ownerId,
    title: f.title,
    description: f.description,
    excerpt: excerptOf(f.description),
    category: f.category,
    province: provinceBySlugOrId(f.province)?.slug ?? f.province,
    city: f.city,
    district: f.district ?? null,
    verified: ad.verified,
    phoneVerified: ad.phoneVerified,
    promoted: ad.promoted,
    hasVideo,
    approvedAt,
    rankedAt: ad.rankedAt,
    languages: [...new Set(f.languages ?? [])].sort(),
    services: [...new Set(f.services ?? [])].sort(),
    outcalls: f.outcalls,
    phoneDigits: digitsOf(f.phone),
    workingHours: { from: f.workingHours.from, to: f.workingHours.to },
    ranges: rangeValuesOf(ad),
    tour: tourInForceOf(ad),
  };
}
