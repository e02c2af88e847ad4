import { defineFeature } from '../feature';
import type { WALLET } from './i18n';
import type { pl } from './i18n/pl';

/** The wallet feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const walletFeature = defineFeature<typeof WALLET, typeof pl>({
  name: 'wallet',
  pages: {
    wallet: 'routes/wallet.tsx',
  },
});
