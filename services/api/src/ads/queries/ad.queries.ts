import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdDetail, SearchFilter, SearchResult } from '@anonse/contracts';
import type { AdminListQuery, ReadSide } from '../../infra/read-side';
import { READ_SIDE } from '../../infra/tokens';

export class GetAdQuery extends Query<AdDetail | null> {
  constructor(readonly adId: string) {
    super();
  }
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
  constructor(readonly query: AdminListQuery) {
    super();
  }
}

@QueryHandler(GetAdQuery)
export class GetAdHandler implements IQueryHandler<GetAdQuery> {
  constructor(@Inject(READ_SIDE) private readonly readSide: ReadSide) {}
  execute({ adId }: GetAdQuery) {
    return this.readSide.getAd(adId);
  }
}

@QueryHandler(SearchAdsQuery)
export class SearchAdsHandler implements IQueryHandler<SearchAdsQuery> {
  constructor(@Inject(READ_SIDE) private readonly readSide: ReadSide) {}
  execute({ filter }: SearchAdsQuery) {
    return this.readSide.search(filter);
  }
}

@QueryHandler(ListOwnerAdsQuery)
export class ListOwnerAdsHandler implements IQueryHandler<ListOwnerAdsQuery> {
  constructor(@Inject(READ_SIDE) private readonly readSide: ReadSide) {}
  execute({ ownerId }: ListOwnerAdsQuery) {
    return this.readSide.listAdsOfOwner(ownerId);
  }
}

@QueryHandler(ListAdminAdsQuery)
export class ListAdminAdsHandler implements IQueryHandler<ListAdminAdsQuery> {
  constructor(@Inject(READ_SIDE) private readonly readSide: ReadSide) {}
  execute({ query }: ListAdminAdsQuery) {
    return this.readSide.listAdsForAdmin(query);
  }
}
