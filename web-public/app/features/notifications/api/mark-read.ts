import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/notifications/markAsRead (docs/product.md § 7: `notificationID`). */
export async function markNotificationRead(api: ApiFetch, notificationID: string): Promise<void> {
  await readJson(await api('/api/notifications/markAsRead', { method: 'POST', body: JSON.stringify({ notificationID }) }));
}

/** POST /api/notifications/markAllAsRead with the list the person sees, so a notice they have not seen stays unread. */
export async function markAllNotificationsRead(api: ApiFetch, ids: readonly string[]): Promise<void> {
  await readJson(
    await api('/api/notifications/markAllAsRead', { method: 'POST', body: JSON.stringify({ notifications: ids.map((id) => ({ id })) }) }),
  );
}

export const useMarkNotificationRead = (api: ApiFetch) => useMutation({ mutationFn: (id: string) => markNotificationRead(api, id) });
export const useMarkAllNotificationsRead = (api: ApiFetch) =>
  useMutation({ mutationFn: (ids: readonly string[]) => markAllNotificationsRead(api, ids) });
