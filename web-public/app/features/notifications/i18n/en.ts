import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `notifications` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  notifications: {
    bell: 'Notifications',
    bellUnread: 'Notifications, {{count}} unread',
    title: 'Notifications',
    markAll: 'Mark all as read',
    empty: 'No notifications',
    unread: 'unread',
  },
};
