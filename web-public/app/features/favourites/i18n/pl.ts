/**
 * Namespace `favourites`: the heart on ads and the dashboard's favourites.
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  favourites: {
    add: 'Dodaj do ulubionych',
    remove: 'Usuń z ulubionych',
    title: 'Ulubione',
    intro: 'Anonse, które zapisujesz sercem. Widzisz je tylko Ty.',
    count: 'Zapisane: {{count}} z {{limit}}',
    empty: 'Nie masz jeszcze ulubionych anonsów. Kliknij serce przy anonsie, aby go tu zapisać.',
    unavailable: 'Anons jest już niedostępny',
    unavailableHint: 'Został usunięty, wyłączony albo wygasł.',
    addedOn: 'dodano {{date}}',
    removeButton: 'Usuń',
    failed: 'Nie udało się zapisać zmiany. Spróbuj ponownie.',
    tooMany: 'Masz już najwięcej ulubionych, ile można zapisać. Usuń któreś, aby dodać nowe.',
    seo: {
      title: 'Ulubione anonse',
      description: 'Twoje zapisane anonse.',
    },
  },
};
