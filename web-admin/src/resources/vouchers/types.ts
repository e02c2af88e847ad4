/** GET /api/admin/vouchers (contracts VoucherBatchDto). */
export interface VoucherBatchRecord {
  id: string;
  label: string;
  count: number;
  used: number;
  points: number;
  expiresAt: string;
  createdAt: string;
  revokedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
}

/** The answer of POST /api/admin/vouchers: the batch and its codes, shown this once. */
export interface CreatedVoucherBatchRecord extends VoucherBatchRecord {
  codes: string[];
}
