import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import { canAudit } from '#admin/auth/staff-roles';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { PaymentRecord } from './types';

/** The `payments` resource (/admin/payments, API /api/admin/payments): orders of points, read only. */
export default {
  name: 'payments',
  position: 40,
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: PaymentsIcon,
  recordRepresentation: (r: PaymentRecord) => r.id,
  messages,
  // It mirrors the API's guard: payments are read by administrators and auditors.
  access: canAudit,
} satisfies AdminResource;
