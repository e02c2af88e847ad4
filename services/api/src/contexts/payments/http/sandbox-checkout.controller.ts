import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@anonse/contracts';
import type { Logger } from 'pino';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import type { AppConfig } from '#api/platform/config/config';
import type { RawTextRoute } from '#api/platform/http/fastify-setup';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { APP_CONFIG, KEYED_HASH, LOGGER } from '#api/platform/tokens';
import { PaymentFlow } from '../payment-flow.service';
import { SandboxPaymentProvider } from '../provider/sandbox-provider';
import { paymentNotFound } from './payment-errors';
import { renderSandboxPage } from './sandbox-page';

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const localeFrom = (value: unknown): Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'pl';

/**
 * The sandbox provider's own pages (test checkout): in a real integration these live at the provider. Served
 * only while the sandbox is enabled (never in production unless PAYMENTS_SANDBOX=true); otherwise 404.
 */
@Controller('api/payments/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(
    private readonly flow: PaymentFlow,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get(':orderId')
  @Operation({
    tag: 'payments',
    summary: 'The sandbox checkout page (HTML, Pay / Cancel)',
    responses: { 200: { description: 'HTML page' }, ...errors(404) },
  })
  async page(
    @Param('orderId') orderId: string,
    @Query('lang') lang: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const locale = localeFrom(lang);
    const order = await this.sandboxOrder(orderId, request);
    const html = renderSandboxPage({
      locale,
      orderId: order.orderId,
      points: order.points,
      amountGrosze: order.amountGrosze,
      form:
        order.status === 'pending' ? { action: `/api/payments/sandbox/checkout/${order.orderId}`, token: this.token(order.orderId) } : null,
      returnUrl: this.flow.returnUrl(order.orderId, locale),
    });
    void reply.status(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  /**
   * The page's buttons. The form carries a token bound to the order, so nobody posts it without having had the
   * page. Pay sends the webhook a signed notification, exactly the bytes a provider would send, then takes the
   * browser back to our return page (303: the browser follows with a GET).
   */
  @Post(':orderId')
  @RouteConfig({ rawText: true } satisfies RawTextRoute)
  @Operation({
    tag: 'payments',
    summary: 'The sandbox checkout form: pays or cancels, then redirects to the return page',
    rawBody: ['application/x-www-form-urlencoded'],
    responses: { 303: { description: 'To the return page' }, ...errors(400, 401, 404, 415) },
  })
  async submit(@Param('orderId') orderId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const order = await this.sandboxOrder(orderId, request);
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const locale = localeFrom(form.get('lang'));
    const token = form.get('token') ?? '';
    const action = form.get('action');
    if (!sameToken(token, this.token(order.orderId)) || (action !== 'pay' && action !== 'cancel')) throw paymentNotFound(request);
    const sandbox = this.flow.provider('sandbox') as SandboxPaymentProvider;
    // One payment per order in the sandbox: a double click reports the same payment, which credits once.
    const providerPaymentId = `sbx-${this.keyedHash.hex('payments-sandbox-payment', order.orderId).slice(0, 32)}`;
    const { rawBody, headers } = sandbox.sign({
      providerPaymentId,
      orderId: order.orderId,
      amountGrosze: order.amountGrosze,
      status: action === 'pay' ? 'paid' : 'cancelled',
    });
    const ctx = systemCommandContext('payments:sandbox', request.server.clock.now(), {
      correlationId: request.correlationId || request.id,
      causationId: request.id,
    });
    try {
      await this.flow.handleNotification('sandbox', rawBody, headers, ctx);
    } catch (error) {
      // The return page shows the order as it is; the tester sees the outcome there.
      this.logger.warn({ err: error, orderId: order.orderId }, 'payments sandbox: the notification was refused');
    }
    void reply.redirect(this.flow.returnUrl(order.orderId, locale), 303);
  }

  private token(orderId: string): string {
    return this.keyedHash.hex('payments-sandbox-form', orderId);
  }

  private async sandboxOrder(orderId: string, request: FastifyRequest) {
    if (!this.config.payments.sandbox) throw paymentNotFound(request);
    const order = await this.flow.order(orderId);
    if (order.status === 'none' || order.provider !== 'sandbox') throw paymentNotFound(request);
    return order;
  }
}
