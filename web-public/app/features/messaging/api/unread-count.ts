import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/conversations/unread-count → messages unread in accepted conversations plus requests waiting. */
export async function getUnreadCount(api: ApiFetch): Promise<number> {
  return (await readJson<{ count: number }>(await api('/api/conversations/unread-count'))).count;
}
