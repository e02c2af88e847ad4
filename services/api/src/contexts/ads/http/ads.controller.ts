import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SqlExecutor } from '@anonse/eventstore';
import { isAccountBlocked } from '@anonse/projections';
import {
  AdDetail,
  AdDetailQuery,
  AdFormLimits,
  CommandAccepted,
  CreateAdInput,
  isEntityId,
  isOpenTour,
  parseSearchQuery,
  PublicAdDetail,
  ROLES,
  SearchFilter,
  SearchResult,
  slugify,
  type UserDto,
} from '@anonse/contracts';
import { CURRENT_USER_RESOLVER, CurrentUser, LoggedInGuard, type CurrentUserResolver } from '#api/platform/auth/guards';
import { ApiHttpError } from '#api/platform/http/api-error';
import { etagOf } from '#api/platform/http/etag';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { validationError } from '#api/platform/http/validation';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody, ValidQuery } from '#api/platform/openapi/operation';
import { adNotFound } from './ad-not-found';
import { ConsistencyService } from '#api/platform/consistency.service';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, SQL } from '#api/platform/tokens';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { CreateAdCommand } from '../commands/create-ad.command';
import { AdViews } from '../queries/ad-views';
import { GetAdQuery, ListOwnerAdsQuery, SearchAdsQuery } from '../queries/ad.queries';

@Controller('api')
export class AdsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CURRENT_USER_RESOLVER) private readonly users: CurrentUserResolver,
    private readonly consistency: ConsistencyService,
    private readonly views: AdViews,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('anonse')
  @Operation({
    tag: 'ads',
    summary: 'Creates an ad (pending until approved); 403 until the e-mail address is confirmed',
    body: CreateAdInput,
    responses: { 201: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 413, 415) },
  })
  @HttpCode(201)
  @Idempotent()
  @UseGuards(LoggedInGuard)
  async create(@ValidBody() fields: CreateAdInput, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    const result = await this.commandBus.execute(new CreateAdCommand(fields, commandContext(request, { id: user.id, role: user.role })));
    await this.consistency.waitFor(result.position);
    return { id: result.adId, revision: result.revision, position: result.position };
  }

  /** Every search parameter of docs/product.md § 2; a bad one answers 400 with field errors, never a silently wider search. */
  @Get('anonse/search')
  // The spec's query codec (repeated keys, ranges) parses it, hence no @ValidQuery; SearchFilter documents it.
  @Operation({
    tag: 'ads',
    summary: 'Searches approved ads (docs/product.md § 2 parameters)',
    query: SearchFilter,
    responses: { 200: { description: 'Hits, facets and range stats', schema: SearchResult }, ...errors(400) },
  })
  async search(@Req() request: FastifyRequest): Promise<SearchResult> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const parsed = parseSearchQuery(new URLSearchParams(query));
    if (!parsed.success) throw validationError(parsed.error, request);
    return this.queryBus.execute(new SearchAdsQuery(parsed.data));
  }

  /**
   * The public sees approved ads only; the owner and administrators see theirs in any state, with the waiting
   * revision and the rejection reason, which nobody else ever gets.
   */
  @Get('anonse/:id')
  @Operation({
    tag: 'ads',
    summary: 'An approved ad (any state for its owner and administrators); a visit is counted unless `slug` is not its own',
    query: AdDetailQuery,
    responses: {
      200: { description: 'Ad without its owner id (ETag = revision)', schema: PublicAdDetail, headers: ['ETag'] },
      ...errors(404),
    },
  })
  async detail(
    @Param('id') id: string,
    @ValidQuery() query: AdDetailQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicAdDetail> {
    // An id that is not one of ours names no ad; it never reaches the query (Postgres refuses NUL in text).
    const ad: AdDetail | null = isEntityId(id) ? await this.queryBus.execute(new GetAdQuery(id)) : null;
    if (!ad) throw adNotFound(request);
    const user = await this.users.currentUser(request, reply);
    const mine = !!user && user.id === ad.ownerId;
    const privileged = mine || user?.role === ROLES.administrator;
    // A blocked owner's ads leave the site with the owner (search drops them too); the owner still sees them.
    const hidden = ad.status !== 'approved' || (await isAccountBlocked(this.sql, ad.ownerId));
    if (hidden && !privileged) throw adNotFound(request);
    if (privileged) void reply.header('Cache-Control', 'private, no-store');
    const redirected = query.slug !== undefined && query.slug !== slugify(ad.fields.title);
    if (!hidden && !mine && !redirected) await this.views.count(ad.id);
    void reply.header('ETag', etagOf(ad.revision));
    const { ownerId: _owner, ...publicAd } = ad;
    return privileged ? publicAd : { ...publicAd, pendingFields: null, rejectionReason: null, tours: publicAd.tours.filter(isOpenTour) };
  }

  /** Declared before `user/ads/:id` for the reader; the router matches the fixed path first either way. */
  @Get('user/ads/limits')
  @Operation({
    tag: 'ads',
    summary: 'What the ad form must respect (photos per ad, from MAX_PHOTOS_PER_AD)',
    responses: { 200: { description: 'Limits', schema: AdFormLimits }, ...errors(401) },
  })
  @UseGuards(LoggedInGuard)
  limits(): AdFormLimits {
    return { maxPhotos: this.config.ads.maxPhotos };
  }

  @Get('user/ads/:id')
  @Operation({
    tag: 'ads',
    summary: "One of the logged-in user's ads, with its waiting revision (for the edit form)",
    responses: { 200: { description: 'Ad (ETag = revision)', schema: AdDetail, headers: ['ETag'] }, ...errors(401, 404) },
  })
  @UseGuards(LoggedInGuard)
  async mineOne(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdDetail> {
    const ad: AdDetail | null = isEntityId(id) ? await this.queryBus.execute(new GetAdQuery(id)) : null;
    // Someone else's ad is as unknown here as a missing one: this route lists only one's own.
    if (!ad || ad.ownerId !== user.id) throw adNotFound(request);
    void reply.header('ETag', etagOf(ad.revision)).header('Cache-Control', 'private, no-store');
    return ad;
  }

  /**
   * `X-Server-Now` is the time the API works with (the clock port): the owner's list decides "expires soon" with it,
   * so the page agrees with the deadlines the server keeps (and with a moved clock in the e2e run).
   */
  @Get('user/ads')
  @Operation({
    tag: 'ads',
    summary: "The logged-in user's ads",
    responses: {
      200: { description: 'Ads; X-Server-Now: the server clock (ISO 8601)', schema: z.array(AdDetail), headers: ['X-Server-Now'] },
      ...errors(401),
    },
  })
  @UseGuards(LoggedInGuard)
  async mine(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdDetail[]> {
    void reply.header('X-Server-Now', request.server.clock.now().toISOString());
    return this.queryBus.execute(new ListOwnerAdsQuery(user.id));
  }
}
