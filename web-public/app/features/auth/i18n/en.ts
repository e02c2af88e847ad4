import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `auth` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  auth: {
    loginTitle: 'Log in',
    loginIntro: 'Log in to add ads and manage your account.',
    registerTitle: 'Register',
    registerIntro: 'Create a free account and add your ad.',
    login: 'Login*',
    password: 'Password*',
    email: 'E-mail*',
    passwordConfirmation: 'Repeat password*',
    terms: 'I accept the terms of service*',
    loginSubmit: 'Log in',
    registerSubmit: 'Create account',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
    forgot: 'Forgot your password?',
  },
  seo: {
    loginTitle: 'Log in | anonse',
    loginDescription: 'Log in to anonse.',
    registerTitle: 'Register | anonse',
    registerDescription: 'Create a free anonse account.',
  },
};
