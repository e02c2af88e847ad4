/**
 * One page of an ad list: the premium block first, then the regular results. docs/product.md § 4: adding an ad or a premium
 * ad is ignored if an ad with the same id is already present, so an ad shows at most once on a page (a promoted
 * ad in the block is skipped among the results below it, and a repeated id in either list is dropped).
 */
export interface AdListPage<T extends { id: string }> {
  premium: T[];
  ads: T[];
}

export function adListPage<T extends { id: string }>(premium: readonly T[], ads: readonly T[]): AdListPage<T> {
  const present = new Set<string>();
  const page: AdListPage<T> = { premium: [], ads: [] };
  const add = (list: T[], ad: T) => {
    if (present.has(ad.id)) return;
    present.add(ad.id);
    list.push(ad);
  };
  for (const ad of premium) add(page.premium, ad);
  for (const ad of ads) add(page.ads, ad);
  return page;
}
