import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdjustWalletInput,
  AdminWalletDto,
  AdminWalletEntryDto,
  AdminWalletEntryListParams,
  AdminWalletListParams,
  code,
  isEntityId,
  WALLET_ADMIN_LIST_DOCS,
  WalletAdjusted,
  type UserDto,
} from '@anonse/contracts';
import { AdminGuard, CurrentUser, LedgerReaderGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { ChangeWalletCommand } from '../commands/wallet.command';
import {
  GetAdminWalletQuery,
  GetWalletBalanceQuery,
  ListAdminWalletEntriesQuery,
  ListAdminWalletsQuery,
  WalletAccountExistsQuery,
} from '../queries/wallet.queries';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

const accountNotFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('wallet:accountNotFound'), localeOf(request.headers['accept-language'])));

/**
 * Wallets in the console (simple-rest dialect). Administrators and auditors read every wallet and ledger, with who
 * moved each point and under which correlation; only administrators grant or deduct, always with a reason.
 */
@Controller('api/admin/wallets')
export class AdminWalletsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
  ) {}

  @Get()
  @UseGuards(LedgerReaderGuard)
  @Operation({
    tag: 'admin',
    summary: 'Wallets with their balances (ra-data-simple-rest list; administrators and auditors)',
    query: AdminWalletListParams,
    queryText: WALLET_ADMIN_LIST_DOCS,
    responses: { 200: { description: 'Wallets', schema: z.array(AdminWalletDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminWalletListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminWalletDto[]> {
    const list = listRequest(params);
    const { rows, total } = await this.queryBus.execute(new ListAdminWalletsQuery(list));
    listPageHeaders(reply, 'wallets', list.range[0], rows.length, total);
    return rows;
  }

  @Get(':accountId')
  @UseGuards(LedgerReaderGuard)
  @Operation({
    tag: 'admin',
    summary: "One account's wallet (administrators and auditors)",
    responses: { 200: { description: 'Wallet', schema: AdminWalletDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('accountId') accountId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminWalletDto> {
    const wallet = isEntityId(accountId) ? await this.queryBus.execute(new GetAdminWalletQuery(accountId)) : null;
    if (!wallet) throw accountNotFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return wallet;
  }

  @Get(':accountId/entries')
  @UseGuards(LedgerReaderGuard)
  @Operation({
    tag: 'admin',
    summary: "One account's ledger with actor and correlation of each entry (newest first; administrators and auditors)",
    query: AdminWalletEntryListParams,
    queryText: {
      sort: 'JSON: ["position","DESC"]',
      range: 'JSON: [0,24] (inclusive)',
      filter: 'JSON: {} (accountId is taken from the path)',
    },
    responses: {
      200: { description: 'Ledger', schema: z.array(AdminWalletEntryDto), headers: ['Content-Range'] },
      ...errors(400, 401, 403, 404),
    },
  })
  async entries(
    @Param('accountId') accountId: string,
    @ValidQuery() params: AdminWalletEntryListParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminWalletEntryDto[]> {
    if (!isEntityId(accountId)) throw accountNotFound(request);
    const list = listRequest(params);
    const { rows, total } = await this.queryBus.execute(new ListAdminWalletEntriesQuery(accountId, list.range, list.sort?.order ?? 'DESC'));
    listPageHeaders(reply, 'wallet-entries', list.range[0], rows.length, total);
    return rows;
  }

  @Post(':accountId/grant')
  @UseGuards(AdminGuard)
  @Operation({
    tag: 'admin',
    summary: 'Grants points with a reason (administrators only)',
    body: AdjustWalletInput,
    responses: { 200: { description: 'Granted', schema: WalletAdjusted }, ...errors(400, 401, 403, 404, 409, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  grant(
    @Param('accountId') accountId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<WalletAdjusted> {
    return this.adjust('grant', accountId, body, request, user);
  }

  @Post(':accountId/deduct')
  @UseGuards(AdminGuard)
  @Operation({
    tag: 'admin',
    summary: 'Deducts points with a reason (administrators only; never below zero: 409 wallet:insufficientPoints)',
    body: AdjustWalletInput,
    responses: { 200: { description: 'Deducted', schema: WalletAdjusted }, ...errors(400, 401, 403, 404, 409, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  deduct(
    @Param('accountId') accountId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<WalletAdjusted> {
    return this.adjust('deduct', accountId, body, request, user);
  }

  private async adjust(
    kind: 'grant' | 'deduct',
    accountId: string,
    body: unknown,
    request: FastifyRequest,
    user: UserDto,
  ): Promise<WalletAdjusted> {
    // An unknown account is 404 whatever the body, hence no @ValidBody.
    if (!isEntityId(accountId) || !(await this.queryBus.execute(new WalletAccountExistsQuery(accountId)))) throw accountNotFound(request);
    const input = parseInput(AdjustWalletInput, body, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // The entry is named by the request (its Idempotency-Key, actor and payload): a retried request finds its entry in
    // the stream and moves no point twice; without a key every request is an entry of its own.
    const entryId = derivedEntityId(idempotencyScope(ctx, { kind, accountId, ...input }), 'wallet-entry');
    const change =
      kind === 'grant'
        ? ({
            type: 'CreditPoints',
            accountId,
            entryId,
            points: input.points,
            source: 'grant',
            reference: null,
            reason: input.reason,
          } as const)
        : ({ type: 'DeductPoints', accountId, entryId, points: input.points, reason: input.reason } as const);
    const result = await this.commandBus.execute(new ChangeWalletCommand(change, ctx));
    await this.consistency.waitFor(result.position);
    const wallet = await this.queryBus.execute(new GetWalletBalanceQuery(accountId));
    return { accountId, entryId, balance: wallet.balance, position: result.position };
  }
}
