import type { WalletEntryPage } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/wallet/entries → one page of the ledger, newest first, with the balance. */
export async function getWalletEntries(api: ApiFetch, page: { offset: number; limit: number }): Promise<WalletEntryPage> {
  return readJson<WalletEntryPage>(await api(`/api/user/wallet/entries?offset=${page.offset}&limit=${page.limit}`));
}
