/**
 * Namespace `notifications`: the header bell. Polish, the default language; `en.ts` has the same keys.
 * The notices' own texts come from the API, already in the page's language.
 */
export const pl = {
  notifications: {
    bell: 'Powiadomienia',
    bellUnread: 'Powiadomienia, nieprzeczytane: {{count}}',
    title: 'Powiadomienia',
    markAll: 'Oznacz wszystkie jako przeczytane',
    empty: 'Brak powiadomień',
    unread: 'nieprzeczytane',
  },
};
