import type { Messages } from '../messages/translation';

// 200 = MAX_FORUM_FOLLOWS (API texts take no parameters).
const pl = {
  tooMany: 'Możesz obserwować najwyżej 200 tematów i kategorii. Przestań obserwować któreś, aby dodać nowe.',
  targetNotFound: 'Nie ma takiego tematu ani kategorii.',
  invalidToken:
    'Ten link do wypisania się jest nieprawidłowy. Skopiuj go w całości z e-maila albo zmień ustawienie na stronie obserwowanych.',
};

/** Namespace `forumFollows`: following topics and categories, the daily e-mail and its one-click unsubscribe. */
export const FORUM_FOLLOWS_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    tooMany: 'You can follow at most 200 topics and categories. Stop following one to add another.',
    targetNotFound: 'There is no such topic or category.',
    invalidToken:
      'This unsubscribe link is not valid. Copy it whole from the e-mail, or change the setting on the page of what you follow.',
  },
};
