import type { PromotionOrderDto } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

export type OrderRequest = { kind: 'promotion'; adId: string; days: number; key: string } | { kind: 'bump'; adId: string; key: string };

/**
 * POST /api/promotions {adId, days} or /api/promotions/bump {adId} → the order and where it stands. The
 * Idempotency-Key is chosen once per confirmed purchase, so a retry after a lost answer pays once. 400 bad days,
 * 403/404 not the caller's ad, 409 inactive ad or too few points: each with the API's message in the page's language.
 */
export async function placeOrder(api: ApiFetch, order: OrderRequest): Promise<PromotionOrderDto> {
  const path = order.kind === 'promotion' ? '/api/promotions' : '/api/promotions/bump';
  const body = order.kind === 'promotion' ? { adId: order.adId, days: order.days } : { adId: order.adId };
  const res = await api(path, { method: 'POST', body: JSON.stringify(body), headers: { 'idempotency-key': order.key } });
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { PromotionOrderDto } = await import('@anonse/contracts');
  return PromotionOrderDto.parse(await readJson<unknown>(res));
}

export const usePlaceOrder = (api: ApiFetch) => useMutation({ mutationFn: (order: OrderRequest) => placeOrder(api, order) });
