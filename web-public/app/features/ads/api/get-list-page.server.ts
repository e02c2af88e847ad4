import type { PremiumAds, SearchFilter, SearchResult } from '@anonse/contracts';
import type { ApiFetch } from '../../../lib/api';
import { getPremium } from './get-premium.server';
import { getSearch } from './get-search.server';

export interface ListPageData {
  result: SearchResult;
  /** The promoted block above the results; null when it failed or was slow (the page shows the results alone). */
  premium: PremiumAds | null;
}

/**
 * Everything one page of an ad list reads, for every list route (`/anonse/…`, `/anonse-erotyczne/…`, `/roksa/…`,
 * `/masaze-erotyczne/…`, `/uslugi/{service}/…`): the results of `page` and the premium block. The one place list
 * pages fetch from, so that a cheaper API call can replace both requests without touching a route.
 */
export async function getListPage(api: ApiFetch, filter: SearchFilter, page: number): Promise<ListPageData> {
  // The premium block is asked for beside the results, never before them.
  const [result, premium] = await Promise.all([getSearch(api, { ...filter, ...(page > 1 ? { page } : {}) }), getPremium(api, filter)]);
  return { result, premium };
}
