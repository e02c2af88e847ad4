import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `payments` in English: the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  payments: {
    seo: { title: 'Payments | anonse', description: 'Buy points to promote your ads and check the status of a payment.' },
    title: 'Payments',
    intro: 'Buy a points package. You spend points on promoting or bumping an ad; prices are on the pricing page.',
    pricingLink: 'See pricing',
    packages: {
      heading: 'Points packages',
      points_one: '{{count}} point',
      points_few: '{{count}} points',
      points_many: '{{count}} points',
      points_other: '{{count}} points',
      buy: 'Buy for {{price}}',
      buying: 'Taking you to the payment…',
      chosen: 'Chosen package',
      error: 'The payment could not be started. Please try again in a moment.',
    },
    order: {
      heading: 'Payment status',
      pending: 'Waiting for the provider to confirm the payment…',
      confirmed: 'Payment confirmed. Adding the points to your account…',
      credited: 'Done! {{points}} points have been added to your account.',
      failed: 'The payment failed. No money or points were taken — you can try again.',
      cancelled: 'The payment was cancelled. You can choose a package again.',
      notFound: 'This payment was not found. Check the link or choose a package below.',
      loadError: 'The payment status could not be checked. Refresh the page in a moment.',
      slow: 'Confirmation is taking longer than usual. The points will appear by themselves once the provider confirms the payment — you may close this page.',
      checking: 'Checking…',
      refresh: 'Refresh status',
      summary: '{{points}} points for {{price}}',
    },
    history: {
      heading: 'Payment history',
      empty: 'You have no payments yet. Choose a package above to buy points.',
      date: 'Date',
      package: 'Package',
      amount: 'Amount',
      status: 'Status',
      statuses: { pending: 'pending', confirmed: 'paid', credited: 'points added', failed: 'failed', cancelled: 'cancelled' },
    },
  },
};
