import { type VoucherRedemptionResult } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/**
 * POST /api/user/vouchers/redeem → the points credited and the balance after them. 400 for a code of the wrong
 * shape, 404 for one that is not valid, 409 used, 410 expired or revoked, 429 too many attempts: each with the
 * API's message in the page's language.
 */
export async function redeemVoucher(api: ApiFetch, code: string): Promise<VoucherRedemptionResult> {
  const res = await api('/api/user/vouchers/redeem', { method: 'POST', body: JSON.stringify({ code }) });
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { VoucherRedemptionResult } = await import('@anonse/contracts');
  return VoucherRedemptionResult.parse(await readJson<unknown>(res));
}

export const useRedeemVoucher = (api: ApiFetch) => useMutation({ mutationFn: (code: string) => redeemVoucher(api, code) });
