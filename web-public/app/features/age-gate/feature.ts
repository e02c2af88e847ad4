import { defineFeature } from '../feature';
import type { AGE_GATE } from './i18n';
import type { pl } from './i18n/pl';

/** The age-gate feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const ageGateFeature = defineFeature<typeof AGE_GATE, typeof pl>({
  name: 'age-gate',
  pages: {},
});
