import { defineFeature } from '../feature';
import type { MESSAGING } from './i18n';
import type { pl } from './i18n/pl';

/** The messaging feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const messagingFeature = defineFeature<typeof MESSAGING, typeof pl>({
  name: 'messaging',
  pages: { messages: 'routes/messages.tsx', messageNoticeUnsubscribe: 'routes/message-notice-unsubscribe.tsx' },
});
