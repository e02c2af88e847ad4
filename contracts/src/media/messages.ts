import type { Messages } from '../messages/translation';

const pl = {
  photoNotFound: 'Nie znaleziono zdjęcia.',
  emptyFile: 'Plik jest pusty.',
  notAnImage: 'To nie jest obraz. Wyślij zdjęcie JPEG, PNG, WebP, AVIF, GIF lub TIFF.',
  tooLarge: 'Plik jest za duży (największy dozwolony: 20 MB).',
  tooManyPixels: 'Zdjęcie ma za dużo pikseli (najwięcej 50 megapikseli i 30 000 px na bok).',
  corruptImage: 'Nie udało się odczytać zdjęcia: plik jest uszkodzony lub niekompletny.',
  truncatedImage: 'Plik zdjęcia jest niekompletny (urwał się przy zapisie lub wysyłaniu). Wyślij cały plik.',
  trailingData:
    'Po końcu zdjęcia plik zawiera jeszcze inne dane (np. dołączony plik albo nagranie „ruchomego zdjęcia”). Zapisz je jako zwykłe zdjęcie i wyślij ponownie.',
  processingFailed: 'Nie udało się przetworzyć zdjęcia. Spróbuj wysłać je ponownie.',
  notReady: 'Zdjęcie jest jeszcze przetwarzane. Spróbuj za chwilę.',
  processingFailedState: 'Tego zdjęcia nie udało się przetworzyć; usuń je i wyślij ponownie.',
  regionOutOfBounds: 'Zaznaczony obszar wychodzi poza zdjęcie.',
  regionTooSmall: 'Zaznaczony obszar jest za mały.',
  tooManyRegions: 'Za dużo zaznaczonych obszarów (najwięcej 20).',
  noRegions: 'Zaznacz co najmniej jeden obszar.',
  uploadTooFast: 'Wysłano zbyt wiele zdjęć naraz. Poczekaj, aż poprzednie się przetworzą.',
  tooManyPhotos: 'Masz już najwięcej zdjęć, ile można przechowywać. Usuń te, których nie potrzebujesz, aby dodać nowe.',
  redactionFailed: 'Nie udało się zamazać zaznaczonych obszarów. Zdjęcie jest ukryte: zamaż je ponownie albo je usuń.',
};

/** Namespace `media`: texts of the photo schemas, the upload checks and the processing outcome. */
export const MEDIA_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    photoNotFound: 'The photo was not found.',
    emptyFile: 'The file is empty.',
    notAnImage: 'This is not an image. Send a JPEG, PNG, WebP, AVIF, GIF or TIFF photo.',
    tooLarge: 'The file is too large (at most 20 MB).',
    tooManyPixels: 'The photo has too many pixels (at most 50 megapixels and 30,000 px per side).',
    corruptImage: 'The photo could not be read: the file is damaged or incomplete.',
    truncatedImage: 'The photo file is incomplete (it was cut off while being saved or sent). Send the whole file.',
    trailingData:
      'The file holds other data after the end of the photo (an attached file or a "motion photo" video, for example). Save it as a plain photo and send it again.',
    processingFailed: 'The photo could not be processed. Try uploading it again.',
    notReady: 'The photo is still being processed. Try again in a moment.',
    processingFailedState: 'This photo could not be processed; remove it and upload it again.',
    regionOutOfBounds: 'A marked area reaches outside the photo.',
    regionTooSmall: 'A marked area is too small.',
    tooManyRegions: 'Too many marked areas (at most 20).',
    noRegions: 'Mark at least one area.',
    uploadTooFast: 'Too many photos at once. Wait until the previous ones are processed.',
    tooManyPhotos: 'You already keep as many photos as allowed. Delete the ones you do not need to add new ones.',
    redactionFailed: 'The marked areas could not be covered. The photo is hidden: cover them again or remove it.',
  },
};
