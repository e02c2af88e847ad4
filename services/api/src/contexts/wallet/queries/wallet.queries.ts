import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminWalletDto, AdminWalletEntryDto, AdminWalletFilter, WalletBalance, WalletEntryDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import {
  getAccount,
  getWalletBalance,
  getWalletForAdmin,
  listWalletEntries,
  listWalletEntriesForAdmin,
  listWalletsForAdmin,
} from '@anonse/projections';
import { SQL } from '#api/platform/tokens';

export class GetWalletBalanceQuery extends Query<WalletBalance> {
  constructor(readonly accountId: string) {
    super();
  }
}

export class ListWalletEntriesQuery extends Query<{ items: WalletEntryDto[]; total: number }> {
  constructor(
    readonly accountId: string,
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}

export interface AdminWalletListQuery {
  filter?: AdminWalletFilter;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
}

export class ListAdminWalletsQuery extends Query<{ rows: AdminWalletDto[]; total: number }> {
  constructor(readonly query: AdminWalletListQuery) {
    super();
  }
}

/** A wallet for the console; null when there is neither a wallet nor an account of that id. */
export class GetAdminWalletQuery extends Query<AdminWalletDto | null> {
  constructor(readonly accountId: string) {
    super();
  }
}

export class ListAdminWalletEntriesQuery extends Query<{ rows: AdminWalletEntryDto[]; total: number }> {
  constructor(
    readonly accountId: string,
    readonly range: [number, number],
    readonly order: 'ASC' | 'DESC',
  ) {
    super();
  }
}

/** Whether an account of that id exists (points go only to a person who still has an account). */
export class WalletAccountExistsQuery extends Query<boolean> {
  constructor(readonly accountId: string) {
    super();
  }
}

@QueryHandler(GetWalletBalanceQuery)
export class GetWalletBalanceHandler implements IQueryHandler<GetWalletBalanceQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ accountId }: GetWalletBalanceQuery) {
    return getWalletBalance(this.sql, accountId);
  }
}

@QueryHandler(ListWalletEntriesQuery)
export class ListWalletEntriesHandler implements IQueryHandler<ListWalletEntriesQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ accountId, offset, limit }: ListWalletEntriesQuery) {
    return listWalletEntries(this.sql, accountId, { offset, limit });
  }
}

@QueryHandler(ListAdminWalletsQuery)
export class ListAdminWalletsHandler implements IQueryHandler<ListAdminWalletsQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ query }: ListAdminWalletsQuery) {
    return listWalletsForAdmin(this.sql, query);
  }
}

@QueryHandler(GetAdminWalletQuery)
export class GetAdminWalletHandler implements IQueryHandler<GetAdminWalletQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ accountId }: GetAdminWalletQuery) {
    return getWalletForAdmin(this.sql, accountId);
  }
}

@QueryHandler(ListAdminWalletEntriesQuery)
export class ListAdminWalletEntriesHandler implements IQueryHandler<ListAdminWalletEntriesQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  execute({ accountId, range, order }: ListAdminWalletEntriesQuery) {
    return listWalletEntriesForAdmin(this.sql, accountId, { range, order });
  }
}

@QueryHandler(WalletAccountExistsQuery)
export class WalletAccountExistsHandler implements IQueryHandler<WalletAccountExistsQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}
  async execute({ accountId }: WalletAccountExistsQuery) {
    return (await getAccount(this.sql, accountId)) !== null;
  }
}

export const QueryHandlers = [
  GetWalletBalanceHandler,
  ListWalletEntriesHandler,
  ListAdminWalletsHandler,
  GetAdminWalletHandler,
  ListAdminWalletEntriesHandler,
  WalletAccountExistsHandler,
];
