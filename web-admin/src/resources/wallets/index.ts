import { lazy } from 'react';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { canAudit } from '#admin/auth/staff-roles';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { WalletRecord } from './types';

/** The `wallets` resource (/admin/wallets, API /api/admin/wallets): `{ list, show, icon }`, lazy-loaded pages. */
export default {
  name: 'wallets',
  position: 70,
  list: lazy(() => import('./WalletList')),
  show: lazy(() => import('./WalletShow')),
  icon: AccountBalanceWalletIcon,
  recordRepresentation: (r: WalletRecord) => r.login ?? r.id,
  messages,
  // It mirrors the API's guard: ledgers are read by administrators and auditors.
  access: canAudit,
} satisfies AdminResource;
