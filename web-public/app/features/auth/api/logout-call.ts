import type { ApiFetch } from '#web/lib/api';

/** POST /api/logout → 204; errors are ignored (docs/product.md § 4, § 8). Apart from the hooks: the header of every page uses it. */
export async function logout(api: ApiFetch): Promise<void> {
  try {
    await api('/api/logout', { method: 'POST' });
  } catch {
    /* ignored */
  }
}
