import { z } from 'zod';
import { EntityId } from '../text';
import { NoticeKind } from './notices';

/**
 * One notice as GET /api/notifications lists it (docs/product.md § 3: id, data — a JSON string holding text and link —,
 * text, updated_at). `text` and `link` are also given as fields of their own; `read_at` is null while unread.
 */
export const NotificationDto = z.object({
  id: z.string(),
  kind: NoticeKind,
  data: z.string(),
  text: z.string(),
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;

/** The `data` string of a notice, parsed. */
export const NotificationData = z.object({ text: z.string(), link: z.string() });
export type NotificationData = z.infer<typeof NotificationData>;

/** How many notices one list answer holds at most (the bell shows 9, docs/product.md § 9). */
export const NOTIFICATION_LIST_MAX = 50;
export const NotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_MAX).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/**
 * Where the browser finds the live channel: `port` null means this very origin (the default), otherwise the
 * same host on that port (SOCKET_PORT). `path` is socket.io's.
 */
export const RealtimeEndpoint = z.object({ port: z.number().int().nullable(), path: z.string() });
export type RealtimeEndpoint = z.infer<typeof RealtimeEndpoint>;

/** GET /api/notifications: the spec reads `data.data.notifications` off the HTTP client's response. */
export const NotificationList = z.object({
  data: z.object({
    notifications: z.array(NotificationDto),
    /** Unread notices in all, not only among those listed. */
    unread_count: z.number().int(),
    realtime: RealtimeEndpoint,
  }),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** POST /api/notifications/markAsRead (docs/product.md § 7: `notificationID`). */
export const MarkNotificationReadInput = z.object({ notificationID: EntityId });
export type MarkNotificationReadInput = z.infer<typeof MarkNotificationReadInput>;

/**
 * POST /api/notifications/markAllAsRead: the spec sends the list the person sees (`notifications`); when given,
 * only notices up to the newest of those are marked, so one that arrived unseen stays unread.
 */
export const MarkAllNotificationsReadInput = z
  .object({
    notifications: z
      .array(z.object({ id: EntityId }).loose())
      .max(NOTIFICATION_LIST_MAX)
      .optional(),
  })
  .optional();
export type MarkAllNotificationsReadInput = z.infer<typeof MarkAllNotificationsReadInput>;

/** The answer of both mark routes: how many are still unread. */
export const NotificationsMarked = z.object({ data: z.object({ unread_count: z.number().int() }) });
export type NotificationsMarked = z.infer<typeof NotificationsMarked>;

export { NOTIFICATION_PUSH_EVENT } from './push-event';
export const NotificationPush = z.object({ id: z.string(), created_at: z.string() });
export type NotificationPush = z.infer<typeof NotificationPush>;

/** The private room of one account on the live channel. */
export const userRoom = (accountId: string) => `user:${accountId}`;
