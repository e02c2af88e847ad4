import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/wallet → the current balance; null when the wallet cannot be read (the page still works). */
export async function getBalance(api: ApiFetch): Promise<number | null> {
  try {
    const wallet = await readJson<{ balance?: unknown }>(await api('/api/user/wallet'));
    return typeof wallet.balance === 'number' ? wallet.balance : null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 401) return null;
    throw error;
  }
}
