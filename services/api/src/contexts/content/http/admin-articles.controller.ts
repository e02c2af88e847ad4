import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminArticleDto,
  AdminArticleListParams,
  ArticleHistoryEntry,
  ArticlePreview,
  CreateArticleInput,
  isEntityId,
  isStaticPageKey,
  PreviewArticleInput,
  ScheduleArticleInput,
  UpdateArticleInput,
  code,
  type ArticleKind,
  type Locale,
  type UserDto,
} from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { articleSlugHolder, getArticle, listAdminArticles, renderArticleHtml } from '@anonse/projections';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { StaleRevisionError } from '#api/platform/domain/domain-error';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';
import { etagOf, ifMatchRevision } from '#api/platform/http/etag';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { readArticleHistory } from '../article-history';
import { ChangeArticleCommand } from '../commands/change-article.command';
import { toAdminArticleDto } from './article-dto';
import { articleNotFound, badField, slugTaken } from './content-errors';

const LIST_DOCS = {
  sort: 'JSON ["updatedAt"|"createdAt"|"publishedAt"|"title","ASC"|"DESC"], default ["updatedAt","DESC"]',
  range: 'JSON [from, to], inclusive, default [0, 24]',
  filter: 'JSON {"kind"?, "language"?, "status"?, "q"?}',
};

/**
 * Articles and static pages for the console (ra-data-simple-rest dialect). Every staff role reads; administrators
 * and moderators write. Edits carry the revision they were based on (If-Match): a stale one gets 409 with the article
 * as it is now.
 */
