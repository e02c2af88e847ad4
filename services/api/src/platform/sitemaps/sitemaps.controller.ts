import { Readable } from 'node:stream';
import { Controller, Get, Inject, Param, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { ApiHttpError } from '../http/api-error';
import { localeOf } from '../http/locale';
import { requestOrigin } from '../http/request-origin';
import { message } from '../i18n/i18n';
import { errors } from '../openapi/openapi';
import { Operation } from '../openapi/operation';
import { APP_CONFIG } from '../tokens';
import { robotsTxt } from './robots';
import { sitemapIndexXml, urlsetXml, XML_CONTENT_TYPE } from './sitemap-xml';
import { SitemapsService } from './sitemaps.service';

/** Crawlers fetch these often; an hour old is fresh enough for pages that change by the day. */
const SITEMAP_CACHE = 'public, max-age=3600';
const ROBOTS_CACHE = 'public, max-age=600';
const FILE = /^([a-z]+(?:-[a-z]+)*)-([1-9]\d{0,5})\.xml$/;

/**
 * `/sitemap.xml` (the index), `/sitemaps/files/{source}-{n}.xml` and `/robots.txt`, served by the API rather than as pages:
 * they are read from the read models with a few grouped queries, and never need the web app. Absolute URLs come
 * from PUBLIC_ORIGIN (or the request's trusted origin), like canonical links.
 */
@Controller()
export class SitemapsController {
  constructor(
    private readonly sitemaps: SitemapsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Operation({
    tag: 'seo',
    summary: 'The sitemap index: one file per 50,000 URLs of each source',
    responses: { 200: { description: 'XML sitemap index' } },
  })
  async index(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const xml = sitemapIndexXml(await this.sitemaps.files(), requestOrigin(request, this.config));
    void reply.type(XML_CONTENT_TYPE).header('Cache-Control', SITEMAP_CACHE);
    return xml;
  }

  // One folder down: a client resolving a file name of `..` lands on /sitemaps/ (a 404 below), not on the home page.
  @Get('sitemaps/files/:file')
  @Operation({
    tag: 'seo',
    summary: 'One sitemap file: indexable pages with lastmod and hreflang alternates (pl, en, x-default)',
    responses: { 200: { description: 'XML urlset' }, ...errors(404) },
  })
  async file(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const match = FILE.exec(file);
    const pages = match ? await this.sitemaps.file(match[1]!, Number(match[2])) : null;
    if (!pages) throw new ApiHttpError(404, message('notFound', localeOf(request.headers['accept-language'])));
    void reply.header('Cache-Control', SITEMAP_CACHE);
    // The pages are read before the first byte goes out (a failed query is a clean error answer); the XML streams.
    return new StreamableFile(Readable.from(urlsetXml(pages, requestOrigin(request, this.config))), { type: XML_CONTENT_TYPE });
  }

  /**
   * Any other path under /sitemaps/ — a name past the router's 100-character parameter limit would otherwise fall
   * through to the pages — is an unknown file too.
   */
  @Get('sitemaps/*')
  @Operation({ tag: 'seo', summary: 'Any other path under /sitemaps/: no such file', responses: { ...errors(404) } })
  unknownFile(@Req() request: FastifyRequest): never {
    throw new ApiHttpError(404, message('notFound', localeOf(request.headers['accept-language'])));
  }

  @Get('robots.txt')
  @Operation({
    tag: 'seo',
    summary: 'robots.txt: what crawlers may fetch, and where the sitemap is',
    responses: { 200: { description: 'text/plain' } },
  })
  robots(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.type('text/plain; charset=utf-8').header('Cache-Control', ROBOTS_CACHE);
    return robotsTxt(requestOrigin(request, this.config));
  }
}
