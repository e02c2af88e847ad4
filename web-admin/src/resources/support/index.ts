import { lazy } from 'react';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import { SupportMenuIcon } from './SupportMenuIcon';
import type { SupportRecord } from './types';

/**
 * The `support` resource (/admin/support, API /api/admin/support): the one inbox of support, the chats (resource
 * `support-chats`) above the contact form's messages, open ones first.
 */
export default {
  name: 'support',
  position: 160,
  list: lazy(() => import('./SupportList')),
  show: lazy(() => import('./SupportShow')),
  icon: SupportMenuIcon,
  recordRepresentation: (r: SupportRecord) => r.email,
  messages,
} satisfies AdminResource;
