import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EditForumPostInput,
  FlagForumPostInput,
  FORUM_LIMITS,
  ForumCategoryDto,
  ForumPostDto,
  ForumSearchQuery,
  ForumSearchResult,
  ForumTopicDto,
  ForumTopicList,
  ForumTopicListQuery,
  ForumTopicQuery,
  isEntityId,
  ReplyInput,
  StartTopicInput,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import {
  findForumCategory,
  findForumPost,
  findForumTopic,
  findMergedForumTopic,
  listForumCategories,
  listForumPosts,
  listForumTopics,
  searchForum,
} from '@anonse/projections';
import { CurrentUser, IdentifyUser, LoggedInGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, SQL } from '#api/platform/tokens';
import { isForumStaff } from '../commands/forum-staff';
import { ChangeForumPostCommand, FlagForumPostCommand, PostReplyCommand, StartTopicCommand } from '../commands/forum-topic.command';
import { ForumRateLimits } from '../forum-rate-limits';
import { withEditWindow } from './edit-window';
import { categoryNotFound, checkPostImages, postNotFound, topicNotFound } from './forum-errors';

/** Lists change with every post; a minute old is fresh enough, and the page cache renews on its own. */
const PUBLIC_CACHE = 'public, max-age=60';
const SLUG = /^[a-z0-9-]{1,100}$/;

const viewerOf = (user: UserDto | null) => ({ id: user?.id ?? null, staff: isForumStaff(user?.role) });

/**
 * The forum's public face and its members' writing. Reads answer everyone (a signed-in author also sees their
 * own queued posts, staff every queued post); writing needs a session.
 */
