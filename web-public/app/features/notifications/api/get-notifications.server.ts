import { NotificationList } from '@anonse/contracts';
import type { ApiFetch } from '#web/lib/api';

export type NotificationsData = NotificationList['data'];

/** GET /api/notifications → the signed-in person's newest notices; any failure is silently ignored (docs/product.md § 7). */
export async function getNotifications(api: ApiFetch): Promise<NotificationsData | null> {
  try {
    const res = await api('/api/notifications');
    if (!res.ok) return null;
    const parsed = NotificationList.safeParse(await res.json());
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
