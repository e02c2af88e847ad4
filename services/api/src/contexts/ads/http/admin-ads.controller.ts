import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AD_ADMIN_LIST_DOCS, AdDetail, AdminAdListParams, CommandAccepted, isEntityId, RejectAdInput, type UserDto } from '@anonse/contracts';
import { AdminGuard, CurrentUser } from '../../../platform/auth/guards';
import { ApiHttpError } from '../../../platform/http/api-error';
import { etagOf, ifMatchRevision } from '../../../platform/http/etag';
import { localeOf } from '../../../platform/http/locale';
import { commandContext } from '../../../platform/http/request-context';
import { parseInput } from '../../../platform/http/validation';
import { adNotFound } from './ad-not-found';
import { ConsistencyService } from '../../../platform/consistency.service';
import { Idempotent } from '../../../platform/idempotency/idempotency.interceptor';
import { errors } from '../../../platform/openapi/openapi';
import { Operation, ValidQuery } from '../../../platform/openapi/operation';
import { ApproveAdCommand, RejectAdCommand } from '../commands/moderate-ad.command';
import { GetAdQuery, ListAdminAdsQuery } from '../queries/ad.queries';

/** The moderation API (simple-rest dialect for web-admin), administrators only (401/403 server-side). */
@Controller('api/admin/ads')
@UseGuards(AdminGuard)
export class AdminAdsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'All ads (ra-data-simple-rest list)',
    query: AdminAdListParams,
    queryText: AD_ADMIN_LIST_DOCS,
    responses: { 200: { description: 'Ads', schema: z.array(AdDetail), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminAdListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdDetail[]> {
    const range = params.range ?? [0, 24];
    const { rows, total } = await this.queryBus.execute(
      new ListAdminAdsQuery({
        filter: params.filter,
        sort: params.sort ? { field: params.sort[0], order: params.sort[1].toUpperCase() as 'ASC' | 'DESC' } : undefined,
        range: range as [number, number],
      }),
    );
    const end = rows.length ? range[0] + rows.length - 1 : range[0];
    void reply.header('Content-Range', `ads ${range[0]}-${end}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range, ETag');
    return rows;
  }

  @Get(':id')
  @Operation({
    tag: 'admin',
    summary: 'One ad in any state, with its owner id',
    responses: { 200: { description: 'Ad (ETag = revision)', schema: AdDetail, headers: ['ETag'] }, ...errors(401, 403, 404) },
  })
  async one(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdDetail> {
    const ad = isEntityId(id) ? await this.queryBus.execute(new GetAdQuery(id)) : null;
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
  async approve(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw adNotFound(request);
    const result = await this.commandBus.execute(
      new ApproveAdCommand(id, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
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
  async reject(@Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<CommandAccepted> {
    if (!isEntityId(id)) throw adNotFound(request);
    // Read after the id check (an unknown ad is 404 whatever the body), hence no @ValidBody.
    const input = parseInput(RejectAdInput, body, request);
    const result = await this.commandBus.execute(
      new RejectAdCommand(id, input.reason, ifMatchRevision(request), commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return { id, revision: result.revision, position: result.position };
  }
}

// An id that is not one of ours names no ad: 404, and it never reaches a query or a stream name.
