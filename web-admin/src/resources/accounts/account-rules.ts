import { ROLES, type Role } from '@anonse/contracts';

/** Pure rules of the account screens, the same as the API's (contracts BlockAccountInput, the accounts decider). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Length as the API counts it (code points, after trimming). */
const length = (text: string) => [...text.trim()].length;
export const blockReasonOk = (reason: string): boolean => length(reason) >= REASON_MIN && length(reason) <= REASON_MAX;
export const unblockReasonOk = (reason: string): boolean => length(reason) <= REASON_MAX;

export const ROLE_VALUES: readonly Role[] = [ROLES.user, ROLES.moderator, ROLES.auditor, ROLES.administrator];

/** Whether `actor` may block or unblock an account of role `target` (never their own): moderators users only. */
export const mayBlock = (actor: Role | undefined, target: Role, self: boolean): boolean =>
  !self && (actor === ROLES.administrator || (actor === ROLES.moderator && target === ROLES.user));

export type AccountAction = 'block' | 'unblock' | 'role';

/** The URL of a decision on an account. */
export const accountActionUrl = (apiUrl: string, accountId: string, action: AccountAction): string =>
  `${apiUrl}/accounts/${encodeURIComponent(accountId)}/${action}`;

export const YES_NO_CHOICES = [
  { id: 'true', name: 'resources.accounts.filters.yes' },
  { id: 'false', name: 'resources.accounts.filters.no' },
];
export const parseYesNo = (v: unknown): boolean | undefined =>
  v === 'true' || v === true ? true : v === 'false' || v === false ? false : undefined;
export const formatYesNo = (v: unknown): string => (v === true ? 'true' : v === false ? 'false' : '');
/** Roles travel as numbers (the API refuses "2"); the select works with strings. */
export const parseRole = (v: unknown): Role | undefined => (v === '' || v === null || v === undefined ? undefined : (Number(v) as Role));
export const formatRole = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** A phone revocation's reason, as contracts' RevokePhoneInput counts it (3 to 1,000 code points, trimmed). */
export const PHONE_REVOKE_REASON_MAX = 1000;
export const phoneRevokeReasonOk = (reason: string): boolean => length(reason) >= REASON_MIN && length(reason) <= PHONE_REVOKE_REASON_MAX;

const PHONE_HISTORY_KEYS: Record<string, string> = {
  PhoneCodeSent: 'sent',
  PhoneCodeRejected: 'rejected',
  PhoneVerified: 'verified',
  PhoneVerificationRevoked: 'revoked',
  SmsNoticesChosen: 'notices',
  SmsNoticeDropped: 'noticeDropped',
};
/** The text key of a phone history entry; an event type the console does not know yet reads as "other", not as its raw name. */
export const phoneHistoryKey = (type: string): string => PHONE_HISTORY_KEYS[type] ?? 'other';
