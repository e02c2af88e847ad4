import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `favourites` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  favourites: {
    add: 'Add to favourites',
    remove: 'Remove from favourites',
    title: 'Favourites',
    intro: 'The ads you saved with the heart. Only you can see them.',
    count: 'Saved: {{count}} of {{limit}}',
    empty: 'No favourite ads yet. Click the heart on an ad to save it here.',
    unavailable: 'This ad is no longer available',
    unavailableHint: 'It was deleted, switched off or has expired.',
    addedOn: 'added {{date}}',
    removeButton: 'Remove',
    failed: 'The change could not be saved. Please try again.',
    tooMany: 'You already keep as many favourites as you can. Remove one to add another.',
    seo: {
      title: 'Favourite ads',
      description: 'Your saved ads.',
    },
  },
};
