import { lazy } from 'react';
import RedeemIcon from '@mui/icons-material/Redeem';
import { canAdminister } from '#admin/auth/staff-roles';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { VoucherBatchRecord } from './types';

/** The `vouchers` resource (/admin/vouchers, API /api/admin/vouchers): batches of single-use codes. */
export default {
  name: 'vouchers',
  position: 30,
  list: lazy(() => import('./VoucherList')),
  create: lazy(() => import('./VoucherCreate')),
  show: lazy(() => import('./VoucherShow')),
  icon: RedeemIcon,
  recordRepresentation: (r: VoucherBatchRecord) => r.label,
  messages,
  // It mirrors the API's guard: issuing codes is the administrators'.
  access: canAdminister,
} satisfies AdminResource;
