import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AnnounceTourInput,
  CommandAccepted,
  isEntityId,
  OwnerAdTours,
  provinceBySlugOrId,
  TourAccepted,
  warsawDateOf,
  type AdDetail,
  type UserDto,
} from '@anonse/contracts';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import type { Clock } from '#api/platform/clock/clock';
import { ConsistencyService } from '#api/platform/consistency.service';
import { etagOf, requiredIfMatchRevision } from '#api/platform/http/etag';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { CLOCK } from '#api/platform/tokens';
import { AnnounceTourCommand, CancelTourCommand } from '../commands/ad-tour.command';
import { TourNotFoundError } from '../domain/tours';
import { GetAdQuery } from '../queries/ad.queries';
import { adNotFound } from './ad-not-found';
import { IF_MATCH_409, runOwnerCommand, type OwnerCommandDeps } from './owner-command';

/**
 * The owner's tours of an ad (issue 11; domain/tours.ts). Like every owner action of the ads context each change
 * names the revision it is based on (If-Match). Someone else's ad is as unknown here as a missing one (404), as on
 * GET /api/user/ads/{id}: these routes are the owner's page.
 */
@Controller('api')
@UseGuards(LoggedInGuard)
export class AdToursController {
  private readonly deps: OwnerCommandDeps;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    consistency: ConsistencyService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.deps = { commandBus, queryBus, consistency };
  }

  @Get('user/ads/:id/tours')
  @Operation({
    tag: 'ads',
    summary: "The owner's tours of an ad, with today's date in Warsaw by the server's clock (the first day a new tour may start)",
    responses: { 200: { description: 'Tours (ETag = the ad revision)', schema: OwnerAdTours, headers: ['ETag'] }, ...errors(401, 404) },
  })
  async list(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<OwnerAdTours> {
    const ad: AdDetail | null = isEntityId(id) ? await this.queryBus.execute(new GetAdQuery(id)) : null;
    if (!ad || ad.ownerId !== user.id) throw adNotFound(request);
    void reply.header('ETag', etagOf(ad.revision)).header('Cache-Control', 'private, no-store');
    const f = ad.fields;
    return {
      adId: ad.id,
      revision: ad.revision,
      status: ad.status,
      title: f.title,
      province: provinceBySlugOrId(f.province)?.slug ?? f.province,
      city: f.city,
      today: warsawDateOf(this.clock.now()),
      tours: ad.tours,
    };
  }

  @Post('anonse/:id/tours')
  @Operation({
    tag: 'ads',
    summary:
      'Announces a tour of a live ad: another city, Warsaw dates from today up to 180 days ahead, at most 30 days; in force from its first day, no moderation',
    headers: ['If-Match'],
    body: AnnounceTourInput,
    responses: { 201: { description: 'Announced', schema: TourAccepted }, ...errors(400, 401, 404, 422), ...IF_MATCH_409 },
  })
  @HttpCode(201)
  @Idempotent()
  async announce(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<TourAccepted> {
    if (!isEntityId(id)) throw adNotFound(request);
    // Read after the id check (an unknown ad is 404 whatever the body), hence no @ValidBody.
    const input = parseInput(AnnounceTourInput, body, request);
    const result = await runOwnerCommand(
      this.deps,
      request,
      id,
      user.id,
      () => new AnnounceTourCommand(id, input, requiredIfMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
      'not_found',
    );
    return { id, revision: result.revision, position: result.position, tourId: result.tourId };
  }

  @Delete('anonse/:id/tours/:tourId')
  @Operation({
    tag: 'ads',
    summary: 'Cancels a tour that has not ended',
    headers: ['If-Match'],
    responses: { 200: { description: 'Cancelled', schema: CommandAccepted }, ...errors(401, 404), ...IF_MATCH_409 },
  })
  @HttpCode(200)
  @Idempotent()
  async cancel(
    @Param('id') id: string,
    @Param('tourId') tourId: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    // Ids that are not ours name nothing and never reach a stream: the 404s of an unknown ad and an unknown tour.
    if (!isEntityId(id)) throw adNotFound(request);
    if (!isEntityId(tourId)) throw new TourNotFoundError(tourId);
    const result = await runOwnerCommand(
      this.deps,
      request,
      id,
      user.id,
      () => new CancelTourCommand(id, tourId, requiredIfMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
      'not_found',
    );
    return { id, revision: result.revision, position: result.position };
  }
}
