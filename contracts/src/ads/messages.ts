import type { Messages } from '../messages/translation';

const pl = {
  invalidPhone: 'Nieprawidłowy numer telefonu',
  emptyWorkingHours: 'Godziny pracy nie mogą być puste',
  adNotFound: 'Nie znaleziono ogłoszenia.',
  alreadyDecided: 'To ogłoszenie zostało już rozpatrzone.',
  reasonRequired: 'Podaj powód odrzucenia.',
};

/** Namespace `ads`: the ads schemas' and the ads context's messages. */
export const ADS_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    invalidPhone: 'Invalid phone number',
    emptyWorkingHours: 'Working hours must not be empty',
    adNotFound: 'The ad was not found.',
    alreadyDecided: 'This ad has already been decided.',
    reasonRequired: 'Give a reason for the rejection.',
  },
};
