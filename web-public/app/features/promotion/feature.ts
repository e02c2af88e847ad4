import { defineFeature } from '../feature';
import type { PROMOTION } from './i18n';
import type { pl } from './i18n/pl';

/** The promotion feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const promotionFeature = defineFeature<typeof PROMOTION, typeof pl>({
  name: 'promotion',
  pages: {
    promo: 'routes/promo.tsx',
  },
});
