import { defineFeature } from '../feature';
import type { SAVED_SEARCHES } from './i18n';
import type { pl } from './i18n/pl';

/** The saved-searches feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const savedSearchesFeature = defineFeature<typeof SAVED_SEARCHES, typeof pl>({
  name: 'saved-searches',
  pages: {
    savedSearches: 'routes/saved-searches.tsx',
    savedSearchUnsubscribe: 'routes/saved-search-unsubscribe.tsx',
  },
});
