import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { code } from '../messages';
import { pointPackageById } from '../pricing/price-list';
import { text } from '../text';
import { AmountGrosze, PaymentProviderId, ProviderPaymentId } from './payment-events';

/** Where an order stands: `confirmed` = paid, points on their way; `credited` = points in the wallet. */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'credited', 'failed', 'cancelled'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** POST /api/payments/checkout: a package of PRICE_LIST by its id; anything else is a 400. */
export const StartCheckoutInput = z.object({
  packageId: z
    .string()
    .max(40)
    .refine((id) => pointPackageById(id) !== undefined, { message: code('payments:unknownPackage') }),
});
export type StartCheckoutInput = z.infer<typeof StartCheckoutInput>;

/** The answer of a checkout: the order and the provider's page the browser goes to. */
export const CheckoutStarted = z.object({ orderId: z.string(), redirectUrl: z.string() });
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

/** GET /api/payments/{orderId}: the owner's view of one order (what the return page polls). */
export const PaymentOrderDto = z.object({
  orderId: z.string(),
  packageId: z.string(),
  points: z.number().int(),
  amountGrosze: z.number().int(),
  currency: z.literal('PLN'),
  provider: PaymentProviderId,
  status: PaymentStatus,
  providerPaymentId: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  creditedAt: z.string().nullable(),
});
export type PaymentOrderDto = z.infer<typeof PaymentOrderDto>;

/** GET /api/admin/payments: one order with its account. */
export const AdminPaymentDto = PaymentOrderDto.extend({ id: z.string(), accountId: z.string(), updatedAt: z.string() });
export type AdminPaymentDto = z.infer<typeof AdminPaymentDto>;

/** A notification the sandbox checkout posts to the webhook (HMAC-signed, header `X-Sandbox-Signature`). */
export const SandboxNotification = z.strictObject({
  providerPaymentId: ProviderPaymentId,
  orderId: z.string().max(100),
  amountGrosze: AmountGrosze,
  status: z.enum(['paid', 'failed', 'cancelled']),
});
export type SandboxNotification = z.infer<typeof SandboxNotification>;

/** The answer to a webhook the provider may repeat: `replayed` when it changed nothing this time. */
export const WebhookAccepted = z.object({ orderId: z.string(), status: PaymentStatus, replayed: z.boolean() });
export type WebhookAccepted = z.infer<typeof WebhookAccepted>;

export const ADMIN_PAYMENT_SORT_KEYS = ['createdAt', 'updatedAt', 'status', 'amountGrosze', 'points'] as const;
export const AdminPaymentFilter = z.strictObject({
  status: PaymentStatus.optional(),
  accountId: text({ max: 100 }).optional(),
  providerPaymentId: text({ max: 128 }).optional(),
});
export type AdminPaymentFilter = z.infer<typeof AdminPaymentFilter>;

/** ra-data-simple-rest list parameters of the payments list. */
export const AdminPaymentListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(ADMIN_PAYMENT_SORT_KEYS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminPaymentFilter),
});
export type AdminPaymentListParams = z.infer<typeof AdminPaymentListParams>;

export const PAYMENT_ADMIN_LIST_DOCS = {
  sort: `JSON: ["createdAt","DESC"]; fields: ${ADMIN_PAYMENT_SORT_KEYS.join(', ')}`,
  range: 'JSON: [0,24] (inclusive)',
  filter: `JSON: {"status":"credited"}; fields: ${Object.keys(AdminPaymentFilter.shape).join(', ')}`,
} as const;
