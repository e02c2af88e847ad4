import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { SalonRecord } from './types';

/** The `salons` resource (/admin/salons/, API /api/admin/salons): massage salons and their moderation. */
export default {
  name: 'salons',
  position: 150,
  list: lazy(() => import('./SalonList')),
  show: lazy(() => import('./SalonShow')),
  icon: StorefrontIcon,
  recordRepresentation: (r: SalonRecord) => r.name,
  messages,
} satisfies AdminResource;
