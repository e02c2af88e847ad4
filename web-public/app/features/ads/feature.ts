import { defineFeature } from '../feature';
import type { ADS } from './i18n';
import type { pl } from './i18n/pl';

/** The ads feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const adsFeature = defineFeature<typeof ADS, typeof pl>({
  name: 'ads',
  pages: {
    adDetail: 'routes/ad-detail.tsx',
    addAd: 'routes/add-ad.tsx',
    editAd: 'routes/edit-ad.tsx',
    userAds: 'routes/user-ads.tsx',
  },
});
