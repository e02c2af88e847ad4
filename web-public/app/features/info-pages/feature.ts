import { defineFeature } from '../feature';
import type { INFO } from './i18n';
import type { pl } from './i18n/pl';

/** The info-pages feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const infoPagesFeature = defineFeature<typeof INFO, typeof pl>({
  name: 'info-pages',
  pages: {
    // Static information pages: one module, the page is picked from the path.
    terms: 'routes/info-page.tsx',
    privacy: 'routes/info-page.tsx',
    advertising: 'routes/info-page.tsx',
    about: 'routes/info-page.tsx',
    security: 'routes/info-page.tsx',
    adTypes: 'routes/info-page.tsx',
    promoInfo: 'routes/info-page.tsx',
    pricing: 'routes/info-page.tsx',
  },
});
