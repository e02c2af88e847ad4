import { infoTexts } from '../page-texts';

export const promoInfo = infoTexts({
  pl: {
    title: 'Promowanie ogłoszeń',
    description: 'Jak wyróżnić anons w serwisie anonse: punkty, wybrana liczba dni i oznaczenie „Wyróżniony”.',
    lead: 'Wyróżnienie sprawia, że anons jest lepiej widoczny na listach ogłoszeń w Twoim mieście. Promujesz go za punkty, na tyle dni, ile chcesz.',
    sections: [
      {
        heading: 'Jak to działa',
        items: [
          'Wyróżnić można anons, który został zaakceptowany przez administratora.',
          'Wybierasz liczbę dni promocji, a z Twojego konta pobierana jest odpowiednia liczba punktów.',
          'Przez ten czas anons ma oznaczenie „Wyróżniony” i jest eksponowany na listach ogłoszeń.',
          'Po zakończeniu okresu promocji anons pozostaje opublikowany jako zwykłe ogłoszenie.',
        ],
      },
      {
        heading: 'Punkty',
        paragraphs: [
          'Punkty doładujesz w panelu użytkownika. Liczbę punktów za dzień wyróżnienia oraz ceny pakietów ogłosimy w cenniku, gdy promowanie zostanie udostępnione.',
        ],
      },
      {
        heading: 'Jak zwiększyć skuteczność anonsu bez opłat',
        items: [
          'Napisz konkretny tytuł i rzetelny opis.',
          'Uzupełnij cennik, godziny pracy i usługi — odwiedzający filtrują po tych danych.',
          'Zweryfikuj anons, aby otrzymać oznaczenie „Zweryfikowany”.',
          'Wybierz właściwą kategorię i dzielnicę.',
        ],
      },
    ],
  },
  en: {
    title: 'Ad promotion',
    description: 'How to highlight an ad on anonse: points, a chosen number of days and the “Highlighted” badge.',
    lead: 'Highlighting makes your ad stand out in the listings of your city. You promote it with points, for as many days as you like.',
    sections: [
      {
        heading: 'How it works',
        items: [
          'Only an ad approved by an administrator can be highlighted.',
          'You choose the number of days, and the matching number of points is taken from your account.',
          'During that time the ad carries the “Highlighted” badge and is shown prominently in the listings.',
          'When the promotion ends, the ad stays published as a standard ad.',
        ],
      },
      {
        heading: 'Points',
        paragraphs: [
          'You top up points in your dashboard. The number of points per day and the package prices will be announced on the pricing page when promotion becomes available.',
        ],
      },
      {
        heading: 'Free ways to make your ad work better',
        items: [
          'Write a clear title and an honest description.',
          'Fill in prices, working hours and services — visitors filter by them.',
          'Verify your ad to get the “Verified” badge.',
          'Choose the right category and district.',
        ],
      },
    ],
  },
});
