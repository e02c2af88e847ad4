import { lazy } from 'react';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { canModerate } from '#admin/auth/staff-roles';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { VerificationRecord } from './types';

/** The `verifications` resource (/admin/verifications, API /api/admin/verifications): the moderators' queue. */
export default {
  name: 'verifications',
  position: 60,
  list: lazy(() => import('./VerificationList')),
  show: lazy(() => import('./VerificationShow')),
  icon: VerifiedUserIcon,
  recordRepresentation: (r: VerificationRecord) => r.login ?? r.accountId,
  messages,
  // It mirrors the API's guard: verification photos are the moderators' (an auditor never sees them).
  access: canModerate,
} satisfies AdminResource;
