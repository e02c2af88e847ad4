import type { Messages } from '../messages/translation';

const pl = {
  unknownDays: 'Wybierz liczbę dni z cennika promocji.',
  adNotActive: 'Promować można tylko aktywne (zatwierdzone) ogłoszenie.',
  notYourAd: 'To nie jest Twoje ogłoszenie.',
  notPromoted: 'To ogłoszenie nie jest teraz promowane.',
  orderNotFound: 'Nie znaleziono zamówienia promocji.',
  reasonRequired: 'Podaj powód (od 3 do 500 znaków).',
};

/** Namespace `promotion`: the texts of the promotion context's answers. */
export const PROMOTION_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    unknownDays: 'Choose a number of days from the promotion price list.',
    adNotActive: 'Only an active (approved) ad can be promoted.',
    notYourAd: 'This is not your ad.',
    notPromoted: 'This ad is not promoted at the moment.',
    orderNotFound: 'The promotion order was not found.',
    reasonRequired: 'Give a reason (3 to 500 characters).',
  },
};
