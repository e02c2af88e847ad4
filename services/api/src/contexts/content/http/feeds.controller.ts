import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listPublishedArticles } from '@anonse/projections';
import type { AppConfig } from '#api/platform/config/config';
import { requestOrigin } from '#api/platform/http/request-origin';
import { Operation } from '#api/platform/openapi/operation';
import { APP_CONFIG, SQL } from '#api/platform/tokens';
import { coversOf, toArticleSummary } from './article-dto';
import { rssXml, type FeedChannel } from './article-feed';

const FEED_ITEMS = 20;
const FEED_CACHE = 'public, max-age=600';

const CHANNELS: Record<string, FeedChannel> = {
  'blog-pl': { kind: 'blog', language: 'pl', title: 'Blog — anonse', description: 'Najnowsze artykuły bloga serwisu anonse.' },
  'blog-en': { kind: 'blog', language: 'en', title: 'Blog — anonse', description: 'The newest articles of the anonse blog.' },
  'news-pl': { kind: 'news', language: 'pl', title: 'Aktualności — anonse', description: 'Najnowsze wiadomości serwisu anonse.' },
  'news-en': { kind: 'news', language: 'en', title: 'News — anonse', description: 'The newest news of anonse.' },
};

/**
 * The RSS 2.0 feeds of the blog and the news, at the paths of their lists (`/blog/rss.xml`, `/aktualnosci/rss.xml`,
 * `/en/blog/rss.xml`, `/en/news/rss.xml`), served by the API like the sitemaps: they need no page of the web app.
 */
@Controller()
export class FeedsController {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('blog/rss.xml')
  @Operation({ tag: 'content', summary: 'RSS 2.0 feed of the Polish blog', responses: { 200: { description: 'RSS' } } })
  blogPl(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.feed('blog-pl', request, reply);
  }

  @Get('en/blog/rss.xml')
  @Operation({ tag: 'content', summary: 'RSS 2.0 feed of the English blog', responses: { 200: { description: 'RSS' } } })
  blogEn(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.feed('blog-en', request, reply);
  }

  @Get('aktualnosci/rss.xml')
  @Operation({ tag: 'content', summary: 'RSS 2.0 feed of the Polish news', responses: { 200: { description: 'RSS' } } })
  newsPl(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.feed('news-pl', request, reply);
  }

  @Get('en/news/rss.xml')
  @Operation({ tag: 'content', summary: 'RSS 2.0 feed of the English news', responses: { 200: { description: 'RSS' } } })
  newsEn(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.feed('news-en', request, reply);
  }

  private async feed(key: string, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const channel = CHANNELS[key]!;
    const { rows } = await listPublishedArticles(this.sql, {
      kind: channel.kind,
      language: channel.language,
      offset: 0,
      limit: FEED_ITEMS,
    });
    const covers = await coversOf(this.sql, []);
    void reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', FEED_CACHE);
    return rssXml(
      channel,
      rows.map((r) => toArticleSummary(r, covers)),
      requestOrigin(request, this.config),
    );
  }
}
