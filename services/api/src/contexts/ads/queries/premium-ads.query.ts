import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SearchFilter } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { mainPhotosOfAds, type PremiumHits, type SearchIndex } from '@anonse/projections';
import { SEARCH_INDEX, SQL } from '#api/platform/tokens';

/** The promoted ads of a search's place and category, in the rotation of the window `now` falls in. */
export class PremiumAdsQuery extends Query<PremiumHits> {
  constructor(
    readonly filter: SearchFilter,
    readonly limit: number,
    readonly now: Date,
  ) {
    super();
  }
}

@QueryHandler(PremiumAdsQuery)
export class PremiumAdsHandler implements IQueryHandler<PremiumAdsQuery> {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  /** Cards like the search's: each hit with its main photo, read for the whole block in one query. */
  async execute({ filter, limit, now }: PremiumAdsQuery): Promise<PremiumHits> {
    const result = await this.index.premium(filter, { limit, now });
    const photos = await mainPhotosOfAds(
      this.sql,
      result.hits.map((h) => h.id),
    );
    return { ...result, hits: result.hits.map((h) => ({ ...h, photo: photos.get(h.id) ?? null })) };
  }
}
