import { normalizeSearchFilter, SearchFilter, type AdSummary } from '@anonse/contracts';

/** What similarity is measured on: the ad whose page is open. */
export interface SimilarTo {
  id: string;
  category: string;
  province: string;
  city: string;
  district: string | null;
  age: number;
  hourPrice: number | null;
}

/**
 * Where similar ads are looked for, nearest first (issue 11: same place and category, near in price and age): the
 * ad's city with its price and age windows, then the city without them, then the province. The caller stops at
 * the first that gives enough.
 */
export function similarCandidateFilters(ad: SimilarTo, perPage = 48): SearchFilter[] {
  const base = { tag1: ad.category, per_page: perPage };
  const windows: Record<string, number> = { age_from: Math.max(18, ad.age - 8), age_to: Math.min(99, ad.age + 8) };
  if (ad.hourPrice !== null)
    Object.assign(windows, {
      hour_price_from: Math.max(50, Math.round(ad.hourPrice * 0.5)),
      hour_price_to: Math.min(2000, Math.round(ad.hourPrice * 1.5)),
    });
  return [
    { ...base, city: ad.city, ...windows },
    { ...base, city: ad.city },
    { ...base, province: ad.province },
  ].map((f) => normalizeSearchFilter(SearchFilter.parse(f)));
}

/**
 * The nearest `limit` candidates by price and age (a price is compared relatively, an age by decades; the same
 * district is a little nearer). Never the ad itself; promotion plays no part, so paid ads gain nothing here.
 */
export function rankSimilar(ad: SimilarTo, candidates: readonly AdSummary[], limit: number): AdSummary[] {
  const distance = (c: AdSummary) => {
    const price = ad.hourPrice !== null && c.hourPrice !== null ? Math.abs(c.hourPrice - ad.hourPrice) / Math.max(ad.hourPrice, 100) : 0.5;
    const place = c.city === ad.city ? (ad.district && c.district === ad.district ? 0 : 0.1) : 0.5;
    return price + Math.abs(c.age - ad.age) / 10 + place;
  };
  const seen = new Set<string>([ad.id]);
  return candidates
    .filter((c) => !seen.has(c.id) && (seen.add(c.id), true))
    .map((c) => ({ c, d: distance(c) }))
    .sort((a, b) => a.d - b.d || (a.c.id < b.c.id ? -1 : 1))
    .slice(0, limit)
    .map(({ c }) => c);
}
