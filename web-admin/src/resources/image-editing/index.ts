import { lazy } from 'react';
import { canModerate } from '#admin/auth/staff-roles';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/**
 * `/admin/image-editing/{ad_id}` as the `image-editing` resource's edit route (react-admin mounts `edit` at
 * `/image-editing/:id`); no list, so no menu entry: it is opened from an ad.
 */
export default {
  name: 'image-editing',
  position: 140,
  edit: lazy(() => import('./ImageEditing')),
  messages,
  // It mirrors the API's guard: editing a photo is a moderation decision.
  access: canModerate,
} satisfies AdminResource;
