import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminPromotionListParams,
  code,
  EndPromotionInput,
  isEntityId,
  PromotionDto,
  PromotionEndResult,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getPromotion, listOrdersOfAd, listPromotions } from '@anonse/projections';
import { AdminGuard, CurrentUser } from '#api/platform/auth/guards';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { parseInput } from '#api/platform/http/validation';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangePromotionCommand } from '../commands/promotion.command';
import { PromotionWorker } from '../workers/promotion.worker';
import { httpError, promotionDto } from './promotion-http';
import { listPageHeaders, listRequest } from '#api/platform/http/content-range';

/** Promotions in force for the console (simple-rest dialect), administrators only (401/403 server-side). */
@Controller('api/admin/promotions')
@UseGuards(AdminGuard)
export class AdminPromotionsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly worker: PromotionWorker,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Promotions in force (ra-data-simple-rest list): ad, owner, end, points paid',
    query: AdminPromotionListParams,
    responses: { 200: { description: 'Promotions', schema: z.array(PromotionDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: AdminPromotionListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<PromotionDto[]> {
    const list = listRequest(params);
    const { rows, total } = await listPromotions(this.sql, {
      ownerId: list.filter?.ownerId,
      sort: list.sort,
      range: list.range,
    });
    listPageHeaders(reply, 'promotions', list.range[0], rows.length, total);
    return rows.map(promotionDto);
  }

  @Get(':adId')
  @Operation({
    tag: 'admin',
    summary: 'The promotion in force of one ad',
    responses: { 200: { description: 'The promotion', schema: PromotionDto }, ...errors(401, 403, 404) },
  })
  async one(
    @Param('adId') adId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PromotionDto> {
    const promotion = isEntityId(adId) ? await getPromotion(this.sql, adId) : null;
    if (!promotion) throw httpError(404, code('promotion:notPromoted'), request);
    void reply.header('Cache-Control', 'private, no-store');
    return promotionDto(promotion);
  }

  /**
   * Ends a promotion now and gives back its unused whole days, pro rata (never more than was paid). The refund is a
   * step of the process manager (a refund due, in the read model), taken here at once and retried by the worker.
   */
  @Post(':adId/end')
  @Operation({
    tag: 'admin',
    summary: 'Ends a promotion with a refund of its unused whole days',
    body: EndPromotionInput,
    responses: {
      200: { description: 'Ended; the points that went back to the owner', schema: PromotionEndResult },
      ...errors(400, 401, 403, 404, 409, 413, 415, 422),
    },
  })
  @HttpCode(200)
  @Idempotent()
  async end(
    @Param('adId') adId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<PromotionEndResult> {
    if (!isEntityId(adId)) throw httpError(404, code('promotion:notPromoted'), request);
    const input = parseInput(EndPromotionInput, body, request);
    const ctx = commandContext(request, { id: user.id, role: user.role });
    const result = await this.commandBus.execute(
      new ChangePromotionCommand(
        { type: 'EndPromotionByAdministrator', adId, reason: input.reason },
        ctx,
        idempotencyScope(ctx, { adId, ...input }),
      ),
    );
    await this.consistency.waitFor(result.position);
    let refundedPoints = 0;
    for (const order of await listOrdersOfAd(this.sql, adId)) {
      if (order.status !== 'refund_due' || order.refundReason !== 'refundPromotionEnded') continue;
      const position = await this.worker.processOrder(order.id);
      if (position >= 0) await this.consistency.waitFor(position);
      refundedPoints += order.refundPoints;
    }
    return { adId, refundedPoints };
  }
}
