import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { PaymentRecord } from './types';

/** The `payments` resource (/admin/payments, API /api/admin/payments): orders of points, read only. */
export default {
  name: 'payments',
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: PaymentsIcon,
  recordRepresentation: (r: PaymentRecord) => r.id,
  messages,
} satisfies AdminResource;
