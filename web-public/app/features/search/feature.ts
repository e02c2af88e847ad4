import { defineFeature } from '../feature';
import type { SEARCH } from './i18n';
import type { pl } from './i18n/pl';

/** The search feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const searchFeature = defineFeature<typeof SEARCH, typeof pl>({
  name: 'search',
  pages: {
    search: 'routes/search.tsx',
  },
});
