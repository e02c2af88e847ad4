import { defineFeature } from '../feature';
import type { REPORTS } from './i18n';
import type { pl } from './i18n/pl';

/** The reports feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const reportsFeature = defineFeature<typeof REPORTS, typeof pl>({
  name: 'reports',
  pages: {},
});
