import type { AdSummary } from '@anonse/contracts';
import type { SearchDocument } from './search-index';
import type { SearchPlan } from './search-query';

/**
 * Tours in the plan both adapters run (issue 11): a city or province filter matches an ad's home place or the
 * place of its tour in force, so a touring ad is in its tour city's lists. A district names home districts only:
 * district slugs repeat across cities (Kraków's and Poznań's "Stare Miasto"), and a visitor has no district there.
 */
export const toursWidenPlace = (plan: Pick<SearchPlan, 'district'>): boolean => plan.district === undefined;

/**
 * The "w trasie" marker of a hit: the tour, when the hit matched through it (the filter's city or province is the
 * tour's, not the ad's own); null otherwise, also in lists that name no place.
 */
export function onTourOf(
  plan: Pick<SearchPlan, 'city' | 'province' | 'district'>,
  hit: { city: string; province: string; tour: SearchDocument['tour'] },
): NonNullable<AdSummary['onTour']> | null {
  if (!hit.tour || !toursWidenPlace(plan)) return null;
  const viaTour = plan.city !== undefined ? hit.city !== plan.city : plan.province !== undefined && hit.province !== plan.province;
  return viaTour ? { city: hit.tour.city, province: hit.tour.province, until: hit.tour.until } : null;
}
