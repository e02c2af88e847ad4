/** GET /api/admin/wallets rows (contracts AdminWalletDto). */
export interface WalletRecord {
  id: string;
  login: string | null;
  balance: number;
  entries: number;
  updatedAt: string | null;
}

export type WalletEntryKind = 'voucher' | 'grant' | 'payment' | 'promotion' | 'bump' | 'deduction' | 'refund';

/** GET /api/admin/wallets/:id/entries rows (contracts AdminWalletEntryDto). */
export interface WalletEntryRecord {
  id: string;
  accountId: string;
  entryId: string;
  position: number;
  kind: WalletEntryKind;
  points: number;
  balanceAfter: number;
  occurredAt: string;
  reason: string | null;
  reference: string | null;
  adId: string | null;
  adTitle: string | null;
  days: number | null;
  refundOf: string | null;
  actorId: string | null;
  actorRole: number | null;
  correlationId: string | null;
  causationId: string | null;
}
