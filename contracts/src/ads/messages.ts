import type { Messages } from '../messages/translation';

const pl = {
  invalidPhone: 'Nieprawidłowy numer telefonu',
  emptyWorkingHours: 'Godziny pracy nie mogą być puste',
  adNotFound: 'Nie znaleziono ogłoszenia.',
  alreadyDecided: 'To ogłoszenie zostało już rozpatrzone.',
  reasonRequired: 'Podaj powód odrzucenia.',
  duplicatePhoto: 'To samo zdjęcie dodano dwa razy.',
  tooManyPhotos: 'Ogłoszenie ma za dużo zdjęć.',
  photoNotReady: 'Jedno ze zdjęć nie jest gotowe albo nie należy do Ciebie.',
  notOwner: 'To nie jest Twoje ogłoszenie.',
  notEditable: 'Tego ogłoszenia nie można już zmienić.',
  noChanges: 'Nic się nie zmieniło.',
  cannotDeactivate: 'Wyłączyć można tylko aktywne ogłoszenie.',
  cannotReactivate: 'Włączyć można tylko wyłączone ogłoszenie, którego ważność nie minęła.',
  cannotRenew: 'Przedłużyć można tylko aktywne, wyłączone lub wygasłe ogłoszenie.',
  nothingToModerate: 'To ogłoszenie nie czeka na decyzję.',
  emailNotConfirmed: 'Potwierdź adres e-mail, zanim wyślesz ogłoszenie do moderacji.',
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
    duplicatePhoto: 'The same photo was added twice.',
    tooManyPhotos: 'The ad has too many photos.',
    photoNotReady: 'One of the photos is not ready or is not yours.',
    notOwner: 'This is not your ad.',
    notEditable: 'This ad can no longer be changed.',
    noChanges: 'Nothing has changed.',
    cannotDeactivate: 'Only an active ad can be deactivated.',
    cannotReactivate: 'Only a deactivated ad whose term has not ended can be reactivated.',
    cannotRenew: 'Only an active, deactivated or expired ad can be renewed.',
    nothingToModerate: 'This ad is not waiting for a decision.',
    emailNotConfirmed: 'Confirm your e-mail address before sending an ad to moderation.',
  },
};
