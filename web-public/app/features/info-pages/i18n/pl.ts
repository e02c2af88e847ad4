/**
 * Namespace `info`: the frame of the information pages (their texts are content: articles of kind `page`).
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  info: {
    pagesNav: 'Informacje o serwisie',
    related: 'Zobacz także',
    title: '{{title}} | anonse',
    prices: {
      packagesHeading: 'Pakiety punktów',
      packagesNote: 'Ceny brutto (z VAT). Płatność jednorazowa, bez subskrypcji; punkty nie wygasają.',
      package: 'Pakiet',
      price: 'Cena',
      perPoint: 'Za punkt',
      points: '{{count}} pkt',
      buy: 'Kup',
      buyLabel: 'Kup {{points}} pkt za {{price}}',
      loginToBuy: 'Zaloguj się, aby kupić',
      promotionHeading: 'Wyróżnienie ogłoszenia',
      days: 'Liczba dni',
      cost: 'Koszt',
      daysValue_one: '{{count}} dzień',
      daysValue_few: '{{count}} dni',
      daysValue_many: '{{count}} dni',
      daysValue_other: '{{count}} dnia',
      bumpHeading: 'Podbicie ogłoszenia',
      bump: 'Jednorazowe przeniesienie ogłoszenia na górę listy: {{points}} pkt.',
    },
  },
};
