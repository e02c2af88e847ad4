import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ArticleKind, ArticleLanguage, ArticleList, ArticleListQuery, PublicArticleDto, ROLES, type UserDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { findArticleBySlug, listPublishedArticles, publishedTranslations } from '@anonse/projections';
import { CurrentUser, IdentifyUser } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { coversOf, toArticleSummary, toPublicArticle } from './article-dto';
import { articleNotFound } from './content-errors';

/** Lists change when something is published; a minute old is fresh enough, and the page cache renews on its own. */
const PUBLIC_CACHE = 'public, max-age=60';
const SLUG = /^[A-Za-z0-9-]{1,120}$/;

/** The public face of articles and static pages: published only, except that staff may preview any state. */
@Controller('api/content/articles')
export class ArticlesController {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  @Get()
  @Operation({
    tag: 'content',
    summary: 'Published articles of a kind and language, newest first, by category or tag, a page at a time',
    query: ArticleListQuery,
    responses: { 200: { description: 'A page of articles', schema: ArticleList }, ...errors(400) },
  })
  async list(@ValidQuery() q: ArticleListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<ArticleList> {
    const { rows, total } = await listPublishedArticles(this.sql, { ...q, offset: (q.page - 1) * q.perPage, limit: q.perPage });
    const covers = await coversOf(
      this.sql,
      rows.map((r) => r.coverPhotoId),
    );
    void reply.header('Cache-Control', PUBLIC_CACHE);
    return { items: rows.map((r) => toArticleSummary(r, covers)), page: q.page, perPage: q.perPage, total };
  }

  @Get(':kind/:language/:slug')
  @Operation({
    tag: 'content',
    summary: 'One published article (sanitised HTML); staff also get drafts and scheduled ones, as a preview',
    responses: { 200: { description: 'The article', schema: PublicArticleDto }, ...errors(404) },
  })
  @UseGuards(IdentifyUser)
  async one(
    @Param('kind') kind: string,
    @Param('language') language: string,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto | null,
  ): Promise<PublicArticleDto> {
    const k = ArticleKind.safeParse(kind);
    const l = ArticleLanguage.safeParse(language);
    if (!k.success || !l.success || !SLUG.test(slug)) throw articleNotFound(request);
    const staff = user !== null && user.role !== ROLES.user;
    const article = await findArticleBySlug(this.sql, { kind: k.data, language: l.data, slug, anyStatus: staff });
    if (!article) throw articleNotFound(request);
    const [covers, translations] = await Promise.all([
      coversOf(this.sql, [article.coverPhotoId]),
      publishedTranslations(this.sql, article),
    ]);
    // What staff see may be a draft: never kept by a shared cache, nor by the page cache of anonymous visitors.
    void reply.header('Cache-Control', staff ? 'private, no-store' : PUBLIC_CACHE);
    return toPublicArticle(article, covers, translations);
  }
}
