import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseSearchQuery, PremiumAds, SearchFilter } from '@anonse/contracts';
import { PREMIUM_DEFAULT_LIMIT, rotationWindowOf, secondsLeftIn, type PremiumHits } from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { validationError } from '#api/platform/http/validation';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { CLOCK } from '#api/platform/tokens';
import { PremiumAdsQuery } from '../queries/premium-ads.query';

/** The spec's `GET /api/anonse/get/premium`: the premium block above list and search pages. */
@Controller('api')
export class PremiumAdsController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The search parameters (the same codec and the same 400s as /api/anonse/search); `page` is ignored, `per_page`
   * caps the block. Everyone gets the same answer within a rotation window, so it is public until the window ends.
   */
  @Get('anonse/get/premium')
  @Operation({
    tag: 'ads',
    summary: 'Promoted ads of a place and category, in fair rotation (the search parameters; per_page caps them)',
    query: SearchFilter,
    responses: {
      200: { description: 'The rotated promoted ads, cacheable until `rotatesAt`', schema: PremiumAds, headers: ['Cache-Control'] },
      ...errors(400),
    },
  })
  async premium(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PremiumAds> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const parsed = parseSearchQuery(new URLSearchParams(query));
    if (!parsed.success) throw validationError(parsed.error, request);
    const now = this.clock.now();
    const window = rotationWindowOf(now);
    const result: PremiumHits = await this.queryBus.execute(
      new PremiumAdsQuery(parsed.data, parsed.data.per_page ?? PREMIUM_DEFAULT_LIMIT, now),
    );
    void reply.header('Cache-Control', `public, max-age=${secondsLeftIn(window, now)}`);
    return { ...result, rotatesAt: window.endsAt.toISOString() };
  }
}