@Controller('api/admin/articles')
@UseGuards(StaffGuard)
export class AdminArticlesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Articles in any state, filtered by kind, language, state or words (ra-data-simple-rest list)',
    query: AdminArticleListParams,
    queryText: LIST_DOCS,
    responses: { 200: { description: 'Articles', schema: z.array(AdminArticleDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminArticleListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminArticleDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listAdminArticles(this.sql, list);
    listPageHeaders(reply, 'articles', list.range[0], rows.length, total);
    return rows.map(toAdminArticleDto);
  }

  @Post('preview')
  @Operation({
    tag: 'admin',
    summary: 'The sanitised HTML the public page would show for this Markdown (nothing is stored)',
    body: PreviewArticleInput,
    responses: { 200: { description: 'HTML', schema: ArticlePreview }, ...errors(400, 401, 403) },
  })
  @HttpCode(200)
  preview(@ValidBody() input: PreviewArticleInput, @Res({ passthrough: true }) reply: FastifyReply): ArticlePreview {
    void reply.header('Cache-Control', 'private, no-store');
    return { html: renderArticleHtml(input.body) };
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One article (ETag = revision)',
    responses: { 200: { description: 'Article', schema: AdminArticleDto, headers: ['ETag'] }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminArticleDto> {
    const article = isEntityId(id) ? await getArticle(this.sql, id) : null;
    if (!article) throw articleNotFound(request);
    void reply.header('ETag', etagOf(article.revision)).header('Cache-Control', 'private, no-store');
    return toAdminArticleDto(article);
  }

  @Get(':id/history')
  @Operation({
    tag: 'admin',
    summary: "The article's history from its event stream: who changed what and when, newest first",
    responses: { 200: { description: 'History', schema: z.array(ArticleHistoryEntry) }, ...errors(401, 403, 404) },
  })
  async history(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ArticleHistoryEntry[]> {
    const entries = isEntityId(id) ? await readArticleHistory(this.store, this.sql, id) : null;
    if (!entries) throw articleNotFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return entries;
  }

  @Post()
  @Operation({
    tag: 'admin',
    summary: 'Creates a draft article (slug unique per kind and language; a static page is keyed by its route id)',
    body: CreateArticleInput,
    responses: { 201: { description: 'The draft', schema: AdminArticleDto }, ...errors(400, 401, 403, 409, 413, 415) },
  })
  @UseGuards(ModeratorGuard)
  @Idempotent()
  async create(
    @ValidBody() input: CreateArticleInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<AdminArticleDto> {
    const ctx = commandContext(request, { id: user.id, role: user.role });
    // A retry (same Idempotency-Key and body) names the same article, so it is created once.
    const articleId = derivedEntityId(idempotencyScope(ctx, input), 'article');
    if (await articleSlugHolder(this.sql, { kind: input.kind, language: input.language, slug: input.slug, exceptId: articleId }))
      throw slugTaken(request);
    const { kind, language, ...fields } = input;
    const result = await this.commandBus.execute(
      new ChangeArticleCommand({ type: 'CreateArticle', articleId, kind, language, fields }, ctx),
    );
    return this.answer(articleId, result.position, request);
  }

  @Put(':id')
  @Operation({
    tag: 'admin',
    summary: 'Edits an article; only the fields that changed are recorded (If-Match: the revision it was based on)',
    body: UpdateArticleInput,
    headers: ['If-Match'],
    responses: {
      200: { description: 'The article as it is now', schema: AdminArticleDto, headers: ['ETag'] },
      ...errors(400, 401, 403, 404, 409, 413, 415),
    },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  async update(
    @Param('id') id: string,
    @ValidBody() input: UpdateArticleInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminArticleDto> {
    const current = isEntityId(id) ? await getArticle(this.sql, id) : null;
    if (!current) throw articleNotFound(request);
    if (input.slug !== undefined && input.slug !== current.slug)
      await this.checkSlug(request, current.kind, current.language, input.slug, id);
    const dto = await this.change(id, request, user, { type: 'EditArticle', articleId: id, changes: input });
    void reply.header('ETag', etagOf(dto.revision));
    return dto;
  }

  @Post(':id/schedule')
  @Operation({
    tag: 'admin',
    summary: 'Schedules the article for publication at `publishAt` (the scheduler publishes it then, or at its next start)',
    body: ScheduleArticleInput,
    headers: ['If-Match'],
    responses: { 200: { description: 'The article', schema: AdminArticleDto }, ...errors(400, 401, 403, 404, 409, 422) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  schedule(
    @Param('id') id: string,
    @ValidBody() input: ScheduleArticleInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<AdminArticleDto> {
    return this.change(id, request, user, { type: 'ScheduleArticle', articleId: id, publishAt: input.publishAt });
  }

  @Post(':id/publish')
  @Operation({
    tag: 'admin',
    summary: 'Publishes the article now',
    headers: ['If-Match'],
    responses: { 200: { description: 'The article', schema: AdminArticleDto }, ...errors(401, 403, 404, 409) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  publish(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<AdminArticleDto> {
    return this.change(id, request, user, { type: 'PublishArticle', articleId: id, scheduled: false });
  }

  @Post(':id/unpublish')
  @Operation({
    tag: 'admin',
    summary: 'Takes the article down (or cancels its schedule)',
    headers: ['If-Match'],
    responses: { 200: { description: 'The article', schema: AdminArticleDto }, ...errors(401, 403, 404, 409) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  unpublish(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<AdminArticleDto> {
    return this.change(id, request, user, { type: 'UnpublishArticle', articleId: id });
  }

  @Delete(':id')
  @Operation({
    tag: 'admin',
    summary: 'Deletes the article (its history stays in the log)',
    headers: ['If-Match'],
    responses: { 200: { description: 'Deleted', schema: z.object({ id: z.string() }) }, ...errors(401, 403, 404, 409) },
  })
  @UseGuards(ModeratorGuard)
  @HttpCode(200)
  @Idempotent()
  async remove(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<{ id: string }> {
    if (!isEntityId(id)) throw articleNotFound(request);
    const result = await this.commandBus.execute(
      new ChangeArticleCommand(
        { type: 'DeleteArticle', articleId: id },
        commandContext(request, { id: user.id, role: user.role }),
        ifMatchRevision(request),
      ),
    );
    await this.consistency.waitFor(result.position);
    return { id };
  }

  private async checkSlug(request: FastifyRequest, kind: ArticleKind, language: Locale, slug: string, exceptId: string): Promise<void> {
    if (kind === 'page' ? !isStaticPageKey(slug) : !/^[a-z0-9-]+$/.test(slug) || slug === 'rss.xml')
      throw badField(request, 'slug', code(kind === 'page' ? 'content:pageKey' : 'content:invalidSlug'));
    if (await articleSlugHolder(this.sql, { kind, language, slug, exceptId })) throw slugTaken(request);
  }

  /**
   * Runs a change based on the If-Match revision; when someone changed the article meanwhile, the 409 carries the
   * article as it is now, so the console shows the fresh text instead of overwriting it.
   */
  private async change(
    id: string,
    request: FastifyRequest,
    user: UserDto,
    change: ChangeArticleCommand['change'],
  ): Promise<AdminArticleDto> {
    if (!isEntityId(id)) throw articleNotFound(request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    let result: { position: number };
    try {
      result = await this.commandBus.execute(new ChangeArticleCommand(change, ctx, ifMatchRevision(request)));
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error;
      const current = await getArticle(this.sql, id);
      throw new ApiHttpError(
        409,
        textOf(error.code, localeOf(request.headers['accept-language'])),
        undefined,
        undefined,
        current ? toAdminArticleDto(current) : undefined,
      );
    }
    return this.answer(id, result.position, request);
  }

  private async answer(id: string, position: number, request: FastifyRequest): Promise<AdminArticleDto> {
    await this.consistency.waitFor(position);
    const article = await getArticle(this.sql, id);
    if (!article) throw articleNotFound(request);
    return toAdminArticleDto(article);
  }
}
