import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SearchFilter } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { mainPhotosOfAds, rotationWindowOf, type PremiumHits, type SearchIndex } from '@anonse/projections';
import { normalizedKey, type AnswerCache } from '#api/platform/answer-cache';
import { PROJECTIONS, SEARCH_ANSWERS, SEARCH_INDEX, SQL, type ProjectionsHandle } from '#api/platform/tokens';

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
    @Inject(SEARCH_ANSWERS) private readonly answers: AnswerCache,
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHandle | null,
  ) {}

  /**
   * Everyone gets the same block within a rotation window, and every list and search page asks for one: identical
   * requests share one answer for a second, as searches do (platform/answer-cache.ts), keyed by the window and, with
   * the projections in this process, by their positions, so a change they applied shows at once. The page number is
   * not part of the key: the block is the same on every page.
   */
  execute({ filter, limit, now }: PremiumAdsQuery): Promise<PremiumHits> {
    const applied = this.projections ? Object.values(this.projections.positions()).join(',') : '';
    const { page: _page, per_page: _perPage, ...place } = filter;
    const key = `premium ${applied} ${rotationWindowOf(now).index} ${limit} ${normalizedKey(place)}`;
    return this.answers.get(key, () => this.premium(filter, limit, now));
  }

  /** Cards like the search's: each hit with its main photo, read for the whole block in one query. */
  private async premium(filter: SearchFilter, limit: number, now: Date): Promise<PremiumHits> {
    const result = await this.index.premium(filter, { limit, now });
    const photos = await mainPhotosOfAds(
      this.sql,
      result.hits.map((h) => h.id),
    );
    return { ...result, hits: result.hits.map((h) => ({ ...h, photo: photos.get(h.id) ?? null })) };
  }
}
