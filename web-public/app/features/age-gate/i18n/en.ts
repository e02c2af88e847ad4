import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `ageGate` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  ageGate: {
    title: 'Adults only',
    text: 'This site contains content intended only for people aged 18 or over. By clicking “{{accept}}” you declare that you are at least 18 years old.',
    cookies: 'We use cookies to remember your choice and to run the site. By clicking “{{accept}}” you consent to this.',
    accept: 'I am 18 or older, enter',
    decline: 'Leave',
  },
};
