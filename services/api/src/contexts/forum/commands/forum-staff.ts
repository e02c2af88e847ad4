import { ROLES, type Role } from '@anonse/contracts';

/** Who keeps the forum: the roles of ModeratorGuard (an auditor reads, never moderates). */
export const isForumStaff = (role: Role | null | undefined): boolean => role === ROLES.administrator || role === ROLES.moderator;
