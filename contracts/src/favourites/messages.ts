import type { Messages } from '../messages/translation';

// 200 = MAX_FAVOURITES (API texts take no parameters).
const pl = {
  tooMany: 'Możesz mieć najwyżej 200 ulubionych ogłoszeń. Usuń któreś, aby dodać nowe.',
};

/** Namespace `favourites`. */
export const FAVOURITES_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    tooMany: 'You can keep at most 200 favourite ads. Remove one to add another.',
  },
};
