import { defineFeature } from '../feature';
import type { PAYMENTS } from './i18n';
import type { pl } from './i18n/pl';

/** The payments feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const paymentsFeature = defineFeature<typeof PAYMENTS, typeof pl>({
  name: 'payments',
  pages: {
    payment: 'routes/payment.tsx',
  },
});
