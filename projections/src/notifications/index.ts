import type { ReadModelContext } from '../runner/read-model-context';
import { createNotificationsProjector } from './notifications.projector';
import { NOTIFICATIONS_TABLES, notificationsMigrations } from './notifications.migration';

export * from './notifications.queries';
export { createNotificationsProjector, applyNotificationEvents } from './notifications.projector';
export {
  foldNotificationEvents,
  noticeIdOf,
  NOTIFICATIONS_EVENT_TYPES,
  type NoticeRow,
  type NoticeWrite,
} from './fold-notification-events';
export { notificationsMigrations, NOTIFICATIONS_TABLES } from './notifications.migration';

export const notificationsReadModel: ReadModelContext = {
  name: 'notifications',
  migrations: notificationsMigrations,
  tables: NOTIFICATIONS_TABLES,
  projectors: () => [createNotificationsProjector()],
};
