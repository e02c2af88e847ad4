import { type CheckoutStarted } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/payments/checkout → the order and the provider page to go to (400 for a package not in the price list). */
export async function startCheckout(api: ApiFetch, packageId: string): Promise<CheckoutStarted> {
  const res = await api('/api/payments/checkout', { method: 'POST', body: JSON.stringify({ packageId }) });
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { CheckoutStarted } = await import('@anonse/contracts');
  return CheckoutStarted.parse(await readJson<unknown>(res));
}

/** Starts the checkout and leaves for the provider's page (a full navigation: it is another site in real life). */
export const useStartCheckout = (api: ApiFetch) =>
  useMutation({
    mutationFn: (packageId: string) => startCheckout(api, packageId),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
