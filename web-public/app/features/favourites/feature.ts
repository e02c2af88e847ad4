import { defineFeature } from '../feature';
import type { FAVOURITES } from './i18n';
import type { pl } from './i18n/pl';

/** The favourites feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const favouritesFeature = defineFeature<typeof FAVOURITES, typeof pl>({
  name: 'favourites',
  pages: {
    favourites: 'routes/favourites.tsx',
  },
});
