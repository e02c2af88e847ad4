import { lazy } from 'react';
import WifiIcon from '@mui/icons-material/Wifi';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/** `/admin/online/` as the `online` resource's list page (GET /api/admin/online, polled every 10 s). */
export default {
  name: 'online',
  position: 130,
  list: lazy(() => import('./OnlineList')),
  icon: WifiIcon,
  messages,
} satisfies AdminResource;
