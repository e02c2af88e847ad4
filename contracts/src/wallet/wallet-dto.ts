import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { code } from '../messages';
import { text } from '../text';
import { MAX_POINTS_PER_ENTRY } from './wallet-events';

/** What a ledger line was: credits by their source, then the debits and refunds. */
export const WALLET_ENTRY_KINDS = ['voucher', 'grant', 'payment', 'promotion', 'bump', 'deduction', 'refund'] as const;
export const WalletEntryKind = z.enum(WALLET_ENTRY_KINDS);
export type WalletEntryKind = z.infer<typeof WalletEntryKind>;

/** GET /api/user/wallet: the caller's balance (0 and no entries for a wallet nobody has touched yet). */
export const WalletBalance = z.object({
  accountId: z.string(),
  balance: z.number().int(),
  entries: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

/**
 * One ledger line. `points` is signed (what the line did to the balance) and `balanceAfter` is the balance right
 * after it, so each line can be checked against the one below it. `adTitle` is the ad's current public title, null
 * when the ad is gone or not public.
 */
export const WalletEntryDto = z.object({
  entryId: z.string(),
  kind: WalletEntryKind,
  points: z.number().int(),
  balanceAfter: z.number().int(),
  occurredAt: z.string(),
  reason: z.string().nullable(),
  adId: z.string().nullable(),
  adTitle: z.string().nullable(),
  days: z.number().int().nullable(),
  refundOf: z.string().nullable(),
});
export type WalletEntryDto = z.infer<typeof WalletEntryDto>;

export const WALLET_ENTRIES_MAX_PAGE = 100;

/** GET /api/user/wallet/entries?offset=0&limit=20: newest first. */
export const WalletEntryListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(WALLET_ENTRIES_MAX_PAGE).optional(),
});
export type WalletEntryListQuery = z.infer<typeof WalletEntryListQuery>;

export const WalletEntryPage = z.object({
  items: z.array(WalletEntryDto),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  balance: z.number().int(),
});
export type WalletEntryPage = z.infer<typeof WalletEntryPage>;

/** A ledger line as administrators and auditors see it: with who did it and under which ids (the audit trail). */
export const AdminWalletEntryDto = WalletEntryDto.extend({
  /** `{accountId}:{entryId}`: react-admin needs one id per row. */
  id: z.string(),
  accountId: z.string(),
  position: z.number().int(),
  reference: z.string().nullable(),
  actorId: z.string().nullable(),
  actorRole: z.number().int().nullable(),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
});
export type AdminWalletEntryDto = z.infer<typeof AdminWalletEntryDto>;

/** A wallet in the console: `id` is the account id. `login` is null once the account is gone. */
export const AdminWalletDto = z.object({
  id: z.string(),
  login: z.string().nullable(),
  balance: z.number().int(),
  entries: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AdminWalletDto = z.infer<typeof AdminWalletDto>;

export const ADMIN_WALLET_SORT_KEYS = ['id', 'login', 'balance', 'entries', 'updatedAt'] as const;
export const AdminWalletFilter = z.strictObject({
  /** A part of the login, or an account id. */
  q: text({ max: 100 }).optional(),
  login: text({ max: 100 }).optional(),
  id: text({ max: 100 }).optional(),
});
export type AdminWalletFilter = z.infer<typeof AdminWalletFilter>;

/** GET /api/admin/wallets (ra-data-simple-rest). */
export const AdminWalletListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(ADMIN_WALLET_SORT_KEYS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminWalletFilter),
});
export type AdminWalletListParams = z.infer<typeof AdminWalletListParams>;

/** GET /api/admin/wallets/:accountId/entries (ra-data-simple-rest, newest first). */
export const AdminWalletEntryListParams = z.object({
  sort: jsonParam(z.tuple([z.literal('position'), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(z.strictObject({ accountId: text({ max: 100 }).optional() })),
});
export type AdminWalletEntryListParams = z.infer<typeof AdminWalletEntryListParams>;

export const WALLET_ADMIN_LIST_DOCS = {
  sort: `JSON: ["balance","DESC"]; fields: ${ADMIN_WALLET_SORT_KEYS.join(', ')}`,
  range: 'JSON: [0,24] (inclusive)',
  filter: 'JSON: {"q":"login or account id"}; fields: q, login, id',
} as const;

/** Points an administrator moves by hand: a whole number from 1 to 1,000,000 (a string or a fraction is refused). */
export const AdminPoints = z
  .number({ error: code('wallet:pointsOutOfRange') })
  .int({ error: code('wallet:pointsOutOfRange') })
  .min(1, { error: code('wallet:pointsOutOfRange') })
  .max(MAX_POINTS_PER_ENTRY, { error: code('wallet:pointsOutOfRange') });

/** POST /api/admin/wallets/:accountId/grant and /deduct. The reason is kept in the event and shown to the owner. */
export const AdjustWalletInput = z.strictObject({
  points: AdminPoints,
  reason: text({ min: 3, max: 500, multiline: true }),
});
export type AdjustWalletInput = z.infer<typeof AdjustWalletInput>;

/** The answer of grant / deduct: the entry made and the balance after it. */
export const WalletAdjusted = z.object({
  accountId: z.string(),
  entryId: z.string(),
  balance: z.number().int(),
  position: z.number().int(),
});
export type WalletAdjusted = z.infer<typeof WalletAdjusted>;
