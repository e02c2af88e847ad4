import { Controller, Delete, Get, HttpCode, Inject, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  code,
  FORUM_FOLLOW_KINDS,
  ForumDigestInput,
  ForumFollowsDto,
  isEntityId,
  MAX_FORUM_FOLLOWS,
  type ForumFollowKind,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { forumFollowTargetExists, listForumFollows } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import type { CommandContext } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeForumFollowsCommand } from '../commands/change-forum-follows.command';

/** A path that names no topic or category of ours: the same 404 as one that is gone. */
const notFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('forumFollows:targetNotFound'), localeOf(request.headers['accept-language'])));

const kindOf = (kind: string): ForumFollowKind | null =>
  (FORUM_FOLLOW_KINDS as readonly string[]).includes(kind) ? (kind as ForumFollowKind) : null;

/** What the caller follows on the forum, following and leaving a topic or a category, and the daily e-mail of it. */
@Controller('api/user/forum-follows')
@UseGuards(LoggedInGuard)
export class ForumFollowsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'forum-follows',
    summary: 'The topics and categories the caller follows (newest first) and whether their daily e-mail is on',
    responses: { 200: { description: 'Follows', schema: ForumFollowsDto }, ...errors(401) },
  })
  async list(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<ForumFollowsDto> {
    void reply.header('Cache-Control', 'private, no-store');
    return this.follows(user.id);
  }

  @Put('digest')
  @Operation({
    tag: 'forum-follows',
    summary: 'Turns the daily e-mail of new activity in what the caller follows on or off',
    body: ForumDigestInput,
    responses: { 200: { description: 'Follows', schema: ForumFollowsDto }, ...errors(400, 401, 413, 415) },
  })
  @HttpCode(200)
  @Idempotent()
  async digest(
    @ValidBody() input: ForumDigestInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumFollowsDto> {
    const ctx = commandContext(request, { id: user.id, role: user.role });
    await this.run({ type: 'SetForumDigest', accountId: user.id, digest: input.digest, via: 'account' }, ctx);
    return this.follows(user.id);
  }

  @Put(':kind/:id')
  @Operation({
    tag: 'forum-follows',
    summary: `Follows a topic (its new replies) or a category (its new topics), \`kind\` topic or category; at most ${MAX_FORUM_FOLLOWS}`,
    responses: { 200: { description: 'Follows', schema: ForumFollowsDto }, ...errors(401, 404, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  async follow(
    @Param('kind') rawKind: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumFollowsDto> {
    const kind = kindOf(rawKind);
    if (!kind || !isEntityId(id)) throw notFound(request);
    const exists = await forumFollowTargetExists(this.sql, kind, id);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    await this.run({ type: 'Follow', accountId: user.id, kind, targetId: id, exists }, ctx);
    return this.follows(user.id);
  }

  @Delete(':kind/:id')
  @Operation({
    tag: 'forum-follows',
    summary: 'Stops following a topic or a category (nothing to do when the caller did not follow it)',
    responses: { 200: { description: 'Follows', schema: ForumFollowsDto }, ...errors(401, 404) },
  })
  @HttpCode(200)
  @Idempotent()
  async unfollow(
    @Param('kind') rawKind: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumFollowsDto> {
    const kind = kindOf(rawKind);
    if (!kind || !isEntityId(id)) throw notFound(request);
    await this.run({ type: 'Unfollow', accountId: user.id, kind, targetId: id }, commandContext(request, { id: user.id, role: user.role }));
    return this.follows(user.id);
  }

  private async follows(accountId: string): Promise<ForumFollowsDto> {
    return { ...(await listForumFollows(this.sql, accountId)), limit: MAX_FORUM_FOLLOWS };
  }

  private async run(change: ChangeForumFollowsCommand['change'], ctx: CommandContext): Promise<void> {
    const result = await this.commandBus.execute(new ChangeForumFollowsCommand(change, ctx));
    await this.consistency.waitFor(result.position);
  }
}
