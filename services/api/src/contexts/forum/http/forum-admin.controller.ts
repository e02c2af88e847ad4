import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BanFromForumInput,
  code,
  CreateForumCategoryInput,
  ForumBanDto,
  ForumTopicDto,
  ForumCategoryDto,
  ForumFlaggedPost,
  ForumPostRevision,
  ForumQueueItem,
  isEntityId,
  RejectForumPostInput,
  UpdateForumCategoryInput,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import {
  findForumCategory,
  findForumTopic,
  forumPostRevisions,
  getAccount,
  listForumBans,
  listForumCategories,
  listForumFlaggedPosts,
  listForumPosts,
  listForumQueue,
} from '@anonse/projections';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeForumCategoryCommand } from '../commands/forum-category.command';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { ChangeForumBanCommand, ChangeForumPostCommand } from '../commands/forum-topic.command';
import { categoryNotFound, postNotFound, topicNotFound } from './forum-errors';

const QUEUE_PAGE = 100;

/** Keeping the forum: categories and the queue of posts that wait. Every staff role reads; moderators and administrators act. */
@Controller('api/admin/forum')
@UseGuards(StaffGuard)
export class ForumAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get('categories')
  @Operation({
    tag: 'forum',
    summary: 'Every category, archived ones included, in their order',
    responses: { 200: { description: 'Categories', schema: z.array(ForumCategoryDto) }, ...errors(401, 403) },
  })
  categories(): Promise<ForumCategoryDto[]> {
    return listForumCategories(this.sql, { archived: true });
  }

  @Post('categories')
  @Operation({
    tag: 'forum',
    summary: 'Creates a category (its address is unique: a taken one answers 409 under `slug`)',
    body: CreateForumCategoryInput,
    responses: { 201: { description: 'The category', schema: ForumCategoryDto }, ...errors(400, 401, 403, 409, 415) },
  })
  @UseGuards(ModeratorGuard)
  @Idempotent()
  async create(
    @ValidBody() input: CreateForumCategoryInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumCategoryDto> {
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const categoryId = derivedEntityId(idempotencyScope(ctx, input), 'forum-category');
    const result = await this.commandBus.execute(
      new ChangeForumCategoryCommand({ type: 'CreateForumCategory', categoryId, ...input }, ctx),
    );
    return this.categoryAnswer(request, categoryId, result.position);
  }

  @Patch('categories/:id')
  @Operation({
    tag: 'forum',
    summary: 'Renames, describes or moves a category (only what changed is recorded)',
    body: UpdateForumCategoryInput,
    responses: { 200: { description: 'The category', schema: ForumCategoryDto }, ...errors(400, 401, 403, 404, 415) },
  })
  @UseGuards(ModeratorGuard)
  @Idempotent()
  async update(
    @Param('id') id: string,
    @ValidBody() input: UpdateForumCategoryInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumCategoryDto> {
    if (!isEntityId(id)) throw categoryNotFound(request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(
      new ChangeForumCategoryCommand({ type: 'ChangeForumCategory', categoryId: id, ...input }, ctx),
    );
    return this.categoryAnswer(request, id, result.position);
  }

  @Post('categories/:id/archive')
  @Operation({
    tag: 'forum',
    summary: 'Archives a category: gone from the lists, no new topics; its topics stay readable',
    responses: { 200: { description: 'The category', schema: ForumCategoryDto }, ...errors(401, 403, 404) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  async archive(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ForumCategoryDto> {
    if (!isEntityId(id)) throw categoryNotFound(request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(new ChangeForumCategoryCommand({ type: 'ArchiveForumCategory', categoryId: id }, ctx));
    return this.categoryAnswer(request, id, result.position);
  }

  @Get('queue')
  @Operation({
    tag: 'forum',
    summary: 'Posts waiting for a moderator, oldest first',
    responses: { 200: { description: 'The queue', schema: z.array(ForumQueueItem) }, ...errors(401, 403) },
  })
  queue(): Promise<ForumQueueItem[]> {
    return listForumQueue(this.sql, QUEUE_PAGE);
  }

  @Get('flags')
  @Operation({
    tag: 'forum',
    summary:
      'Posts members flagged: those flagged `underage` first, then the longest flagged, with each flag and whether the post is hidden',
    responses: { 200: { description: 'Flagged posts', schema: z.array(ForumFlaggedPost) }, ...errors(401, 403) },
  })
  flags(): Promise<ForumFlaggedPost[]> {
    return listForumFlaggedPosts(this.sql, QUEUE_PAGE);
  }

  @Post('queue/:topicId/:postId/approve')
  @Operation({
    tag: 'forum',
    summary: 'Publishes a queued post (an opening post publishes its topic)',
    responses: { 200: { description: 'Approved', schema: z.object({ id: z.string() }) }, ...errors(401, 403, 404, 409) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  approve(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    return this.decide(request, user, { type: 'ApproveForumPost', topicId, postId, moderatorId: user.id });
  }

  @Post('queue/:topicId/:postId/reject')
  @Operation({
    tag: 'forum',
    summary: 'Refuses a queued post, with the reason',
    body: RejectForumPostInput,
    responses: { 200: { description: 'Rejected', schema: z.object({ id: z.string() }) }, ...errors(400, 401, 403, 404, 409, 415) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  reject(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @ValidBody() input: RejectForumPostInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    return this.decide(request, user, { type: 'RejectForumPost', topicId, postId, moderatorId: user.id, reason: input.reason });
  }

  @Get('topics/:id')
  @Operation({
    tag: 'forum',
    summary: 'A topic by id as staff see it (queued and hidden posts included), with its first page of posts',
    responses: { 200: { description: 'The topic', schema: ForumTopicDto }, ...errors(401, 403, 404) },
  })
  async topic(@Param('id') id: string, @Req() request: FastifyRequest): Promise<ForumTopicDto> {
    const viewer = { id: null, staff: true };
    const topic = isEntityId(id) ? await findForumTopic(this.sql, { id }, viewer) : null;
    const category = topic ? await findForumCategory(this.sql, { id: topic.categoryId }) : null;
    if (!topic || !category) throw topicNotFound(request);
    const posts = await listForumPosts(this.sql, topic.id, { limit: QUEUE_PAGE, viewer });
    const { categoryId: _c, ...summary } = topic;
    return {
      topic: { ...summary, category: { id: category.id, slug: category.slug, name: category.name } },
      posts: posts.items,
      next: posts.next,
    };
  }

  @Get('bans')
  @Operation({
    tag: 'forum',
    summary: 'Accounts banned from posting on the forum, the latest first',
    responses: { 200: { description: 'Bans', schema: z.array(ForumBanDto) }, ...errors(401, 403) },
  })
  bans(): Promise<ForumBanDto[]> {
    return listForumBans(this.sql, QUEUE_PAGE);
  }

  @Post('bans')
  @Operation({
    tag: 'forum',
    summary:
      'Bans an account from posting on the forum (topics and replies: 403) until a moderator lifts it; banning again changes nothing',
    body: BanFromForumInput,
    responses: { 200: { description: 'Banned', schema: z.object({ id: z.string() }) }, ...errors(400, 401, 403, 404, 415) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  async ban(@ValidBody() input: BanFromForumInput, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<{ id: string }> {
    if (!(await getAccount(this.sql, input.accountId)))
      throw new ApiHttpError(404, textOf(code('forum:accountNotFound'), localeOf(request.headers['accept-language'])));
    return this.banChange(request, user, { type: 'BanFromForum', accountId: input.accountId, reason: input.reason });
  }

  @Delete('bans/:accountId')
  @Operation({
    tag: 'forum',
    summary: "Lifts an account's forum ban (lifting one that is not there changes nothing)",
    responses: { 200: { description: 'Lifted', schema: z.object({ id: z.string() }) }, ...errors(401, 403, 404) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  lift(@Param('accountId') accountId: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<{ id: string }> {
    if (!isEntityId(accountId))
      throw new ApiHttpError(404, textOf(code('forum:accountNotFound'), localeOf(request.headers['accept-language'])));
    return this.banChange(request, user, { type: 'LiftForumBan', accountId });
  }

  @Get('posts/:postId/revisions')
  @Operation({
    tag: 'forum',
    summary: "A post's texts before each of its edits, oldest first",
    responses: { 200: { description: 'Earlier texts', schema: z.array(ForumPostRevision) }, ...errors(401, 403, 404) },
  })
  async revisions(@Param('postId') postId: string, @Req() request: FastifyRequest): Promise<ForumPostRevision[]> {
    if (!isEntityId(postId)) throw postNotFound(request);
    return forumPostRevisions(this.sql, postId);
  }

  private async decide(
    request: FastifyRequest,
    user: UserDto,
    change: ChangeForumPostCommand['change'] & { type: 'ApproveForumPost' | 'RejectForumPost' },
  ): Promise<{ id: string }> {
    if (!isEntityId(change.topicId) || !isEntityId(change.postId)) throw postNotFound(request);
    const result = await this.commandBus.execute(
      new ChangeForumPostCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id: change.postId };
  }

  private async banChange(request: FastifyRequest, user: UserDto, change: ChangeForumBanCommand['change']): Promise<{ id: string }> {
    const result = await this.commandBus.execute(
      new ChangeForumBanCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id: change.accountId };
  }

  private async categoryAnswer(request: FastifyRequest, id: string, position: number): Promise<ForumCategoryDto> {
    await this.consistency.waitFor(position);
    const category = await findForumCategory(this.sql, { id });
    if (!category) throw categoryNotFound(request);
    return category;
  }
}
