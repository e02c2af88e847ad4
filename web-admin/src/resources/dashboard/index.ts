import { lazy } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/**
 * `/admin/dashboard/` as the `dashboard` resource's list page (queue cards, charts); not a simple-rest list: the
 * page fetches /api/admin/dashboard/queue and /charts itself. First in the menu.
 */
export default {
  name: 'dashboard',
  position: 10,
  list: lazy(() => import('./Dashboard')),
  icon: DashboardIcon,
  messages,
} satisfies AdminResource;
