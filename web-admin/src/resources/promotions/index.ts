import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import { canAdminister } from '#admin/auth/staff-roles';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { PromotionRecord } from './types';

/** The `promotions` resource (/admin/promotions, API /api/admin/promotions): promotions in force, ended with a refund. */
export default {
  name: 'promotions',
  position: 50,
  list: lazy(() => import('./PromotionList')),
  icon: CampaignIcon,
  recordRepresentation: (r: PromotionRecord) => r.adTitle ?? r.adId,
  messages,
  // It mirrors the API's guard: ending a promotion with a refund is the administrators'.
  access: canAdminister,
} satisfies AdminResource;
