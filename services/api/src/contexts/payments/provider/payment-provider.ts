import type { Locale, PaymentProviderId } from '@anonse/contracts';

/** What a provider is asked to collect: the order, its amount, and where to send the payer back. */
export interface CheckoutOrder {
  orderId: string;
  accountId: string;
  packageId: string;
  points: number;
  amountGrosze: number;
  currency: 'PLN';
  locale: Locale;
  /** Our return page for this order (absolute when PUBLIC_ORIGIN is set). */
  returnUrl: string;
}

/** A notification whose signature checked out: only this may move an order. */
export interface VerifiedNotification {
  providerPaymentId: string;
  orderId: string;
  amountGrosze: number;
  status: 'paid' | 'failed' | 'cancelled';
}

/** Why a notification was refused: `signature` → 401 (not from the provider), `malformed` → 400. */
export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected';
  constructor(
    readonly reason: 'signature' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The payment port (docs/payments.md). An adapter starts a checkout at its provider and tells a genuine
 * notification from a forged one; everything else (the order, the amount check, crediting once) is ours.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Registers the order with the provider; answers where the payer's browser goes. */
  createCheckout(order: CheckoutOrder): Promise<{ redirectUrl: string }>;
  /**
   * Checks the signature over the exact bytes received, then parses them; never trusts a field before that. Async,
   * because some providers want a call back before the money counts (Przelewy24's transaction/verify).
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<VerifiedNotification | WebhookRejected>;
}

/** The adapters this process serves, by id (only the enabled ones). */
export const PAYMENT_PROVIDER_REGISTRY = Symbol('PAYMENT_PROVIDER_REGISTRY');
export type PaymentProviderRegistry = ReadonlyMap<string, PaymentProvider>;
