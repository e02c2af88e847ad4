import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/** Grosze (1/100 PLN) of one order: whole, positive, far below any float trouble. */
export const AmountGrosze = z.number().int().min(1).max(100_000_000);

/** The adapters behind the payment port; `sandbox` is the built-in test checkout. */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export const PaymentProviderId = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderId = z.infer<typeof PaymentProviderId>;

/** The provider's own id of a payment: what it names in its notifications (the idempotency key of a credit). */
export const ProviderPaymentId = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/);

const order = { orderId: z.string(), accountId: z.string() };

const PaymentStartedEvent = defineEvent(
  'PaymentStarted',
  z.object({
    ...order,
    /** The package of PRICE_LIST, copied with its points and price as they were when the order began. */
    packageId: z.string(),
    points: z.number().int().min(1).max(1_000_000),
    amountGrosze: AmountGrosze,
    currency: z.literal('PLN'),
    provider: PaymentProviderId,
    startedAt: z.iso.datetime(),
  }),
);
/** A verified notification said the money arrived. */
const PaymentConfirmedEvent = defineEvent(
  'PaymentConfirmed',
  z.object({
    ...order,
    provider: PaymentProviderId,
    providerPaymentId: ProviderPaymentId,
    amountGrosze: AmountGrosze,
    confirmedAt: z.iso.datetime(),
  }),
);
/** The wallet holds the points (its entry `entryId`); the process manager is done with the order. */
const PaymentCreditedEvent = defineEvent(
  'PaymentCredited',
  z.object({ ...order, entryId: z.string(), points: z.number().int().min(1).max(1_000_000), creditedAt: z.iso.datetime() }),
);
const PaymentFailedEvent = defineEvent(
  'PaymentFailed',
  z.object({ ...order, providerPaymentId: ProviderPaymentId.nullable(), failedAt: z.iso.datetime() }),
);
const PaymentCancelledEvent = defineEvent(
  'PaymentCancelled',
  z.object({ ...order, providerPaymentId: ProviderPaymentId.nullable(), cancelledAt: z.iso.datetime() }),
);

/** Events of stream `payment-{orderId}`: one order of points for money. */
export const PAYMENT_EVENTS = eventRegistry([
  PaymentStartedEvent,
  PaymentConfirmedEvent,
  PaymentCreditedEvent,
  PaymentFailedEvent,
  PaymentCancelledEvent,
]);
export type PaymentStarted = EventOf<typeof PaymentStartedEvent>;
export type PaymentConfirmed = EventOf<typeof PaymentConfirmedEvent>;
export type PaymentCredited = EventOf<typeof PaymentCreditedEvent>;
export type PaymentFailed = EventOf<typeof PaymentFailedEvent>;
export type PaymentCancelled = EventOf<typeof PaymentCancelledEvent>;
export type PaymentEvent = EventsOf<typeof PAYMENT_EVENTS>;

export const paymentStreamId = (orderId: string) => `payment-${orderId}`;

/** The wallet reference of a provider payment: one credit per provider payment, however often it is reported. */
export const paymentReference = (provider: string, providerPaymentId: string) => `payment:${provider}:${providerPaymentId}`;
