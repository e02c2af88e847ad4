import { lazy } from 'react';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { SupportChatRecord } from './types';

/**
 * The `support-chats` resource (API /api/admin/support-chats): listed on the support inbox's page (/admin/support/,
 * beside the contact messages), so it has no list and no menu entry of its own; each chat opens at
 * /admin/support-chats/{account id}/show.
 */
export default {
  name: 'support-chats',
  position: 161,
  show: lazy(() => import('./SupportChatShow')),
  recordRepresentation: (r: SupportChatRecord) => r.login ?? r.id,
  messages,
} satisfies AdminResource;
