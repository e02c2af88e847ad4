import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/** The `audit` resource (/admin/audit, API /api/admin/audit/…): histories by id and the data access log; read-only. */
export default {
  name: 'audit',
  position: 110,
  list: lazy(() => import('./AuditPage')),
  icon: HistoryIcon,
  messages,
} satisfies AdminResource;
