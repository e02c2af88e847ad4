import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ROLES, type AdDetail, type FavouriteDto, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getAdsByIds, listFavourites } from '@anonse/projections';
import { SQL } from '#api/platform/tokens';

export class ListFavouritesQuery extends Query<FavouriteDto[]> {
  constructor(readonly accountId: string) {
    super();
  }
}

/** Of `adIds`, those naming an ad `user` may see (approved, or their own): the only ones they may keep. */
export class VisibleAdIdsQuery extends Query<string[]> {
  constructor(
    readonly user: UserDto,
    readonly adIds: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(ListFavouritesQuery)
export class ListFavouritesHandler implements IQueryHandler<ListFavouritesQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ accountId }: ListFavouritesQuery) {
    return listFavourites(this.sql, accountId);
  }
}

const visibleTo = (user: UserDto, ad: AdDetail) => ad.status === 'approved' || ad.ownerId === user.id || user.role === ROLES.administrator;

@QueryHandler(VisibleAdIdsQuery)
export class VisibleAdIdsHandler implements IQueryHandler<VisibleAdIdsQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  async execute({ user, adIds }: VisibleAdIdsQuery) {
    const visible = new Set((await getAdsByIds(this.sql, adIds)).filter((ad) => visibleTo(user, ad)).map((ad) => ad.id));
    return adIds.filter((id) => visible.has(id));
  }
}
