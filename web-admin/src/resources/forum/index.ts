import { lazy } from 'react';
import ForumIcon from '@mui/icons-material/Forum';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/**
 * The `forum` resource (/admin/forum, API /api/admin/forum/…): the posts waiting for approval, flagged posts, one topic's
 * moderation history and staff's hand on it (lock, pin, move, merge), and forum bans. Every staff role reads;
 * the buttons are moderators' and administrators'.
 */
export default {
  name: 'forum',
  position: 86,
  list: lazy(() => import('./ForumPage')),
  icon: ForumIcon,
  messages,
} satisfies AdminResource;
