import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdListPage, parseSearchQuery, SearchFilter, SimilarAds, SimilarAdsQuery as SimilarAdsInput } from '@anonse/contracts';
import { PREMIUM_DEFAULT_LIMIT, rotationWindowOf, secondsLeftIn, type BrowsePage } from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { validationError } from '#api/platform/http/validation';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { CLOCK } from '#api/platform/tokens';
import { BrowseAdsQuery, SimilarAdsQuery } from '../queries/browse.queries';
import { adNotFound } from './ad-not-found';

const queryOf = (request: FastifyRequest) => (request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');

/** What list pages and the ad page read besides the ad itself (issue 11). */
@Controller('api')
export class BrowseController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Everything a list page shows in one answer. The search parameters (same codec, same 400s); the cheap path is a
   * place and a category or one service, which list pages ask. Public, cacheable until the premium order turns.
   */
  @Get('anonse/list')
  @Operation({
    tag: 'ads',
    summary: 'A list page: hits, the premium block and the counts per place and category (the search parameters)',
    query: SearchFilter,
    responses: {
      200: { description: 'The page, cacheable until `rotatesAt`', schema: AdListPage, headers: ['Cache-Control'] },
      ...errors(400),
    },
  })
  async list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdListPage> {
    const parsed = parseSearchQuery(new URLSearchParams(queryOf(request)));
    if (!parsed.success) throw validationError(parsed.error, request);
    const now = this.clock.now();
    const window = rotationWindowOf(now);
    const { photosIncluded: _, ...page }: BrowsePage = await this.queryBus.execute(
      new BrowseAdsQuery(parsed.data, PREMIUM_DEFAULT_LIMIT, now),
    );
    void reply.header('Cache-Control', `public, max-age=${secondsLeftIn(window, now)}`);
    return { ...page, rotatesAt: window.endsAt.toISOString() };
  }

  /** docs/product.md § 7: ads like this one — same place and category, near in price and age; never the ad itself. */
  @Get('anonse/getSimilarAdsMain')
  @Operation({
    tag: 'ads',
    summary: 'Ads similar to a public ad (same place and category, near in price and age)',
    query: SimilarAdsInput,
    responses: { 200: { description: 'Nearest first', schema: SimilarAds, headers: ['Cache-Control'] }, ...errors(400, 404) },
  })
  async similar(
    @ValidQuery() query: SimilarAdsInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SimilarAds> {
    const hits = await this.queryBus.execute(new SimilarAdsQuery(query.id, query.limit ?? 8));
    if (!hits) throw adNotFound(request);
    void reply.header('Cache-Control', 'public, max-age=60');
    return { hits };
  }
}
