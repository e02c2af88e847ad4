import { infoTexts } from '../page-texts';

export const about = infoTexts({
  pl: {
    title: 'O nas',
    description:
      'anonse to darmowy serwis ogłoszeń towarzyskich dla dorosłych z całej Polski. Poznaj nasze zasady: weryfikacja, prywatność i bezpieczeństwo.',
    lead: 'anonse to serwis ogłoszeń towarzyskich dla osób pełnoletnich z całej Polski. Łączymy ogłoszeniodawców z osobami, które szukają ich ofert — prosto, dyskretnie i bez opłat za dodanie anonsu.',
    sections: [
      {
        heading: 'Co robimy',
        paragraphs: [
          'Prowadzimy katalog ogłoszeń uporządkowany według województw, miast, dzielnic i kategorii. Odwiedzający mogą przeglądać i wyszukiwać anonse bez zakładania konta, a zarejestrowani użytkownicy dodają i prowadzą własne ogłoszenia.',
          'Serwis działa w języku polskim i angielskim, dzięki czemu z ogłoszeń mogą korzystać także osoby przyjezdne.',
        ],
      },
      {
        heading: 'Jak działamy',
        items: [
          'Dodanie anonsu jest bezpłatne.',
          'Każdy anons jest sprawdzany przez administratora przed publikacją. Dopiero po akceptacji pojawia się w wybranym mieście.',
          'Ogłoszeniodawca może zweryfikować anons, przesyłając dwa zdjęcia weryfikacyjne — zweryfikowane anonse otrzymują oznaczenie.',
          'Anons można wyróżnić za punkty na wybraną liczbę dni, aby był lepiej widoczny.',
          'Na prośbę ogłoszeniodawcy pomagamy zamazać twarz, znaki szczególne lub tatuaże na zdjęciach.',
        ],
      },
      {
        heading: 'Prywatność na pierwszym miejscu',
        paragraphs: [
          'Wiemy, że dyskrecja jest dla naszych użytkowników kluczowa. Dane osobowe z anonsów przechowujemy w sposób pozwalający je trwale usunąć, zdjęcia weryfikacyjne nigdy nie są publiczne, a ze zdjęć usuwamy metadane (np. lokalizację i model aparatu). Szczegóły opisuje polityka prywatności.',
        ],
      },
      {
        heading: 'Dla kogo jest serwis',
        paragraphs: [
          'Serwis jest przeznaczony wyłącznie dla osób, które ukończyły 18 lat. Nie tolerujemy treści z udziałem osób niepełnoletnich, treści publikowanych bez zgody osób, których dotyczą, ani ogłoszeń związanych z jakąkolwiek formą przymusu. Takie treści usuwamy, a konta blokujemy.',
        ],
      },
    ],
  },
  en: {
    title: 'About us',
    description: 'anonse is a free adult classified-ads service covering all of Poland. Learn how we work: moderation, privacy and safety.',
    lead: 'anonse is a classified-ads service for adults across Poland. We connect advertisers with people looking for their offers — simply, discreetly and with no fee for posting an ad.',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'We run a directory of ads organised by province, city, district and category. Visitors can browse and search without an account; registered users post and manage their own ads.',
          'The service is available in Polish and English, so visitors from abroad can use it too.',
        ],
      },
      {
        heading: 'How it works',
        items: [
          'Posting an ad is free.',
          'An administrator checks every ad before it is published. Only then does it appear in the chosen city.',
          'Advertisers can verify an ad by sending two verification photos — verified ads get a badge.',
          'An ad can be highlighted for a chosen number of days using points, so more people see it.',
          'On request we help blur faces, distinguishing marks or tattoos in photos.',
        ],
      },
      {
        heading: 'Privacy first',
        paragraphs: [
          'We know discretion matters to our users. Personal data in ads is stored so that it can be erased for good, verification photos are never public, and we strip metadata (such as location and camera model) from photos. The privacy policy explains the details.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'The service is intended only for people aged 18 or over. We do not tolerate content involving minors, content published without the consent of the people it concerns, or ads connected with any form of coercion. Such content is removed and the accounts are blocked.',
        ],
      },
    ],
  },
});
