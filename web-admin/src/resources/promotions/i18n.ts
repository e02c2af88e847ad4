import type { Translation } from '#admin/i18n/translation';

/** `resources.promotions.*`. */
export const pl = {
  name: 'Promocja |||| Promocje',
  fields: {
    id: 'Ogłoszenie',
    adTitle: 'Tytuł ogłoszenia',
    ownerLogin: 'Właściciel',
    promotedAt: 'Promowane od',
    until: 'Promowane do',
    pointsPaid: 'Zapłacone punkty',
  },
  end: {
    action: 'Zakończ ze zwrotem',
    title: 'Zakończyć promocję „%{title}”?',
    content:
      'Promocja skończy się teraz, a właściciel odzyska punkty za niewykorzystane pełne dni (proporcjonalnie, nigdy więcej, niż zapłacił). Podaj powód — trafi do historii zdarzeń.',
    reason: 'Powód (3–500 znaków)',
    done: 'Promocja zakończona; zwrócono %{points} pkt',
    already: 'Ta promocja już się skończyła.',
    failed: 'Nie udało się: %{error}',
  },
  empty: 'Żadne ogłoszenie nie jest teraz promowane.',
};

export const en: Translation<typeof pl> = {
  name: 'Promotion |||| Promotions',
  fields: {
    id: 'Ad',
    adTitle: 'Ad title',
    ownerLogin: 'Owner',
    promotedAt: 'Promoted since',
    until: 'Promoted until',
    pointsPaid: 'Points paid',
  },
  end: {
    action: 'End with refund',
    title: 'End the promotion of “%{title}”?',
    content:
      'The promotion ends now and the owner gets back the points for its unused whole days (pro rata, never more than paid). Give a reason: it is kept in the event history.',
    reason: 'Reason (3–500 characters)',
    done: 'Promotion ended; %{points} points refunded',
    already: 'This promotion has already ended.',
    failed: 'Failed: %{error}',
  },
  empty: 'No ad is promoted at the moment.',
};
