import { defineFeature } from '../feature';
import type { PRIVACY } from './i18n';
import type { pl } from './i18n/pl';

/** The privacy feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const privacyFeature = defineFeature<typeof PRIVACY, typeof pl>({
  name: 'privacy',
  pages: {
    accountSettings: 'routes/account-settings.tsx',
  },
});
