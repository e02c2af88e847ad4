import type { Messages } from '../messages/translation';

const pl = {
  salonNotFound: 'Nie znaleziono strony salonu o podanym adresie.',
  notOwner: 'To nie jest Twój salon.',
  alreadyDecided: 'Ten salon nie czeka na decyzję.',
  deleted: 'Ten salon został usunięty.',
  invalidTime: 'Podaj godzinę w formacie GG:MM.',
  emptyHours: 'Godzina otwarcia i zamknięcia nie mogą być takie same.',
  hoursMissing: 'Podaj godziny otwarcia albo zaznacz, że salon jest tego dnia zamknięty.',
  duplicateAd: 'To samo ogłoszenie dodano dwa razy.',
  notYourAd: 'Jedno z ogłoszeń nie istnieje albo nie należy do Ciebie.',
  tooManyPhotos: 'Salon ma za dużo zdjęć.',
  photoNotReady: 'Jedno ze zdjęć nie jest gotowe albo nie należy do Ciebie.',
};

/** Namespace `salons`: massage salons, their owners' forms and their moderation. */
export const SALONS_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    salonNotFound: 'No salon page was found at this address.',
    notOwner: 'This is not your salon.',
    alreadyDecided: 'This salon is not waiting for a decision.',
    deleted: 'This salon has been deleted.',
    invalidTime: 'Give the time as HH:MM.',
    emptyHours: 'Opening and closing time cannot be the same.',
    hoursMissing: 'Give the opening hours or mark the salon as closed that day.',
    duplicateAd: 'The same ad was added twice.',
    notYourAd: 'One of the ads does not exist or is not yours.',
    tooManyPhotos: 'The salon has too many photos.',
    photoNotReady: 'One of the photos is not ready or is not yours.',
  },
};
