import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { code } from '../messages';
import { EntityId, text } from '../text';
import { MAX_POINTS_PER_ENTRY } from '../wallet/wallet-events';
import { MAX_VOUCHER_BATCH, VoucherCode } from './voucher-code';

/** The furthest a batch may expire: beyond that a code is a liability nobody remembers. */
export const MAX_VOUCHER_VALIDITY_DAYS = 5 * 366;

/** POST /api/admin/vouchers. The expiry must lie in the future (checked against the server's clock). */
export const CreateVoucherBatchInput = z.strictObject({
  label: text({ min: 1, max: 120 }),
  count: z
    .number(code('vouchers:countOutOfRange'))
    .int(code('vouchers:countOutOfRange'))
    .min(1, code('vouchers:countOutOfRange'))
    .max(MAX_VOUCHER_BATCH, code('vouchers:countOutOfRange')),
  points: z
    .number(code('vouchers:pointsOutOfRange'))
    .int(code('vouchers:pointsOutOfRange'))
    .min(1, code('vouchers:pointsOutOfRange'))
    .max(MAX_POINTS_PER_ENTRY, code('vouchers:pointsOutOfRange')),
  expiresAt: z.iso.datetime({ offset: true, error: code('vouchers:badExpiry') }).transform((v) => new Date(v).toISOString()),
});
export type CreateVoucherBatchInput = z.infer<typeof CreateVoucherBatchInput>;

/** POST /api/user/vouchers/redeem. */
export const RedeemVoucherInput = z.strictObject({ code: VoucherCode });
export type RedeemVoucherInput = z.infer<typeof RedeemVoucherInput>;

/** The answer of a redemption: what was credited and the balance right after it. */
export const VoucherRedemptionResult = z.object({ points: z.number(), balance: z.number() });
export type VoucherRedemptionResult = z.infer<typeof VoucherRedemptionResult>;

export const VOUCHER_BATCH_STATUSES = ['active', 'expired', 'revoked'] as const;
export const VoucherBatchStatus = z.enum(VOUCHER_BATCH_STATUSES);
export type VoucherBatchStatus = z.infer<typeof VoucherBatchStatus>;

/** One batch as the console lists it. */
export const VoucherBatchDto = z.object({
  id: z.string(),
  label: z.string(),
  count: z.number(),
  used: z.number(),
  points: z.number(),
  expiresAt: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  status: VoucherBatchStatus,
});
export type VoucherBatchDto = z.infer<typeof VoucherBatchDto>;

/** The answer that creates a batch: the only time its codes are ever shown (ABCD-EFGH-…). */
export const CreatedVoucherBatch = VoucherBatchDto.extend({ codes: z.array(z.string()) });
export type CreatedVoucherBatch = z.infer<typeof CreatedVoucherBatch>;

/** One used code: which batch, which account, when; `credited` once the wallet has the points. */
export const VoucherRedemptionDto = z.object({
  id: z.string(),
  batchId: z.string(),
  batchLabel: z.string(),
  accountId: z.string(),
  points: z.number(),
  redeemedAt: z.string(),
  credited: z.boolean(),
});
export type VoucherRedemptionDto = z.infer<typeof VoucherRedemptionDto>;

export const ADMIN_VOUCHER_BATCH_SORT_KEYS = ['createdAt', 'expiresAt', 'label', 'points', 'count', 'used'] as const;
export const AdminVoucherBatchFilter = z.strictObject({ status: VoucherBatchStatus.optional(), q: text({ max: 120 }).optional() });
export type AdminVoucherBatchFilter = z.infer<typeof AdminVoucherBatchFilter>;

/** GET /api/admin/vouchers (simple-rest). */
export const AdminVoucherBatchListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(ADMIN_VOUCHER_BATCH_SORT_KEYS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminVoucherBatchFilter),
});
export type AdminVoucherBatchListParams = z.infer<typeof AdminVoucherBatchListParams>;

export const AdminVoucherRedemptionFilter = z.strictObject({ batchId: EntityId.optional(), accountId: text({ max: 100 }).optional() });
export type AdminVoucherRedemptionFilter = z.infer<typeof AdminVoucherRedemptionFilter>;

/** GET /api/admin/voucher-redemptions (simple-rest), newest first. */
export const AdminVoucherRedemptionListParams = z.object({
  sort: jsonParam(z.tuple([z.literal('redeemedAt'), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminVoucherRedemptionFilter),
});
export type AdminVoucherRedemptionListParams = z.infer<typeof AdminVoucherRedemptionListParams>;

export const VOUCHER_ADMIN_LIST_DOCS = {
  sort: `JSON: ["createdAt","DESC"]; fields: ${ADMIN_VOUCHER_BATCH_SORT_KEYS.join(', ')} (anything else: 400)`,
  range: 'JSON: [0,24] (inclusive)',
  filter: 'JSON: {"status":"active","q":"…"} (anything else: 400)',
} as const;
export const VOUCHER_REDEMPTION_LIST_DOCS = {
  sort: 'JSON: ["redeemedAt","DESC"]',
  range: 'JSON: [0,24] (inclusive)',
  filter: 'JSON: {"batchId":"…","accountId":"…"} (anything else: 400)',
} as const;
