import { lazy } from 'react';
import ForumIcon from '@mui/icons-material/Forum';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/** The `conversations` resource (/admin/conversations, API /api/admin/conversations): reported conversations only. */
export default {
  name: 'conversations',
  position: 85,
  list: lazy(() => import('./ConversationList')),
  show: lazy(() => import('./ConversationShow')),
  icon: ForumIcon,
  messages,
} satisfies AdminResource;
