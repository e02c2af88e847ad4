import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `info` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  info: {
    pagesNav: 'About the service',
    related: 'See also',
    title: '{{title}} | anonse',
    prices: {
      packagesHeading: 'Points packages',
      packagesNote: 'Gross prices (VAT included). A one-off payment, no subscription; points do not expire.',
      package: 'Package',
      price: 'Price',
      perPoint: 'Per point',
      points: '{{count}} pts',
      buy: 'Buy',
      buyLabel: 'Buy {{points}} points for {{price}}',
      loginToBuy: 'Log in to buy',
      promotionHeading: 'Promoting an ad',
      days: 'Days',
      cost: 'Cost',
      daysValue_one: '{{count}} day',
      daysValue_few: '{{count}} days',
      daysValue_many: '{{count}} days',
      daysValue_other: '{{count}} days',
      bumpHeading: 'Bumping an ad',
      bump: 'Moving an ad to the top of its lists once: {{points}} points.',
    },
  },
};
