import { defineFeature } from '../feature';
import type { MEDIA } from './i18n';
import type { pl } from './i18n/pl';

/** The media feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const mediaFeature = defineFeature<typeof MEDIA, typeof pl>({
  name: 'media',
  pages: {},
});
