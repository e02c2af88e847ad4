import { defineFeature } from '../feature';
import type { ACCOUNT_EMAIL } from './i18n';
import type { pl } from './i18n/pl';

/** The account-email feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const accountEmailFeature = defineFeature<typeof ACCOUNT_EMAIL, typeof pl>({
  name: 'account-email',
  pages: {
    confirmEmail: 'routes/confirm-email.tsx',
    emailSettings: 'routes/email-settings.tsx',
  },
});
