import type { Role } from '@anonse/contracts';
import { canAdminister, canAudit, canModerate, isStaff } from '../auth/permissions';

/**
 * Which staff role sees which resource in the console (menu and routes). It mirrors the API's guards so nobody is
 * shown a page that answers 403: auditors read history, ledgers, payments and the lists (ads, accounts, reports);
 * moderators decide on ads, people, reports and verification photos; vouchers and promotions' refunds are the
 * administrators'. The audit page is everyone's (its wallet timelines answer administrators and auditors only). A resource not named here is open
 * to every staff role (its own buttons and the API still check the role).
 */
const ACCESS: Record<string, (role: Role | undefined) => boolean> = {
  ads: isStaff,
  accounts: isStaff,
  dashboard: isStaff,
  verifications: canModerate,
  reports: isStaff,
  'image-editing': canModerate,
  online: isStaff,
  wallets: canAudit,
  payments: canAudit,
  audit: isStaff,
  vouchers: canAdminister,
  promotions: canAdminister,
  projections: isStaff,
};

export const canSeeResource = (name: string, role: Role | undefined): boolean => (ACCESS[name] ?? isStaff)(role);
