import { defineFeature } from '../feature';
import type { NOTIFICATIONS } from './i18n';
import type { pl } from './i18n/pl';

/** The notifications feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const notificationsFeature = defineFeature<typeof NOTIFICATIONS, typeof pl>({
  name: 'notifications',
  pages: {},
});
