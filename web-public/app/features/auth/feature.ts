import { defineFeature } from '../feature';
import type { AUTH } from './i18n';
import type { pl } from './i18n/pl';

/** The auth feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const authFeature = defineFeature<typeof AUTH, typeof pl>({
  name: 'auth',
  pages: {
    login: 'routes/login.tsx',
    register: 'routes/register.tsx',
    forgotPassword: 'routes/forgot-password.tsx',
    resetPassword: 'routes/reset-password.tsx',
  },
});
