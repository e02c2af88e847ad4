import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BumpAdInput,
  code,
  isEntityId,
  PRICE_LIST,
  PromoteAdInput,
  promotionOptionFor,
  PromotionList,
  PromotionOrderDto,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getAd, getPromotion, getPromotionOrder, listPromotions } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { ChangeWalletCommand, type WalletChange } from '#api/contexts/wallet/index';
import { PromotionWorker } from '../workers/promotion.worker';
import { adNotFound, httpError, orderDto, promotionDto } from './promotion-http';

/**
 * The owner's promotion orders (docs/product.md § 2, issue 9): points are spent first, then the process manager promotes
 * the ad (or refuses and refunds). The request takes that next step itself and answers with where the order
 * stands; should it stop short (a crash, a lagging projection), the worker's next pass finishes it.
 */
@Controller('api/promotions')
@UseGuards(LoggedInGuard)
export class PromotionsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    private readonly worker: PromotionWorker,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Get()
  @Operation({
    tag: 'promotion',
    summary: "The caller's promotions in force",
    responses: { 200: { description: 'Promotions', schema: PromotionList }, ...errors(401) },
  })
  async mine(@CurrentUser() user: UserDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PromotionList> {
    void reply.header('Cache-Control', 'private, no-store');
    return { items: (await listPromotions(this.sql, { ownerId: user.id })).rows.map(promotionDto) };
  }

  @Get('orders/:id')
  @Operation({
    tag: 'promotion',
    summary: "One of the caller's orders (promotion or bump)",
    responses: { 200: { description: 'The order', schema: PromotionOrderDto }, ...errors(401, 404) },
  })
  async order(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PromotionOrderDto> {
    const order = isEntityId(id) ? await getPromotionOrder(this.sql, id) : null;
    if (!order || order.ownerId !== user.id) throw httpError(404, code('promotion:orderNotFound'), request);
    void reply.header('Cache-Control', 'private, no-store');
    return orderDto(order, (await getPromotion(this.sql, order.adId))?.until ?? order.promotedTo);
  }

  @Post()
  @Operation({
    tag: 'promotion',
    summary: 'Promotes one of the caller’s active ads for N days of the price list (SpendPointsForPromotion)',
    body: PromoteAdInput,
    responses: {
      200: {
        description: 'The order and where it stands (done, or refunded when the ad could not be promoted)',
        schema: PromotionOrderDto,
      },
      ...errors(400, 401, 403, 404, 409, 413, 415, 422),
    },
  })
  @HttpCode(200)
  @Idempotent()
  async promote(
    @ValidBody() input: PromoteAdInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<PromotionOrderDto> {
    const option = promotionOptionFor(input.days);
    if (!option) throw httpError(400, code('promotion:unknownDays'), request);
    return this.placeOrder(request, user, input.adId, (entryId) => ({
      type: 'SpendPointsForPromotion',
      accountId: user.id,
      entryId,
      points: option.points,
      adId: input.adId,
      days: option.days,
    }));
  }

  @Post('bump')
  @Operation({
    tag: 'promotion',
    summary: 'Moves one of the caller’s active ads to the top of its lists once (SpendPointsForBump)',
    body: BumpAdInput,
    responses: {
      200: { description: 'The order and where it stands', schema: PromotionOrderDto },
      ...errors(400, 401, 403, 404, 409, 413, 415, 422),
    },
  })
  @HttpCode(200)
  @Idempotent()
  async bump(@ValidBody() input: BumpAdInput, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<PromotionOrderDto> {
    return this.placeOrder(request, user, input.adId, (entryId) => ({
      type: 'SpendPointsForBump',
      accountId: user.id,
      entryId,
      points: PRICE_LIST.bumpPoints,
      adId: input.adId,
    }));
  }

  private async placeOrder(
    request: FastifyRequest,
    user: UserDto,
    adId: string,
    spend: (orderId: string) => WalletChange,
  ): Promise<PromotionOrderDto> {
    const ad = await getAd(this.sql, adId);
    // Another's ad that is not public is "not found" too: no oracle of what others have in moderation.
    if (!ad || (ad.ownerId !== user.id && ad.status !== 'approved')) throw adNotFound(request);
    if (ad.ownerId !== user.id) throw httpError(403, code('promotion:notYourAd'), request);
    if (ad.status !== 'approved') throw httpError(409, code('promotion:adNotActive'), request);

    const ctx = commandContext(request, { id: user.id, role: user.role });
    // Derived from the request's scope (Idempotency-Key, actor, payload): a retried request pays for one order.
    const orderId = derivedEntityId(idempotencyScope(ctx, spend('')), 'promotion-order');
    const spent = await this.commandBus.execute(new ChangeWalletCommand(spend(orderId), ctx));
    await this.consistency.waitFor(spent.position);
    const stepped = await this.worker.processOrder(orderId);
    if (stepped >= 0) await this.consistency.waitFor(stepped);
    // A refusal also takes its refund step now, so the answer says the points are back.
    const refund = await this.worker.processOrder(orderId);
    if (refund >= 0) await this.consistency.waitFor(refund);
    const order = await getPromotionOrder(this.sql, orderId);
    if (!order) {
      const change = spend(orderId);
      return {
        orderId,
        adId,
        kind: change.type === 'SpendPointsForBump' ? 'bump' : 'promotion',
        days: change.type === 'SpendPointsForPromotion' ? change.days : null,
        points: change.points,
        status: 'pending',
        refundedPoints: 0,
        until: null,
        createdAt: ctx.now,
      };
    }
    return orderDto(order, (await getPromotion(this.sql, adId))?.until ?? order.promotedTo);
  }
}
