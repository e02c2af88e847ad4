import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api';
import { logout } from './logout-call';

export { logout };

export const useLogout = (api: ApiFetch) => useMutation({ mutationFn: () => logout(api) });

/** POST /api/logout-all → 204: every session of the account ends, on every device. */
export async function logoutEverywhere(api: ApiFetch): Promise<void> {
  const res = await api('/api/logout-all', { method: 'POST' });
  if (!res.ok && res.status !== 401) throw new Error(`logout-all answered ${res.status}`);
}

export const useLogoutEverywhere = (api: ApiFetch) => useMutation({ mutationFn: () => logoutEverywhere(api) });
