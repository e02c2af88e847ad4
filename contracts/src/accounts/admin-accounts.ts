import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { RoleSchema } from '../events/envelope';
import { code } from '../messages';
import { text } from '../text';

/** An account in the console's list (`/admin/accounts/`). The e-mail address is never in the list: only the show view reveals it, on record. */
export const AdminAccountDto = z.object({
  id: z.string(),
  login: z.string(),
  role: RoleSchema,
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
  verified: z.boolean(),
  registeredAt: z.string(),
});
export type AdminAccountDto = z.infer<typeof AdminAccountDto>;

/** Where the account's identity verification stands (the newest attempt decides). */
export const ACCOUNT_VERIFICATION_STATES = ['none', 'draft', 'pending', 'verified', 'rejected', 'revoked'] as const;
export const AccountVerificationState = z.enum(ACCOUNT_VERIFICATION_STATES);
export type AccountVerificationState = z.infer<typeof AccountVerificationState>;

/**
 * One account in the console. `email` only while the person's data is still held (null for a deleted, erased
 * account, whose login is gone too); each answer that carries it is recorded as a `PersonalDataViewed` first.
 * `revision` is the account stream's (ETag; If-Match of role and block changes).
 */
export const AdminAccountDetailDto = AdminAccountDto.extend({
  login: z.string().nullable(),
  email: z.string().nullable(),
  deleted: z.boolean(),
  blockedAt: z.string().nullable(),
  blockedBy: z.string().nullable(),
  points: z.number().int(),
  verification: AccountVerificationState,
  ads: z.object({ total: z.number().int(), active: z.number().int(), pending: z.number().int() }),
  revision: z.number().int(),
});
export type AdminAccountDetailDto = z.infer<typeof AdminAccountDetailDto>;

export const ADMIN_ACCOUNT_SORT_KEYS = ['id', 'login', 'role', 'registeredAt'] as const;

const accountId = text({ max: 100 });

/** Filters of the account list; anything else is refused (400) instead of silently ignored. */
export const AdminAccountFilter = z.strictObject({
  /** A part of the login (case-insensitive), or an account id. */
  q: text({ max: 100 }).optional(),
  role: RoleSchema.optional(),
  blocked: z.boolean().optional(),
  verified: z.boolean().optional(),
  /** One id or several: react-admin's getMany (reference fields of other resources) sends `{"id":[…]}`. */
  id: z.union([accountId, z.array(accountId).max(1000)]).optional(),
});
export type AdminAccountFilter = z.infer<typeof AdminAccountFilter>;

/** GET /api/admin/accounts (ra-data-simple-rest). */
export const AdminAccountListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(ADMIN_ACCOUNT_SORT_KEYS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminAccountFilter),
});
export type AdminAccountListParams = z.infer<typeof AdminAccountListParams>;

export const ACCOUNT_ADMIN_LIST_DOCS = {
  sort: `JSON: ["registeredAt","DESC"]; fields: ${ADMIN_ACCOUNT_SORT_KEYS.join(', ')}`,
  range: 'JSON: [0,24] (inclusive)',
  filter: `JSON: {"q":"part of a login","role":2,"blocked":true,"verified":false}; fields: ${Object.keys(AdminAccountFilter.shape).join(', ')} (anything else: 400)`,
} as const;

/** PUT /api/admin/accounts/:id/role (administrators only). */
export const ChangeAccountRoleInput = z.strictObject({
  role: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: code('accounts:invalidRole') }),
});
export type ChangeAccountRoleInput = z.infer<typeof ChangeAccountRoleInput>;

/** POST /api/admin/accounts/:id/block: the reason stays on record (and in the console). */
export const BlockAccountInput = z.strictObject({ reason: text({ min: 3, max: 500, multiline: true }) });
export type BlockAccountInput = z.infer<typeof BlockAccountInput>;

/** POST /api/admin/accounts/:id/unblock: a reason is welcome, not required. */
export const UnblockAccountInput = z.strictObject({ reason: text({ max: 500, multiline: true }).optional() });
export type UnblockAccountInput = z.infer<typeof UnblockAccountInput>;

/** The answer of a role change, block or unblock: the account's standing after it. */
export const AccountStandingChanged = z.object({
  id: z.string(),
  role: RoleSchema,
  blocked: z.boolean(),
  revision: z.number().int(),
  position: z.number().int(),
});
export type AccountStandingChanged = z.infer<typeof AccountStandingChanged>;
