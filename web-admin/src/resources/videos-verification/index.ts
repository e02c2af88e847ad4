import { lazy } from 'react';
import VideocamIcon from '@mui/icons-material/Videocam';
import { canModerate } from '#admin/auth/staff-roles';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { VideoRecord } from './types';

/**
 * The `videos-verification` resource (/admin/videos-verification, API /api/admin/videos: the data provider maps the
 * name): the queue of clips waiting for review.
 */
export default {
  name: 'videos-verification',
  position: 61,
  list: lazy(() => import('./VideoList')),
  show: lazy(() => import('./VideoShow')),
  icon: VideocamIcon,
  recordRepresentation: (r: VideoRecord) => r.adTitle ?? r.id,
  messages,
  // It mirrors the API's guard: administrators and moderators review clips (an auditor never streams them).
  access: canModerate,
} satisfies AdminResource;
