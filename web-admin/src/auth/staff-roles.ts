import { ROLES, type Role } from '@anonse/contracts';

/**
 * What the signed-in staff member may do, for hiding buttons (the API decides anyway: every /api/admin operation
 * has a roles guard). `permissions` is the role number authProvider.getPermissions returns. Apart from the hooks
 * (./permissions.ts) so a resource's index can name its access rule without loading react-admin.
 */
export const canAdminister = (role: Role | undefined) => role === ROLES.administrator;
/** Deciding on ads, accounts, reports and verification photos. */
export const canModerate = (role: Role | undefined) => role === ROLES.administrator || role === ROLES.moderator;
/** Reading ledgers, payments and the audit history. */
export const canAudit = (role: Role | undefined) => role === ROLES.administrator || role === ROLES.auditor;
/** Every staff role may open the console (an auditor read-only). */
export const isStaff = (role: Role | undefined) => role === ROLES.administrator || role === ROLES.moderator || role === ROLES.auditor;
