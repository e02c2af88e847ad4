import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `wallet` in English: the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  wallet: {
    seo: { title: 'Points wallet | anonse', description: 'Your balance of points and the history of every change.' },
    title: 'Wallet',
    intro: 'You spend points on promoting and bumping your ads. Every operation is listed below, with your balance after it.',
    balance: 'Balance',
    points_one: '{{count}} point',
    points_few: '{{count}} points',
    points_many: '{{count}} points',
    points_other: '{{count}} points',
    buy: 'Buy points',
    voucher: 'Activate a voucher',
    promote: 'Promote an ad',
    history: 'History',
    loading: 'Loading…',
    empty: {
      title: 'No operations yet',
      text: 'Buy a points package or activate a voucher: your points and every change to them will show up here.',
    },
    columns: { date: 'Date', description: 'Operation', points: 'Points', balanceAfter: 'Balance after' },
    entry: {
      voucher: 'Voucher activated',
      payment: 'Points purchase',
      grant: 'Points from the administrators',
      grantReason: 'Points from the administrators: {{reason}}',
      promotion_one: 'Promotion of “{{title}}” for {{count}} day',
      promotion_few: 'Promotion of “{{title}}” for {{count}} days',
      promotion_many: 'Promotion of “{{title}}” for {{count}} days',
      promotion_other: 'Promotion of “{{title}}” for {{count}} days',
      promotionGone_one: 'Promotion of an ad (no longer available) for {{count}} day',
      promotionGone_few: 'Promotion of an ad (no longer available) for {{count}} days',
      promotionGone_many: 'Promotion of an ad (no longer available) for {{count}} days',
      promotionGone_other: 'Promotion of an ad (no longer available) for {{count}} days',
      bump: 'Bump of “{{title}}”',
      bumpGone: 'Bump of an ad (no longer available)',
      deduction: 'Correction by the administrators',
      deductionReason: 'Correction by the administrators: {{reason}}',
      refund: 'Points refunded',
      refundReason: 'Points refunded: {{reason}}',
    },
    refundReasons: {
      refundAdNotPromotable: 'the ad could not be promoted (it is no longer active)',
      refundPromotionEnded: 'unused days of a promotion ended by the administrators',
    },
    pageOf: 'Page {{page}} of {{pages}}',
    newer: '← Newer',
    older: 'Older →',
  },
};
