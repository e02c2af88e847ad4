import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdDetail, AdSummary, SearchFilter } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import {
  getAd,
  isAccountBlocked,
  mainPhotosOfAds,
  rankSimilar,
  similarCandidateFilters,
  type BrowsePage,
  type SearchIndex,
} from '@anonse/projections';
import { SEARCH_INDEX, SQL } from '#api/platform/tokens';

/** A list page (issue 11): hits, premium block and counts, in one statement on the Postgres adapter. */
export class BrowseAdsQuery extends Query<BrowsePage> {
  constructor(
    readonly filter: SearchFilter,
    readonly premiumLimit: number,
    readonly now: Date,
  ) {
    super();
  }
}

@QueryHandler(BrowseAdsQuery)
export class BrowseAdsHandler implements IQueryHandler<BrowseAdsQuery> {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  async execute({ filter, premiumLimit, now }: BrowseAdsQuery): Promise<BrowsePage> {
    const page = await this.index.browse(filter, { now, premiumLimit });
    if (page.photosIncluded) return page;
    // An index outside the database (Meilisearch) knows no photos: one more query for the page's cards.
    const photos = await mainPhotosOfAds(
      this.sql,
      [...page.hits, ...page.premium].map((h) => h.id),
    );
    const withPhoto = (h: AdSummary) => ({ ...h, photo: photos.get(h.id) ?? null });
    return { ...page, hits: page.hits.map(withPhoto), premium: page.premium.map(withPhoto), photosIncluded: true };
  }
}

/** Ads like a public ad, or null when the ad is not public. */
export class SimilarAdsQuery extends Query<AdSummary[] | null> {
  constructor(
    readonly adId: string,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(SimilarAdsQuery)
export class SimilarAdsHandler implements IQueryHandler<SimilarAdsQuery> {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  /** Nearest first: the city near in price and age, widened to the whole city and then the province while too few. */
  async execute({ adId, limit }: SimilarAdsQuery): Promise<AdSummary[] | null> {
    const ad: AdDetail | null = await getAd(this.sql, adId);
    if (!ad || ad.status !== 'approved' || (await isAccountBlocked(this.sql, ad.ownerId))) return null;
    const f = ad.fields;
    const to = {
      id: ad.id,
      category: f.category,
      province: f.province,
      city: f.city,
      district: f.district ?? null,
      age: f.age,
      hourPrice: f.prices.hour ?? null,
    };
    const candidates: AdSummary[] = [];
    let photosIncluded = true;
    // Hits only: the facets and range stats a search computes over every match would be thrown away here.
    for (const filter of similarCandidateFilters(to)) {
      const page = await this.index.hits(filter);
      candidates.push(...page.hits);
      photosIncluded &&= page.photosIncluded;
      if (new Set(candidates.map((c) => c.id).filter((id) => id !== ad.id)).size >= limit) break;
    }
    const similar = rankSimilar(to, candidates, limit);
    if (photosIncluded) return similar;
    const photos = await mainPhotosOfAds(
      this.sql,
      similar.map((h) => h.id),
    );
    return similar.map((h) => ({ ...h, photo: photos.get(h.id) ?? null }));
  }
}
