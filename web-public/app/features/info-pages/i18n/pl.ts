/**
 * Namespace `info`: the frame of the information pages (their long texts are in ../content/).
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  info: {
    pagesNav: 'Informacje o serwisie',
    related: 'Zobacz także',
    title: '{{title}} | anonse',
  },
};
