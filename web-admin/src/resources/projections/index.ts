import { lazy } from 'react';
import StorageIcon from '@mui/icons-material/Storage';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/** The `projections` resource (/admin/projections, API /api/admin/projections): read models against the log, rebuilds. */
export default {
  name: 'projections',
  position: 120,
  list: lazy(() => import('./ProjectionList')),
  icon: StorageIcon,
  messages,
} satisfies AdminResource;
