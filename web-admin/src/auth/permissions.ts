import { usePermissions } from 'react-admin';
import type { Role } from '@anonse/contracts';

export { canAdminister, canModerate, isStaff } from './staff-roles';

/** The signed-in staff member's role (undefined while loading). */
export function useRole(): Role | undefined {
  const { permissions } = usePermissions<Role>();
  return permissions;
}
