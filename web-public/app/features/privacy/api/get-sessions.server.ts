import type { SessionDto } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/user/sessions → the signed-in user's open sessions, the most recently used first (401 for a guest). */
export async function getSessions(api: ApiFetch): Promise<SessionDto[]> {
  return readJson<SessionDto[]>(await api('/api/user/sessions'));
}
