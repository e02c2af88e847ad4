import type { CreatedVoucherBatch, VoucherBatchDto } from '@anonse/contracts';

/** GET /api/admin/vouchers. */
export type VoucherBatchRecord = VoucherBatchDto;

/** The answer of POST /api/admin/vouchers: the batch and its codes, shown this once. */
export type CreatedVoucherBatchRecord = CreatedVoucherBatch;
