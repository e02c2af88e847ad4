import { defineFeature } from '../feature';
import type { CONTACT } from './i18n';
import type { pl } from './i18n/pl';

/** The contact feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const contactFeature = defineFeature<typeof CONTACT, typeof pl>({
  name: 'contact',
  pages: {
    contact: 'routes/contact.tsx',
  },
});
