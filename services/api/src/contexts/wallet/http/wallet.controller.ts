import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { WalletBalance, WalletEntryListQuery, WalletEntryPage, type UserDto } from '@anonse/contracts';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { GetWalletBalanceQuery, ListWalletEntriesQuery } from '../queries/wallet.queries';

const DEFAULT_PAGE = 20;

/** The caller's own wallet (dashboard): the balance and the ledger. Only ever the caller's; no id in the path. */
@Controller('api/user/wallet')
@UseGuards(LoggedInGuard)
export class WalletController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Operation({
    tag: 'wallet',
    summary: "The caller's balance of points",
    responses: { 200: { description: 'Balance', schema: WalletBalance }, ...errors(401) },
  })
  async balance(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<WalletBalance> {
    void reply.header('Cache-Control', 'private, no-store');
    return this.queryBus.execute(new GetWalletBalanceQuery(user.id));
  }

  @Get('entries')
  @Operation({
    tag: 'wallet',
    summary: "The caller's ledger, newest first, with the balance after each entry",
    query: WalletEntryListQuery,
    responses: { 200: { description: 'A page of the ledger', schema: WalletEntryPage }, ...errors(400, 401) },
  })
  async entries(
    @ValidQuery() query: WalletEntryListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<WalletEntryPage> {
    void reply.header('Cache-Control', 'private, no-store');
    const offset = query.offset ?? 0;
    const limit = query.limit ?? DEFAULT_PAGE;
    const [page, wallet] = await Promise.all([
      this.queryBus.execute(new ListWalletEntriesQuery(user.id, offset, limit)),
      this.queryBus.execute(new GetWalletBalanceQuery(user.id)),
    ]);
    return { ...page, offset, limit, balance: wallet.balance };
  }
}
