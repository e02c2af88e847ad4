import { defineFeature } from '../feature';
import type { SALONS } from './i18n';
import type { pl } from './i18n/pl';

/** The salons feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const salonsFeature = defineFeature<typeof SALONS, typeof pl>({
  name: 'salons',
  pages: {
    salons: 'routes/salons.tsx',
    salonsByCity: 'routes/salons.tsx',
    salon: 'routes/salon.tsx',
    salonCreate: 'routes/salon-form.tsx',
    salonEdit: 'routes/salon-form.tsx',
    dashboardSalons: 'routes/dashboard-salons.tsx',
  },
});
