import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SearchFilter } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { mainPhotosOfAds, rotationWindowOf, type PremiumHits, type SearchIndex } from '@anonse/projections';
import { normalizedKey, type AnswerCache } from '#api/platform/answer-cache';
import {
  PAGES_REFRESH,
  PROJECTIONS,
  SEARCH_ANSWERS,
  SEARCH_INDEX,
  SQL,
  type PagesRefresh,
  type ProjectionsHandle,
} from '#api/platform/tokens';

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
    @Inject(PAGES_REFRESH) private readonly pages: PagesRefresh | null,
  ) {}

  /**
   * Everyone gets the same block within a rotation window, and every list and search page asks for one, so one
   * answer per window, place and limit is kept (platform/answer-cache.ts) until the window ends: the key holds the
   * window, so the rotation is exactly the uncached one. It is dropped as soon as what is promoted or approved may
   * have changed: with the projections in this process the positions of the public ones (search, photos) are part
   * of the key, so their changes show at once; another process's show when this one's page cache sees the content
   * version move (every PAGE_CACHE_POLL_MS), which clears the cache. Without either watch (no page cache, projections
   * elsewhere) nothing would notice, so the answer is kept for the search's second only. The page number is not part
   * of the key: the block is the same on every page.
   */
  execute({ filter, limit, now }: PremiumAdsQuery): Promise<PremiumHits> {
    const applied = this.projections ? Object.values(this.projections.publicPositions()).join(',') : '';
    const { page: _page, per_page: _perPage, ...place } = filter;
    const window = rotationWindowOf(now);
    const key = `premium ${applied} ${window.index} ${limit} ${normalizedKey(place)}`;
    const watched = this.projections !== null || this.pages !== null;
    const ttlMs = watched ? window.endsAt.getTime() - now.getTime() : undefined;
    return this.answers.get(key, () => this.premium(filter, limit, now), ttlMs);
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
