import type { Messages } from '../messages/translation';

// 2 = VERIFICATION_PHOTO_COUNT (API texts take no parameters).
const pl = {
  tooManyPhotos: 'Weryfikacja wymaga dokładnie 2 zdjęć i oba zostały już przesłane. Aby zmienić zdjęcia, odrzuć szkic i zacznij od nowa.',
  needsTwoPhotos: 'Prześlij oba zdjęcia (2), zanim wyślesz je do weryfikacji.',
  alreadyPending: 'Twoje zdjęcia czekają na decyzję moderatora. Nowych nie można teraz przesłać.',
  alreadyVerified: 'Twoje konto jest już zweryfikowane.',
  tooSoon: 'Po odrzuceniu weryfikacji możesz spróbować ponownie dopiero po upływie czasu oczekiwania.',
  noDraft: 'Nie masz rozpoczętej weryfikacji.',
  verificationNotFound: 'Nie znaleziono weryfikacji.',
  notPending: 'Ta weryfikacja nie czeka już na decyzję.',
  notVerified: 'To konto nie jest zweryfikowane.',
  photoNotFound: 'Nie ma takiego zdjęcia albo zostało już usunięte.',
  reasonRequired: 'Wybierz powód z listy lub wpisz własny.',
  attemptChanged: 'Weryfikacja zmieniła się w międzyczasie. Odśwież stronę i spróbuj ponownie.',
  tooManyUploads: 'Przesłano dziś zbyt wiele zdjęć weryfikacyjnych. Spróbuj ponownie jutro.',
  reason_cardMissing: 'Na pierwszym zdjęciu nie widać kartki z loginem i dzisiejszą datą.',
  reason_cardUnreadable: 'Napisu na kartce nie da się odczytać.',
  reason_loginMismatch: 'Login na kartce nie zgadza się z loginem konta.',
  reason_dateMismatch: 'Data na kartce nie jest datą przesłania zdjęć.',
  reason_faceMismatch: 'Osoba na zdjęciach nie przypomina osoby ze zdjęć w ogłoszeniach.',
  reason_poorQuality: 'Zdjęcia są zbyt ciemne, nieostre lub zbyt małe.',
};

/** Namespace `verification`: the context's error texts and the rejection templates (rendered in the reader's language). */
export const VERIFICATION_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    tooManyPhotos: 'Verification takes exactly 2 photos and both have been sent. To change them, discard the draft and start again.',
    needsTwoPhotos: 'Upload both photos (2) before sending them for verification.',
    alreadyPending: 'Your photos are waiting for a moderator. New ones cannot be sent now.',
    alreadyVerified: 'Your account is already verified.',
    tooSoon: 'After a rejected verification you can try again only once the waiting time has passed.',
    noDraft: 'You have not started a verification.',
    verificationNotFound: 'The verification was not found.',
    notPending: 'This verification is no longer waiting for a decision.',
    notVerified: 'This account is not verified.',
    photoNotFound: 'There is no such photo, or it has been deleted.',
    reasonRequired: 'Pick a reason from the list or write your own.',
    attemptChanged: 'The verification changed meanwhile. Reload the page and try again.',
    tooManyUploads: 'Too many verification photos were uploaded today. Try again tomorrow.',
    reason_cardMissing: 'The first photo does not show a card with the login and today’s date.',
    reason_cardUnreadable: 'The writing on the card cannot be read.',
    reason_loginMismatch: 'The login on the card does not match the account’s login.',
    reason_dateMismatch: 'The date on the card is not the date the photos were sent.',
    reason_faceMismatch: 'The person in the photos does not look like the person in the ad photos.',
    reason_poorQuality: 'The photos are too dark, blurred or too small.',
  },
};
