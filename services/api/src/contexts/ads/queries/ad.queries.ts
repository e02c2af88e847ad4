import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdDetail, AdminAdDetail, SearchFilter, SearchResult } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import {
  getAd,
  getAdForAdmin,
  listAdsForAdmin,
  listAdsOfOwner,
  mainPhotosOfAds,
  type AdminAdListQuery,
  type SearchIndex,
} from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { normalizedKey, type AnswerCache } from '#api/platform/answer-cache';
import { CLOCK, PROJECTIONS, SEARCH_ANSWERS, SEARCH_INDEX, SQL, type ProjectionsHandle } from '#api/platform/tokens';

export class GetAdQuery extends Query<AdDetail | null> {
  constructor(readonly adId: string) {
    super();
  }
}

/** The console's view of one ad (AdminAdDetail): GetAdQuery's handler answers it, so the module's lists stay as they are. */
export class GetAdminAdQuery extends GetAdQuery {
  readonly staffView = true;
}

export class SearchAdsQuery extends Query<SearchResult> {
  constructor(readonly filter: SearchFilter) {
    super();
  }
}

export class ListOwnerAdsQuery extends Query<AdDetail[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}

export class ListAdminAdsQuery extends Query<{ rows: AdDetail[]; total: number }> {
  constructor(readonly query: AdminAdListQuery) {
    super();
  }
}

@QueryHandler(GetAdQuery)
export class GetAdHandler implements IQueryHandler<GetAdQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute(query: GetAdQuery): Promise<AdDetail | AdminAdDetail | null> {
    return query instanceof GetAdminAdQuery ? getAdForAdmin(this.sql, query.adId) : getAd(this.sql, query.adId);
  }
}

@QueryHandler(SearchAdsQuery)
export class SearchAdsHandler implements IQueryHandler<SearchAdsQuery> {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SEARCH_ANSWERS) private readonly answers: AnswerCache,
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHandle | null,
  ) {}

  /**
   * The same for every visitor: identical searches within a second share one answer (platform/answer-cache.ts).
   * With the projections in this process their positions are part of the key, so whatever they applied is searched
   * at once; another process's changes wait for the second at most.
   */
  execute({ filter }: SearchAdsQuery): Promise<SearchResult> {
    const applied = this.projections ? Object.values(this.projections.positions()).join(',') : '';
    return this.answers.get(`search ${applied} ${normalizedKey(filter)}`, () => this.search(filter));
  }

  /** The index answers the search, with each hit's main photo when it lives in the database (else one more query). */
  private async search(filter: SearchFilter): Promise<SearchResult> {
    const { photosIncluded, ...result } = await this.index.search(filter, { now: this.clock.now() });
    if (photosIncluded) return result;
    const photos = await mainPhotosOfAds(
      this.sql,
      result.hits.map((h) => h.id),
    );
    return { ...result, hits: result.hits.map((h) => ({ ...h, photo: photos.get(h.id) ?? null })) };
  }
}

@QueryHandler(ListOwnerAdsQuery)
export class ListOwnerAdsHandler implements IQueryHandler<ListOwnerAdsQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ ownerId }: ListOwnerAdsQuery) {
    return listAdsOfOwner(this.sql, ownerId);
  }
}

@QueryHandler(ListAdminAdsQuery)
export class ListAdminAdsHandler implements IQueryHandler<ListAdminAdsQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ query }: ListAdminAdsQuery) {
    return listAdsForAdmin(this.sql, query);
  }
}
