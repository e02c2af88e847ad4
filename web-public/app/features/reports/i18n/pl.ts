/**
 * Namespace `reports`: the "Report" button and dialog on an ad, and on a clip in /swiper/ (`video`).
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  reports: {
    button: 'Zgłoś',
    buttonLabel: 'Zgłoś to ogłoszenie moderatorom',
    title: 'Zgłoś ogłoszenie',
    intro:
      'Zgłoszenie trafi do moderatorów. Nie musisz być zalogowany(-a). Sprawy osób niepełnoletnich i przymusu sprawdzamy w pierwszej kolejności.',
    reason: 'Powód',
    reasons: {
      underage: 'Osoba może być niepełnoletnia',
      coercion: 'Przymus lub handel ludźmi',
      scam: 'Oszustwo (np. przedpłata)',
      fake_photos: 'Fałszywe lub cudze zdjęcia',
      wrong_category: 'Zła kategoria',
      spam: 'Spam',
      other: 'Inny powód',
    },
    details: 'Szczegóły (opcjonalnie)',
    detailsHint: 'Najwyżej 2000 znaków. Nie podawaj swoich danych, jeśli nie chcesz.',
    chooseReason: 'Wybierz powód zgłoszenia.',
    send: 'Wyślij zgłoszenie',
    sending: 'Wysyłanie…',
    cancel: 'Anuluj',
    close: 'Zamknij',
    thanks: 'Dziękujemy. Zgłoszenie trafiło do moderatorów.',
    tooMany: 'Wysłano zbyt wiele zgłoszeń z tego adresu. Dziękujemy — spróbuj ponownie później.',
    gone: 'Tego ogłoszenia już nie ma na stronie.',
    failed: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.',
    /** The same dialog about a clip: its own words where an ad's would not fit. */
    video: {
      buttonLabel: 'Zgłoś ten film moderatorom',
      title: 'Zgłoś film',
      intro:
        'Zgłoszenie trafi do moderatorów, a film sprawdzimy jeszcze raz. Nie musisz być zalogowany(-a). Filmy z osobami, które mogą być niepełnoletnie, lub nagrane pod przymusem sprawdzamy w pierwszej kolejności.',
      gone: 'Tego filmu już nie ma na stronie.',
      reasons: {
        underage: 'Na filmie może być osoba niepełnoletnia',
        coercion: 'Ktoś na filmie może działać pod przymusem',
        fake_photos: 'Film nie przedstawia ogłoszeniodawcy lub jest cudzy',
        scam: 'Oszustwo (np. przedpłata)',
        spam: 'Spam lub reklama',
        other: 'Inny powód',
      },
    },
  },
};
