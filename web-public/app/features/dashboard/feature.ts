import { defineFeature } from '../feature';
import type { DASHBOARD } from './i18n';
import type { pl } from './i18n/pl';

/** The dashboard feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const dashboardFeature = defineFeature<typeof DASHBOARD, typeof pl>({
  name: 'dashboard',
  pages: {
    dashboard: 'routes/dashboard.tsx',
  },
});
