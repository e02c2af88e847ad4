import { lazy } from 'react';
import ReportIcon from '@mui/icons-material/Report';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/** The `reports` resource (/admin/reports, API /api/admin/reports): visitors' reports, urgent ones first. */
export default {
  name: 'reports',
  position: 80,
  list: lazy(() => import('./ReportList')),
  show: lazy(() => import('./ReportShow')),
  icon: ReportIcon,
  messages,
} satisfies AdminResource;
