import { defineFeature } from '../feature';
import type { PHONE } from './i18n';
import type { pl } from './i18n/pl';

/** The dashboard's "SMS użytkownika": a number verified by an SMS code (issue 25), listed in app/feature-list.ts. */
export const phoneFeature = defineFeature<typeof PHONE, typeof pl>({
  name: 'phone',
  pages: {
    phone: 'routes/phone.tsx',
  },
});
