import type { PaymentOrderDto } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/payments/{orderId} → the caller's order; null when it is unknown or someone else's (404). */
export async function getPaymentOrder(api: ApiFetch, orderId: string): Promise<PaymentOrderDto | null> {
  try {
    return await readJson<PaymentOrderDto>(await api(`/api/payments/${encodeURIComponent(orderId)}`));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/payments → the caller's latest orders, newest first. */
export async function listPayments(api: ApiFetch): Promise<PaymentOrderDto[]> {
  return (await readJson<{ items: PaymentOrderDto[] }>(await api('/api/payments'))).items;
}
