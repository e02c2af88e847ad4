import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `promotion` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  promotion: {
    title: 'Promote an ad',
    intro: 'A promoted ad is shown at the top of the lists of its city and category. You pay with points from your wallet.',
    guest: {
      text: 'Log in to promote an ad. You can promote your own active (approved) ads.',
      login: 'Log in',
      priceList: 'Promotion prices',
    },
    balance: 'Your points: {{balance}}',
    balanceUnknown: 'Your balance could not be read.',
    topUp: 'Top up points',
    noAds: 'You have no active ad. Only an ad approved by a moderator can be promoted.',
    addAd: 'Add an ad',
    pickAd: '1. Choose an ad',
    pickDays: '2. Choose the number of days',
    daysOption: '{{days}} days — {{points}} points',
    oneDayOption: '1 day — {{points}} points',
    promotedUntil: 'promoted until {{date}}',
    summary: 'Promoting “{{title}}” for {{days}} days costs {{points}} points.',
    extends: 'The ad is promoted already: the new days are added to the end of the current promotion.',
    notEnough: 'You do not have enough points for this promotion.',
    buy: 'Promote',
    confirmTitle: 'Confirm the purchase',
    confirmText: '{{points}} points will be taken from your wallet. Continue?',
    confirm: 'Yes, promote',
    cancel: 'Cancel',
    pending: 'Working…',
    done: 'Done! “{{title}}” is promoted until {{date}}.',
    refunded: 'The ad could not be promoted (it is no longer active). {{points}} points are back in your wallet.',
    waiting: 'Order accepted; the promotion starts in a moment. Reload the page to see when it ends.',
    failed: 'That did not work. Please try again in a moment.',
    bump: {
      title: 'Bump',
      text: 'A bump moves the ad to the top of its lists once, for {{points}} points.',
      action: 'Bump for {{points}} points',
      done: '“{{title}}” has been moved to the top of its lists.',
    },
    seo: {
      title: 'Promote an ad',
      description: 'Promote your ad to the top of the lists, or bump it with one click.',
    },
  },
};
