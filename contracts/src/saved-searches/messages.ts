import type { Messages } from '../messages/translation';

// 20 = MAX_SAVED_SEARCHES (API texts take no parameters).
const pl = {
  tooMany: 'Możesz zapisać najwyżej 20 wyszukiwań. Usuń któreś, aby zapisać nowe.',
  notFound: 'Nie znaleziono zapisanego wyszukiwania.',
  invalidQuery: 'Tych filtrów nie da się zapisać: otwórz wyszukiwanie jeszcze raz i spróbuj ponownie.',
  nothingToChange: 'Podaj nową nazwę albo ustawienie e-maila.',
  invalidToken: 'Ten link do wypisania się jest nieprawidłowy. Skopiuj go w całości z e-maila albo zmień ustawienie w panelu.',
};

/** Namespace `savedSearches`: saved searches, their alerts and the one-click unsubscribe. */
export const SAVED_SEARCHES_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    tooMany: 'You can save at most 20 searches. Delete one to save another.',
    notFound: 'The saved search was not found.',
    invalidQuery: 'These filters cannot be saved: open the search again and try once more.',
    nothingToChange: 'Give a new name or an e-mail setting.',
    invalidToken: 'This unsubscribe link is not valid. Copy it whole from the e-mail, or change the setting in your dashboard.',
  },
};
