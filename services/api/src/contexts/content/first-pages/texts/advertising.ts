import { infoTexts } from '../page-texts';

export const advertising = infoTexts({
  pl: {
    title: 'Reklama',
    description: 'Reklama w serwisie anonse: formy współpracy dla firm i salonów, zasady oraz kontakt.',
    lead: 'Serwis odwiedzają dorośli z całej Polski, którzy szukają ofert w konkretnych miastach. Jeśli prowadzisz działalność skierowaną do pełnoletnich odbiorców, możesz do nich dotrzeć przez reklamę w serwisie.',
    sections: [
      {
        heading: 'Formy współpracy',
        items: [
          'Banery na stronach województw, miast i kategorii.',
          'Prezentacja salonu masażu z własną stroną w katalogu salonów.',
          'Wyróżnienie ogłoszeń za punkty — dostępne dla każdego ogłoszeniodawcy (zobacz „Promowanie ogłoszeń”).',
        ],
      },
      {
        heading: 'Zasady',
        items: [
          'Reklamy muszą być zgodne z prawem i skierowane wyłącznie do osób pełnoletnich.',
          'Nie przyjmujemy reklam wprowadzających w błąd, treści dosadnych na banerach ani reklam innych serwisów ogłoszeniowych.',
          'Treści sponsorowane są wyraźnie oznaczone.',
          'Każda reklama jest sprawdzana przed emisją; możemy odmówić publikacji bez podania przyczyny.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: [
          'Napisz na kontakt@anonse.example z tematem „Reklama”. Opisz, co chcesz reklamować, w jakich miastach lub kategoriach i w jakim okresie — przygotujemy indywidualną propozycję.',
        ],
      },
    ],
  },
  en: {
    title: 'Advertising',
    description: 'Advertising on anonse: options for businesses and massage parlours, rules and contact.',
    lead: 'Adults from all over Poland visit the service looking for offers in specific cities. If your business is aimed at an adult audience, you can reach them by advertising with us.',
    sections: [
      {
        heading: 'Options',
        items: [
          'Banners on province, city and category pages.',
          'A massage parlour presentation with its own page in the parlour directory.',
          'Highlighting ads with points — available to every advertiser (see “Ad promotion”).',
        ],
      },
      {
        heading: 'Rules',
        items: [
          'Advertising must be legal and aimed at adults only.',
          'We do not accept misleading advertising, explicit content in banners, or adverts for other classified-ads services.',
          'Sponsored content is clearly labelled.',
          'Every advert is reviewed before it runs; we may decline one without giving a reason.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Write to kontakt@anonse.example with the subject “Advertising”. Tell us what you would like to advertise, in which cities or categories and for how long — we will prepare an individual offer.',
        ],
      },
    ],
  },
});
