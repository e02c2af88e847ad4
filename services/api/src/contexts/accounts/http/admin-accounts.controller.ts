import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_ADMIN_LIST_DOCS,
  AccountStandingChanged,
  AdminAccountDetailDto,
  AdminAccountDto,
  AdminAccountListParams,
  BlockAccountInput,
  ChangeAccountRoleInput,
  code,
  isEntityId,
  UnblockAccountInput,
  type UserDto,
} from '@anonse/contracts';
import { AdminGuard, CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { etagOf, ifMatchRevision } from '#api/platform/http/etag';
import { localeOf } from '#api/platform/http/locale';
import { commandContext, freshCommandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { message, textOf } from '#api/platform/i18n/i18n';
import type { CommandResult } from '#api/platform/commands/command-runner';
import { StaleRevisionError } from '#api/platform/domain/domain-error';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { PersonalDataViews } from '../admin/personal-data-views';
import { ModerateAccountCommand, type AccountModeration } from '../commands/moderate-account.command';
import { AdminAccountsReader } from '../queries/admin-accounts.reader';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

const accountNotFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('accounts:accountNotFound'), localeOf(request.headers['accept-language'])));

/**
 * Accounts in the console (`/admin/accounts/`, simple-rest dialect). Every staff role reads; moderators block and
 * unblock (users only, the decider says); only administrators manage roles. Nest runs the class guard and the
 * handler's, so the narrower one wins.
 */
@Controller('api/admin/accounts')
@UseGuards(StaffGuard)
export class AdminAccountsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly accounts: AdminAccountsReader,
    private readonly views: PersonalDataViews,
    private readonly consistency: ConsistencyService,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Accounts (ra-data-simple-rest list): part of a login, role, blocked, verified',
    query: AdminAccountListParams,
    queryText: ACCOUNT_ADMIN_LIST_DOCS,
    responses: {
      200: { description: 'Accounts (no e-mail addresses)', schema: z.array(AdminAccountDto), headers: ['Content-Range'] },
      ...errors(400, 401, 403),
    },
  })
  async list(@ValidQuery() params: AdminAccountListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminAccountDto[]> {
    const list = listRequest(params);
    const { rows, total } = await this.accounts.list(list);
    listPageHeaders(reply, 'accounts', list.range[0], rows.length, total);
    return rows;
  }

  /** The e-mail address is personal data: the view is recorded (`PersonalDataViewed`) before the answer leaves. */
  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One account: login, e-mail (while held; each view recorded), role, block, points, verification, ads',
    responses: {
      200: { description: 'Account (ETag = stream revision)', schema: AdminAccountDetailDto, headers: ['ETag'] },
      ...errors(401, 403, 404),
    },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminAccountDetailDto> {
    const account = await this.accounts.one(id);
    if (!account) throw accountNotFound(request);
    if (account.email !== null)
      await this.views.record(account.id, 'account', freshCommandContext(request, { id: user.id, role: user.role }));
    void reply.header('ETag', etagOf(account.revision)).header('Cache-Control', 'private, no-store');
    return account;
  }

  @Put(':id/role')
  @Operation({
    tag: 'admin',
    summary:
      "Changes an account's role (administrators only; not one's own; the last administrator stays). A stale If-Match: 409 with `current`",
    headers: ['If-Match'],
    body: ChangeAccountRoleInput,
    responses: { 200: { description: 'Changed', schema: AccountStandingChanged }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  @UseGuards(AdminGuard)
  changeRole(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<AccountStandingChanged> {
    return this.decide(id, request, user, () => ({
      type: 'ChangeAccountRole',
      role: parseInput(ChangeAccountRoleInput, body, request).role,
    }));
  }

  @Post(':id/block')
  @Operation({
    tag: 'admin',
    summary: 'Blocks an account with a reason: its sessions end, login is refused, its ads leave the site (moderators: users only)',
    headers: ['If-Match'],
    body: BlockAccountInput,
    responses: { 200: { description: 'Blocked', schema: AccountStandingChanged }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  @UseGuards(ModeratorGuard)
  block(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<AccountStandingChanged> {
    return this.decide(id, request, user, () => ({ type: 'BlockAccount', reason: parseInput(BlockAccountInput, body, request).reason }));
  }

  @Post(':id/unblock')
  @Operation({
    tag: 'admin',
    summary: 'Unblocks an account (an optional reason): login works again and its active ads come back',
    headers: ['If-Match'],
    body: UnblockAccountInput,
    responses: { 200: { description: 'Unblocked', schema: AccountStandingChanged }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  @UseGuards(ModeratorGuard)
  unblock(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<AccountStandingChanged> {
    return this.decide(id, request, user, () => ({
      type: 'UnblockAccount',
      reason: parseInput(UnblockAccountInput, body ?? {}, request).reason ?? null,
    }));
  }

  private async decide(
    id: string,
    request: FastifyRequest,
    user: UserDto,
    moderation: () => AccountModeration,
  ): Promise<AccountStandingChanged> {
    // A malformed id names no account: 404 whatever the body, hence the body is read after this check (no @ValidBody).
    if (!isEntityId(id)) throw accountNotFound(request);
    const input = moderation();
    let result: CommandResult;
    try {
      result = await this.commandBus.execute(
        new ModerateAccountCommand(id, input, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
      );
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error;
      // Someone decided first: 409 with the account's standing now (not its e-mail, whose every view is recorded).
      const now = await this.accounts.one(id);
      const current = now && { id, role: now.role, blocked: now.blocked, blockedReason: now.blockedReason, revision: now.revision };
      throw new ApiHttpError(
        409,
        message('conflict', localeOf(request.headers['accept-language'])),
        undefined,
        undefined,
        current ?? undefined,
      );
    }
    // The list, the search index and the public site follow within the projection lag; the answer waits for it.
    await this.consistency.waitFor(result.position);
    const account = await this.accounts.one(id);
    return {
      id,
      role: account?.role ?? user.role,
      blocked: account?.blocked ?? false,
      revision: result.revision,
      position: result.position,
    };
  }
}
