import type { Shape } from '../../../i18n/shape';
import type { pl } from './pl';

/** Namespace `info` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  info: {
    pagesNav: 'About the service',
    related: 'See also',
    title: '{{title}} | anonse',
  },
};