@Controller('api/forum')
export class ForumController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly limits: ForumRateLimits,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('categories')
  @Operation({
    tag: 'forum',
    summary: 'The open categories in their order, with topic and post counts and the latest activity',
    responses: { 200: { description: 'Categories', schema: z.array(ForumCategoryDto) } },
  })
  async categories(@Res({ passthrough: true }) reply: FastifyReply): Promise<ForumCategoryDto[]> {
    void reply.header('Cache-Control', PUBLIC_CACHE);
    return listForumCategories(this.sql);
  }

  @Get('categories/:slug/topics')
  @Operation({
    tag: 'forum',
    summary:
      "A category's topics by latest activity, a page at a time (keyset: `after` is a page's `next`, `before` its `prev`; '' as `prev` names the first page)",
    query: ForumTopicListQuery,
    responses: { 200: { description: 'A page of topics', schema: ForumTopicList }, ...errors(400, 404) },
  })
  async topics(
    @Param('slug') slug: string,
    @ValidQuery() q: ForumTopicListQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ForumTopicList> {
    const category = SLUG.test(slug) ? await findForumCategory(this.sql, { slug }) : null;
    if (!category || category.archived) throw categoryNotFound(request);
    const page = await listForumTopics(this.sql, category.id, { after: q.after, before: q.before, limit: FORUM_LIMITS.topicsPerPage });
    void reply.header('Cache-Control', PUBLIC_CACHE);
    return { category, ...page };
  }

  @Get('search')
  @Operation({
    tag: 'forum',
    summary:
      'Searches readable topics and posts: each word must begin a word of the title or a post, diacritics and case aside; ranked, with highlighted snippets',
    query: ForumSearchQuery,
    responses: { 200: { description: 'Up to 20 topics, best first', schema: ForumSearchResult }, ...errors(400) },
  })
  async search(@ValidQuery() q: ForumSearchQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<ForumSearchResult> {
    void reply.header('Cache-Control', PUBLIC_CACHE);
    return { q: q.q, items: await searchForum(this.sql, q) };
  }

  @Get('topics/:slug')
  @Operation({
    tag: 'forum',
    summary:
      "A topic and a page of its posts (`after`: the last post number of the previous page); a merged topic's address answers with the topic it was merged into (its `slug` differs: the page redirects 301)",
    query: ForumTopicQuery,
    responses: { 200: { description: 'The topic', schema: ForumTopicDto }, ...errors(400, 404) },
  })
  @UseGuards(IdentifyUser)
  async topic(
    @Param('slug') slug: string,
    @ValidQuery() q: ForumTopicQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto | null,
  ): Promise<ForumTopicDto> {
    if (!SLUG.test(slug)) throw topicNotFound(request);
    // A merged topic's address answers with the topic that took in its posts: its `slug` differs from the one asked
    // for, and the site answers the old address with a 301 to it.
    const merged = async () => {
      const into = await findMergedForumTopic(this.sql, slug);
      return into ? this.topicDto(request, { slug: into }, viewerOf(user), q.after) : null;
    };
    const dto = (await this.topicDto(request, { slug }, viewerOf(user), q.after)) ?? (await merged());
    if (!dto) throw topicNotFound(request);
    // A signed-in reader may see queued posts: never kept by a shared cache.
    void reply.header('Cache-Control', user ? 'private, no-store' : PUBLIC_CACHE);
    return dto;
  }

  @Post('topics')
  @Operation({
    tag: 'forum',
    summary: 'Starts a topic; a new account’s topic waits for a moderator (docs/architecture.md § The forum)',
    body: StartTopicInput,
    responses: {
      201: { description: 'The topic as its author sees it', schema: ForumTopicDto },
      ...errors(400, 401, 403, 404, 409, 413, 415, 429),
    },
  })
  @UseGuards(LoggedInGuard)
  @Idempotent()
  async start(@ValidBody() input: StartTopicInput, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<ForumTopicDto> {
    checkPostImages(input.body, this.config.forum.imagesPerPost, request);
    await this.limits.attempt(request, user, 'topic');
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // A retry (same Idempotency-Key and body) names the same topic and post, so it is started once.
    const scope = idempotencyScope(ctx, input);
    const topicId = derivedEntityId(scope, 'forum-topic');
    const postId = derivedEntityId(scope, 'forum-post');
    const result = await this.commandBus.execute(new StartTopicCommand({ topicId, postId, ...input }, ctx));
    await this.consistency.waitFor(result.position);
    const dto = await this.topicDto(request, { id: topicId }, viewerOf(user));
    if (!dto) throw topicNotFound(request);
    return dto;
  }

  @Post('topics/:topicId/posts')
  @Operation({
    tag: 'forum',
    summary: 'Replies to a topic; a new account’s reply waits for a moderator',
    body: ReplyInput,
    responses: { 201: { description: 'The reply', schema: ForumPostDto }, ...errors(400, 401, 403, 404, 409, 413, 415, 429) },
  })
  @UseGuards(LoggedInGuard)
  @Idempotent()
  async reply(
    @Param('topicId') topicId: string,
    @ValidBody() input: ReplyInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumPostDto> {
    if (!isEntityId(topicId)) throw topicNotFound(request);
    checkPostImages(input.body, this.config.forum.imagesPerPost, request);
    await this.limits.attempt(request, user, 'reply');
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const postId = derivedEntityId(idempotencyScope(ctx, { topicId, ...input }), 'forum-post');
    const result = await this.commandBus.execute(new PostReplyCommand({ topicId, postId, body: input.body }, ctx));
    return this.postAnswer(request, user, topicId, postId, result.position);
  }

  @Put('topics/:topicId/posts/:postId')
  @Operation({
    tag: 'forum',
    summary:
      "Corrects one's own post within the edit window (FORUM_EDIT_WINDOW_MINUTES, 60 by default; a post's `editableUntil` says until when); the earlier text is kept for staff",
    body: EditForumPostInput,
    responses: { 200: { description: 'The post', schema: ForumPostDto }, ...errors(400, 401, 403, 404, 409, 413, 415) },
  })
  @UseGuards(LoggedInGuard)
  @HttpCode(200)
  @Idempotent()
  async edit(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @ValidBody() input: EditForumPostInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<ForumPostDto> {
    if (!isEntityId(topicId) || !isEntityId(postId)) throw postNotFound(request);
    checkPostImages(input.body, this.config.forum.imagesPerPost, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(
      new ChangeForumPostCommand(
        { type: 'EditForumPost', topicId, postId, actorId: user.id, staff: isForumStaff(user.role), ...input },
        ctx,
      ),
    );
    return this.postAnswer(request, user, topicId, postId, result.position);
  }

  @Delete('topics/:topicId/posts/:postId')
  @Operation({
    tag: 'forum',
    summary: 'Deletes a post (its author, or staff); the opening post takes the topic with it',
    responses: { 200: { description: 'Deleted', schema: z.object({ id: z.string() }) }, ...errors(401, 403, 404) },
  })
  @UseGuards(LoggedInGuard)
  @HttpCode(200)
  @Idempotent()
  async remove(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    if (!isEntityId(topicId) || !isEntityId(postId)) throw postNotFound(request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(
      new ChangeForumPostCommand({ type: 'DeleteForumPost', topicId, postId, actorId: user.id, staff: isForumStaff(user.role) }, ctx),
    );
    await this.consistency.waitFor(result.position);
    return { id: postId };
  }

  @Post('topics/:topicId/posts/:postId/flags')
  @Operation({
    tag: 'forum',
    summary:
      'Flags a post for the moderators (one flag per member and post: a second is 409; never one’s own post: 403); enough flags from trusted members hide it',
    body: FlagForumPostInput,
    responses: { 201: { description: 'Flagged', schema: z.object({ id: z.string() }) }, ...errors(400, 401, 403, 404, 409, 415) },
  })
  @UseGuards(LoggedInGuard)
  @Idempotent()
  async flag(
    @Param('topicId') topicId: string,
    @Param('postId') postId: string,
    @ValidBody() input: FlagForumPostInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<{ id: string }> {
    if (!isEntityId(topicId) || !isEntityId(postId)) throw postNotFound(request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(
      new FlagForumPostCommand({ topicId, postId, reason: input.reason, note: input.note }, ctx),
    );
    await this.consistency.waitFor(result.position);
    return { id: postId };
  }

  private async topicDto(
    request: FastifyRequest,
    by: { slug: string } | { id: string },
    viewer: ReturnType<typeof viewerOf>,
    after?: number,
  ): Promise<ForumTopicDto | null> {
    const topic = await findForumTopic(this.sql, by, viewer);
    if (!topic) return null;
    const [category, posts] = await Promise.all([
      findForumCategory(this.sql, { id: topic.categoryId }),
      listForumPosts(this.sql, topic.id, { after, limit: FORUM_LIMITS.postsPerPage, viewer }),
    ]);
    if (!category) return null;
    const { categoryId: _c, ...summary } = topic;
    return {
      topic: { ...summary, category: { id: category.id, slug: category.slug, name: category.name } },
      posts: posts.items.map((p) => withEditWindow(p, viewer.id, request.server.clock.now(), this.config.forum.editWindowMinutes)),
      next: posts.next,
    };
  }

  private async postAnswer(
    request: FastifyRequest,
    user: UserDto,
    topicId: string,
    postId: string,
    position: number,
  ): Promise<ForumPostDto> {
    await this.consistency.waitFor(position);
    const post = await findForumPost(this.sql, topicId, postId);
    if (!post) throw postNotFound(request);
    return withEditWindow(post, user.id, request.server.clock.now(), this.config.forum.editWindowMinutes);
  }
}
