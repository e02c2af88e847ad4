import { infoTexts } from '../page-texts';

export const adTypes = infoTexts({
  pl: {
    title: 'Rodzaje ogłoszeń',
    description: 'Kategorie anonsów w serwisie anonse oraz różnica między anonsem zwykłym, zweryfikowanym i wyróżnionym.',
    lead: 'Każdy anons należy do jednej kategorii i jest przypisany do województwa, miasta i — w największych miastach — dzielnicy. Dzięki temu odwiedzający szybko znajdują oferty w swojej okolicy.',
    sections: [
      {
        heading: 'Kategorie',
        paragraphs: [
          'Przy dodawaniu anonsu wybierasz kategorię, która najlepiej opisuje ofertę: kobieta, mężczyzna, para, trans, BDSM, masaż lub striptiz. Ogłoszenia można też przeglądać według usług, na przykład klimatu GFE, sex telefonu i pokazów online. Wybierz kategorię zgodną z treścią — anonsy w niewłaściwej kategorii mogą zostać odrzucone.',
        ],
      },
      {
        heading: 'Anons zwykły',
        paragraphs: [
          'Darmowy anons widoczny w wybranym mieście po akceptacji administratora. Zawiera tytuł, opis, dane o osobie, usługi, cennik, godziny pracy i numer telefonu.',
        ],
      },
      {
        heading: 'Anons zweryfikowany',
        paragraphs: [
          'Anons, którego autor przesłał dwa zdjęcia weryfikacyjne potwierdzające, że zdjęcia w ogłoszeniu przedstawiają tę samą osobę. Otrzymuje oznaczenie „Zweryfikowany”, a odwiedzający mogą wyszukiwać tylko takie ogłoszenia. Zdjęcia weryfikacyjne nigdy nie są publikowane.',
        ],
      },
      {
        heading: 'Anons wyróżniony',
        paragraphs: [
          'Anons promowany za punkty przez wybraną liczbę dni. Jest oznaczony jako „Wyróżniony” i lepiej widoczny na listach ogłoszeń. Więcej na stronie „Promowanie ogłoszeń”.',
        ],
      },
      {
        heading: 'Salony masażu',
        paragraphs: [
          'Salony masażu mają własne strony z opisem i listą ofert. Strona salonu jest publiczna po zatwierdzeniu przez administratora.',
        ],
      },
    ],
  },
  en: {
    title: 'Types of ads',
    description: 'Ad categories on anonse and the difference between a standard, a verified and a highlighted ad.',
    lead: 'Every ad belongs to one category and is assigned to a province, a city and — in the largest cities — a district, so visitors quickly find offers near them.',
    sections: [
      {
        heading: 'Categories',
        paragraphs: [
          'When you add an ad you choose the category that best describes it: woman, man, couple, trans, BDSM, massage or striptease. Ads can also be browsed by service, such as GFE, phone services and online shows. Please choose a category that matches the content — ads in the wrong category may be rejected.',
        ],
      },
      {
        heading: 'Standard ad',
        paragraphs: [
          'A free ad shown in the chosen city once an administrator approves it. It includes a title, description, personal details, services, prices, working hours and a phone number.',
        ],
      },
      {
        heading: 'Verified ad',
        paragraphs: [
          'An ad whose author sent two verification photos confirming that the photos in the ad show the same person. It carries a “Verified” badge, and visitors can search for verified ads only. Verification photos are never published.',
        ],
      },
      {
        heading: 'Highlighted ad',
        paragraphs: [
          'An ad promoted with points for a chosen number of days. It is marked “Highlighted” and stands out in the listings. See “Ad promotion” for details.',
        ],
      },
      {
        heading: 'Massage parlours',
        paragraphs: [
          'Massage parlours have their own pages with a description and their offers. A parlour page becomes public after an administrator approves it.',
        ],
      },
    ],
  },
});
