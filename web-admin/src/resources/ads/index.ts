import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { AdRecord } from './types';

/** The `ads` resource (/admin/ads, API /api/admin/ads): `{ list, show, icon }`, lazy-loaded pages. */
export default {
  name: 'ads',
  position: 20,
  list: lazy(() => import('./AdList')),
  show: lazy(() => import('./AdShow')),
  icon: CampaignIcon,
  recordRepresentation: (r: AdRecord) => r.fields?.title ?? String(r.id),
  messages,
} satisfies AdminResource;

/** The queue of ads awaiting verification, the console's home (/admin/dashboard/). */
export const AdPendingList = lazy(() => import('./AdPendingList'));
