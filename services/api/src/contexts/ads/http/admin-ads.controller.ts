import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AD_ADMIN_LIST_DOCS,
  AdDetail,
  AdminAdDetail,
  AdminAdListParams,
  CommandAccepted,
  isEntityId,
  RejectAdInput,
  type UserDto,
} from '@anonse/contracts';
import { CurrentUser, ModeratorGuard, StaffGuard } from '#api/platform/auth/guards';
import { ApiHttpError } from '#api/platform/http/api-error';
import { etagOf, ifMatchRevision } from '#api/platform/http/etag';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { adNotFound } from './ad-not-found';
import { DomainError } from '#api/platform/domain/domain-error';
import { ConsistencyService } from '#api/platform/consistency.service';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { ApproveAdCommand, RejectAdCommand } from '../commands/moderate-ad.command';
import { GetAdminAdQuery, ListAdminAdsQuery } from '../queries/ad.queries';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

/**
 * The moderation API (simple-rest dialect for web-admin). Every staff role reads (an auditor too); deciding needs a
 * moderator or an administrator — Nest runs the class guard and the handler's, so the narrower one wins.
 * Bulk decisions are the console looping the per-ad routes, each with the If-Match of the revision shown
 * (web-admin/src/resources/ads/bulk.ts): no second decision path to keep equal to this one.
 */
@Controller('api/admin/ads')
@UseGuards(StaffGuard)
export class AdminAdsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'All ads (ra-data-simple-rest list): state, text, city, category, owner (login or id), verified, promoted',
    query: AdminAdListParams,
    queryText: AD_ADMIN_LIST_DOCS,
    responses: { 200: { description: 'Ads', schema: z.array(AdDetail), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminAdListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdDetail[]> {
    const list = listRequest(params);
    const { rows, total } = await this.queryBus.execute(new ListAdminAdsQuery(list));
    listPageHeaders(reply, 'ads', list.range[0], rows.length, total);
    return rows;
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One ad in any state, with its owner (id and login) and the photos of a waiting revision',
    responses: { 200: { description: 'Ad (ETag = revision)', schema: AdminAdDetail, headers: ['ETag'] }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminAdDetail> {
    const ad = isEntityId(id) ? ((await this.queryBus.execute(new GetAdminAdQuery(id))) as AdminAdDetail | null) : null;
    if (!ad) throw adNotFound(request);
    void reply.header('ETag', etagOf(ad.revision)).header('Cache-Control', 'private, no-store');
    return ad;
  }

  @Post(':id/approve')
  @Operation({
    tag: 'admin',
    summary: 'Approves a pending ad',
    headers: ['If-Match'],
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  @UseGuards(ModeratorGuard)
  async approve(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw adNotFound(request);
    return this.decide(
      id,
      request,
      () => new ApproveAdCommand(id, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
  }

  @Post(':id/reject')
  @Operation({
    tag: 'admin',
    summary: 'Rejects a pending ad with a reason',
    headers: ['If-Match'],
    body: RejectAdInput,
    responses: { 200: { description: 'Accepted', schema: CommandAccepted }, ...errors(400, 401, 403, 404, 409) },
  })
  @HttpCode(200)
  @Idempotent()
  @UseGuards(ModeratorGuard)
  async reject(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw adNotFound(request);
    // Read after the id check (an unknown ad is 404 whatever the body), hence no @ValidBody.
    const input = parseInput(RejectAdInput, body, request);
    return this.decide(
      id,
      request,
      () => new RejectAdCommand(id, input.reason, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
  }

  /**
   * Runs a decision; when it comes too late (a stale If-Match, or the ad was decided meanwhile by another
   * moderator) the 409 carries the ad as it is now, so the console shows the fresh state instead of overwriting it.
   */
  private async decide(id: string, request: FastifyRequest, command: () => ApproveAdCommand | RejectAdCommand): Promise<CommandAccepted> {
    let result: { revision: number; position: number };
    try {
      result = await this.commandBus.execute(command());
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
      const current = (await this.queryBus.execute(new GetAdminAdQuery(id))) as AdminAdDetail | null;
      if (!current) throw adNotFound(request);
      throw new ApiHttpError(409, textOf(error.code, localeOf(request.headers['accept-language'])), undefined, undefined, current);
    }
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}

// An id that is not one of ours names no ad: 404, and it never reaches a query or a stream name.
