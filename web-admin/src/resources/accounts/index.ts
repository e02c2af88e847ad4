import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { AdminAccountDto } from '@anonse/contracts';
import type { AdminResource } from '../resource';
import * as messages from './i18n';

/** The `accounts` resource (/admin/accounts, API /api/admin/accounts): `{ list, show, icon }`, lazy-loaded pages. */
export default {
  name: 'accounts',
  position: 100,
  list: lazy(() => import('./AccountList')),
  show: lazy(() => import('./AccountShow')),
  icon: PeopleIcon,
  recordRepresentation: (r: Pick<AdminAccountDto, 'id' | 'login'> & { login: string | null }) => r.login ?? r.id,
  messages,
} satisfies AdminResource;
