import { defineFeature } from '../feature';
import type { VERIFICATION } from './i18n';
import type { pl } from './i18n/pl';

/** The verification feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const verificationFeature = defineFeature<typeof VERIFICATION, typeof pl>({
  name: 'verification',
  pages: {
    verification: 'routes/verification.tsx',
  },
});
