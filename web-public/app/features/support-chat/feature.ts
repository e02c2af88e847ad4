import { defineFeature } from '../feature';
import type { SUPPORT_CHAT } from './i18n';
import type { pl } from './i18n/pl';

/** The dashboard's support chat (route module in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const supportChatFeature = defineFeature<typeof SUPPORT_CHAT, typeof pl>({
  name: 'support-chat',
  pages: { supportChat: 'routes/support-chat.tsx' },
});
