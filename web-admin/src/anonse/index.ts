import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { AdRecord } from '../components/types';

/** The `anonse` resource (Posters Galore style: one folder, `{ list, show, icon }`), lazy-loaded pages. */
export default {
  list: lazy(() => import('./AnonseList')),
  show: lazy(() => import('./AnonseShow')),
  icon: CampaignIcon,
  recordRepresentation: (r: AdRecord) => r.fields?.title ?? String(r.id),
};
