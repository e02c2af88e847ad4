import type { Role } from '@anonse/contracts';
import { isStaff } from '../auth/staff-roles';
import type { AdminResource } from '../resources/resource';

/**
 * Which staff role sees a resource in the console (menu and routes): the resource's own `access` rule
 * (resources/<name>/index.ts), which mirrors the API's guards so nobody is shown a page that answers 403. A resource
 * without one is open to every staff role (its own buttons and the API still check the role).
 */
export const canSeeResource = (resource: Pick<AdminResource, 'access'>, role: Role | undefined): boolean =>
  (resource.access ?? isStaff)(role);
