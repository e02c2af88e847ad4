import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api';

/** POST /api/logout → 204; errors are ignored (spec § 4, § 8). */
export async function logout(api: ApiFetch): Promise<void> {
  try {
    await api('/api/logout', { method: 'POST' });
  } catch {
    /* ignored */
  }
}

export const useLogout = (api: ApiFetch) => useMutation({ mutationFn: () => logout(api) });
