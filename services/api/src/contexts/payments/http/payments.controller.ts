import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CheckoutStarted,
  isEntityId,
  PaymentOrderDto,
  pointPackageById,
  StartCheckoutInput,
  WebhookAccepted,
  type UserDto,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getPaymentOrder, listAccountPayments } from '@anonse/projections';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import type { RawTextRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { commandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { PaymentFlow } from '../payment-flow.service';
import { paymentHttpError, paymentNotFound } from './payment-errors';

/** Points for money: checkout, the owner's view of an order, and the providers' notifications. */
@Controller('api/payments')
export class PaymentsController {
  constructor(
    private readonly flow: PaymentFlow,
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  @Post('checkout')
  @UseGuards(LoggedInGuard)
  @Operation({
    tag: 'payments',
    summary: 'Starts paying for a points package: the order and the provider page the browser goes to',
    body: StartCheckoutInput,
    responses: { 200: { description: 'Order started', schema: CheckoutStarted }, ...errors(400, 401, 413, 415, 503) },
  })
  @HttpCode(200)
  @Idempotent()
  async checkout(
    @ValidBody() input: StartCheckoutInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<CheckoutStarted> {
    const pkg = pointPackageById(input.packageId)!;
    const locale = localeOf(request.headers['accept-language']);
    try {
      const started = await this.flow.startCheckout(user.id, pkg, locale, commandContext(request, { id: user.id, role: user.role }));
      // The return page reads the order from the read model at once.
      await this.consistency.waitFor(started.position);
      return { orderId: started.orderId, redirectUrl: started.redirectUrl };
    } catch (error) {
      throw paymentHttpError(error, request);
    }
  }

  @Get()
  @UseGuards(LoggedInGuard)
  @Operation({
    tag: 'payments',
    summary: "The caller's orders, newest first (20)",
    responses: { 200: { description: 'Orders', schema: z.object({ items: z.array(PaymentOrderDto) }) }, ...errors(401) },
  })
  async mine(@Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserDto): Promise<{ items: PaymentOrderDto[] }> {
    void reply.header('Cache-Control', 'private, no-store');
    return { items: await listAccountPayments(this.sql, user.id) };
  }

  @Get(':orderId')
  @UseGuards(LoggedInGuard)
  @Operation({
    tag: 'payments',
    summary: "One of the caller's orders (another person's is a 404)",
    responses: { 200: { description: 'Order', schema: PaymentOrderDto }, ...errors(401, 404) },
  })
  async one(
    @Param('orderId') orderId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<PaymentOrderDto> {
    const order = isEntityId(orderId) ? await getPaymentOrder(this.sql, orderId, user.id) : null;
    if (!order) throw paymentNotFound(request);
    void reply.header('Cache-Control', 'private, no-store');
    return order;
  }

  /**
   * A provider's notification. The signature covers the exact bytes, so the body arrives unparsed (RawTextRoute);
   * no session, no CSRF token: the signature is the proof. A repeat answers 200 and changes nothing.
   */
  @Post('webhook/:provider')
  @RouteConfig({ rawText: true } satisfies RawTextRoute)
  @Operation({
    tag: 'payments',
    summary: "A payment provider's signed notification (idempotent per provider payment)",
    rawBody: ['application/json', 'application/x-www-form-urlencoded'],
    headers: ['X-Sandbox-Signature'],
    responses: { 200: { description: 'Recorded (or already recorded)', schema: WebhookAccepted }, ...errors(400, 401, 404, 409, 413, 415) },
  })
  @HttpCode(200)
  async webhook(@Param('provider') provider: string, @Req() request: FastifyRequest): Promise<WebhookAccepted> {
    const ctx = systemCommandContext(`payments:${provider.slice(0, 40)}`, request.server.clock.now(), {
      correlationId: request.correlationId || request.id,
      causationId: request.id,
    });
    try {
      return await this.flow.handleNotification(provider, request.body, request.headers, ctx);
    } catch (error) {
      throw paymentHttpError(error, request);
    }
  }
}
