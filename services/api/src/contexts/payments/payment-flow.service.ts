import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { href, isEntityId, paymentReference, paymentStreamId, type Locale, type PaymentStatus, type PointPackage } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import type { Logger } from 'pino';
import { derivedEntityId, idempotencyScope, type CommandContext } from '#api/platform/commands/command-context';
import { foldEvents, type CommandResult } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, EVENT_STORE, LOGGER } from '#api/platform/tokens';
import { ChangeWalletCommand } from '../wallet';
import { ChangePaymentCommand } from './commands/payment.command';
import { paymentDecider, PaymentNotFoundError } from './domain/decide';
import type { PaymentState } from './domain/state';
import {
  PAYMENT_PROVIDER_REGISTRY,
  WebhookRejected,
  type PaymentProvider,
  type PaymentProviderRegistry,
} from './provider/payment-provider';

/** No adapter of that name is served here. */
export class UnknownProviderError extends Error {
  override readonly name = 'UnknownProviderError';
}

/** No adapter is enabled at all (production without a configured provider): checkout is unavailable. */
export class NoProviderError extends Error {
  override readonly name = 'NoProviderError';
}

export interface NotificationOutcome {
  orderId: string;
  status: PaymentStatus;
  /** True when the notification changed nothing (a repeat). */
  replayed: boolean;
}

/**
 * The order's process: start a checkout at a provider, turn verified notifications into the order's events, and
 * credit the wallet once the order is paid. The credit is two idempotent steps (the wallet entry, keyed by the
 * provider payment, then `PaymentCredited`); a crash between them leaves the order `confirmed` in the read model,
 * where PaymentCreditsWorker finds it and runs both steps again, of which the wallet's is then a no-op.
 */
@Injectable()
export class PaymentFlow {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER_REGISTRY) private readonly providers: PaymentProviderRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The order as its stream says now (the read model may lag); `status: 'none'` for an unknown id. */
  async order(orderId: string): Promise<PaymentState> {
    if (!isEntityId(orderId)) return paymentDecider.initialState();
    return foldEvents(paymentDecider, await this.store.readStream(paymentStreamId(orderId)));
  }

  provider(id: string): PaymentProvider {
    // A Map, not an object: `__proto__` or `constructor` name no provider.
    const provider = this.providers.get(id);
    if (!provider) throw new UnknownProviderError(id);
    return provider;
  }

  /** Where the payer comes back to: our return page for the order, in the page's language. */
  returnUrl(orderId: string, locale: Locale): string {
    return `${this.config.publicOrigin ?? ''}${href('payment', locale)}?order=${encodeURIComponent(orderId)}`;
  }

  /**
   * A new order of `pkg` at the first enabled provider. The order id derives from the request's idempotency scope,
   * so a retried request (same Idempotency-Key) comes back to the same order instead of opening a second one.
   */
  async startCheckout(
    accountId: string,
    pkg: PointPackage,
    locale: Locale,
    ctx: CommandContext,
  ): Promise<{ orderId: string; redirectUrl: string; position: number }> {
    const provider = this.providers.values().next().value;
    if (!provider) throw new NoProviderError('no payment provider is enabled');
    const orderId = derivedEntityId(idempotencyScope(ctx, { packageId: pkg.id }), 'payment-order');
    const result = await this.change(
      {
        type: 'StartPayment',
        orderId,
        accountId,
        packageId: pkg.id,
        points: pkg.points,
        amountGrosze: pkg.priceGrosze,
        provider: provider.id,
      },
      `start|${orderId}`,
      ctx,
    );
    const { redirectUrl } = await provider.createCheckout({
      orderId,
      accountId,
      packageId: pkg.id,
      points: pkg.points,
      amountGrosze: pkg.priceGrosze,
      currency: 'PLN',
      locale,
      returnUrl: this.returnUrl(orderId, locale),
    });
    return { orderId, redirectUrl, position: result.position };
  }

  /**
   * One notification from `providerId`, exactly as received. Nothing is read from it before its signature checks
   * out; then the order's rules decide (unknown order, amount, repeats), and a payment is credited at once.
   * Throws UnknownProviderError, WebhookRejected or the decider's errors; the caller maps them to answers.
   */
  async handleNotification(
    providerId: string,
    rawBody: unknown,
    headers: Record<string, string | string[] | undefined>,
    ctx: CommandContext,
  ): Promise<NotificationOutcome> {
    const provider = this.provider(providerId);
    if (typeof rawBody !== 'string') throw new WebhookRejected('signature', 'no body to verify');
    const notification = await provider.verifyWebhook(rawBody, headers);
    if (notification instanceof WebhookRejected) throw notification;
    const { orderId, providerPaymentId } = notification;
    const current = await this.order(orderId);
    // An order of another provider is not this one's to move: unknown to it.
    if (current.status === 'none' || current.provider !== provider.id) throw new PaymentNotFoundError(orderId);
    let result: CommandResult;
    if (notification.status === 'paid') {
      result = await this.change(
        { type: 'ConfirmPayment', orderId, provider: provider.id, providerPaymentId, amountGrosze: notification.amountGrosze },
        `confirm|${orderId}|${providerPaymentId}`,
        ctx,
      );
      try {
        await this.credit(orderId, ctx);
      } catch (error) {
        // The order is paid and says so; the worker credits it on its next pass.
        this.logger.warn({ err: error, orderId }, 'payments: crediting failed; the worker retries');
      }
    } else {
      result = await this.change(
        { type: 'EndPayment', orderId, provider: provider.id, providerPaymentId, outcome: notification.status },
        `end|${orderId}|${notification.status}|${providerPaymentId}`,
        ctx,
      );
    }
    const after = await this.order(orderId);
    return { orderId, status: after.status === 'none' ? 'pending' : after.status, replayed: result.replayed };
  }

  /** Credits a paid order's points to its wallet, once; true when the order is (now) credited. */
  async credit(orderId: string, ctx: CommandContext): Promise<boolean> {
    const order = await this.order(orderId);
    if (order.status === 'credited') return true;
    if (order.status !== 'confirmed' || !order.provider || !order.providerPaymentId) return false;
    // One provider payment, one wallet entry: the entry id and the reference are the provider's payment id.
    const reference = paymentReference(order.provider, order.providerPaymentId);
    await this.commandBus.execute(
      new ChangeWalletCommand(
        {
          type: 'CreditPoints',
          accountId: order.accountId,
          entryId: reference,
          points: order.points,
          source: 'payment',
          reference,
          reason: null,
        },
        ctx,
      ),
    );
    await this.change({ type: 'MarkPaymentCredited', orderId, entryId: reference }, `credited|${orderId}`, ctx);
    return true;
  }

  private change(change: ChangePaymentCommand['change'], scope: string, ctx: CommandContext): Promise<CommandResult> {
    return this.commandBus.execute(new ChangePaymentCommand(change, scope, ctx));
  }
}
