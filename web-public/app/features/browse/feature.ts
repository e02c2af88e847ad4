import { defineFeature } from '../feature';
import type { BROWSE } from './i18n';
import type { pl } from './i18n/pl';

/** The browse feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const browseFeature = defineFeature<typeof BROWSE, typeof pl>({
  name: 'browse',
  pages: {
    home: 'routes/home.tsx',
    adList: 'routes/ad-list.tsx',
    eroticAds: 'routes/ad-list.tsx',
    escorts: 'routes/ad-list.tsx',
    massages: 'routes/ad-list.tsx',
    services: 'routes/ad-list.tsx',
    serviceIndex: 'routes/service-index.tsx',
    sitemap: 'routes/html-sitemap.tsx',
    sitemapRegions: 'routes/html-sitemap.tsx',
    sitemapProvinces: 'routes/html-sitemap.tsx',
  },
});
