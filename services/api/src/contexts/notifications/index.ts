import type { ApiContext } from '#api/platform/api-context';
import { NotificationsModule } from './notifications.module';

/** The notifications context's public face. */
export { NOTIFICATIONS_READ_PUSH_EVENT } from './http/notifications.controller';

export const notificationsContext: ApiContext = { name: 'notifications', module: NotificationsModule };
