import { infoTexts } from '../page-texts';

export const pricing = infoTexts({
  pl: {
    title: 'Cennik',
    description: 'Cennik serwisu anonse: dodawanie anonsów jest darmowe, płatne jest jedynie opcjonalne wyróżnienie za punkty.',
    lead: 'Podstawowe korzystanie z serwisu jest bezpłatne. Płacisz wyłącznie za opcjonalne wyróżnienie anonsu, rozliczane w punktach.',
    sections: [
      {
        heading: 'Bezpłatnie',
        items: [
          'Założenie konta.',
          'Dodanie anonsu i jego publikacja po akceptacji administratora.',
          'Zmiana miasta, numeru telefonu i godzin pracy w opublikowanym anonsie.',
          'Przeglądanie i wyszukiwanie ogłoszeń.',
        ],
      },
      {
        heading: 'Za punkty',
        items: [
          'Wyróżnienie anonsu na wybraną liczbę dni — koszt w punktach podaje tabela powyżej.',
          'Podbicie anonsu na górę listy — jednorazowo, za punkty.',
          'Punkty kupisz w pakietach w panelu użytkownika (Płatności).',
        ],
      },
      {
        heading: 'Dobrze wiedzieć',
        paragraphs: [
          'Nie pobieramy żadnych opłat poza punktami kupionymi w panelu użytkownika. Serwis nigdy nie prosi o płatności przelewem na prywatne konto, kodem BLIK ani przez komunikatory — takie prośby to próba oszustwa. Pytania o rozliczenia kieruj na kontakt@anonse.example.',
        ],
      },
    ],
  },
  en: {
    title: 'Pricing',
    description: 'anonse pricing: posting ads is free; only the optional highlighting of an ad is paid, in points.',
    lead: 'Basic use of the service is free. You pay only for optionally highlighting an ad, charged in points.',
    sections: [
      {
        heading: 'Free',
        items: [
          'Creating an account.',
          'Posting an ad and having it published after an administrator approves it.',
          'Changing the city, phone number and working hours of a published ad.',
          'Browsing and searching ads.',
        ],
      },
      {
        heading: 'With points',
        items: [
          'Highlighting an ad for a chosen number of days — the cost in points is in the table above.',
          'Bumping an ad to the top of its lists — once, for points.',
          'Points are sold in packages in your dashboard (Payments).',
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          'We charge nothing beyond points bought in your dashboard. The service never asks for payment by transfer to a private account, by BLIK code or through messengers — such requests are a scam. Send billing questions to kontakt@anonse.example.',
        ],
      },
    ],
  },
});
