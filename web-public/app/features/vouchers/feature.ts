import { defineFeature } from '../feature';
import type { VOUCHERS } from './i18n';
import type { pl } from './i18n/pl';

/** The vouchers feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const vouchersFeature = defineFeature<typeof VOUCHERS, typeof pl>({
  name: 'vouchers',
  pages: {
    voucher: 'routes/voucher.tsx',
  },
});
