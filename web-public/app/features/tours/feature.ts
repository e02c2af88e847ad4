import { defineFeature } from '../feature';
import type { TOURS } from './i18n';
import type { pl } from './i18n/pl';

/** The tours feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const toursFeature = defineFeature<typeof TOURS, typeof pl>({
  name: 'tours',
  pages: {
    adTours: 'routes/ad-tours.tsx',
  },
});
