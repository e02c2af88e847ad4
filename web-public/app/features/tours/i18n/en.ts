import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `tours` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  tours: {
    title: 'Tours',
    intro:
      'Going to another city? Announce a tour: on its days your ad also appears in that city\'s lists, marked "on tour", and leaves them by itself after the last day. A tour takes effect at once, without moderation.',
    rules:
      'A tour lasts 1 to 30 days and starts today at the earliest, 180 days from now at the latest. An ad can have up to 5 current or upcoming tours, none overlapping another.',
    ad: 'Ad: {{title}} · {{city}}',
    back: 'Back to my ads',
    groups: {
      current: 'Now',
      upcoming: 'Upcoming',
      past: 'Past',
    },
    state: {
      upcoming: 'upcoming',
      current: 'on now',
      ended: 'ended',
      cancelled: 'cancelled',
    },
    empty: 'This ad has no tours yet. Announce the first one below.',
    cancel: 'Cancel',
    cancelling: 'Cancelling…',
    cancelled: 'Tour cancelled: {{city}}, {{dates}}.',
    announced: 'Tour announced: {{city}}, {{dates}}.',
    notLive: 'Only an active ad can announce a tour. Reactivate or renew the ad to add one.',
    stale: 'The ad changed in the meantime. It is shown as it is now — please try again.',
    failed: 'That did not work. Please try again in a moment.',
    form: {
      title: 'Announce a tour',
      province: 'Province*',
      city: 'City*',
      choose: 'Choose…',
      chooseProvinceFirst: 'Choose a province first',
      startsOn: 'From*',
      endsOn: 'Until (inclusive)*',
      required: 'This field is required.',
      submit: 'Announce the tour',
      pending: 'Announcing…',
    },
    seo: {
      title: 'Tours: {{title}}',
      description: 'Announce a tour of your ad to another city.',
    },
  },
};
