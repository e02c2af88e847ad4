import type { Messages } from '../messages/translation';

const pl = {
  videoNotFound: 'Nie znaleziono filmu.',
  notVerified: 'Filmy mogą dodawać tylko zweryfikowani ogłoszeniodawcy. Najpierw zweryfikuj konto.',
  adNotActive: 'Film można dodać tylko do aktywnego ogłoszenia.',
  notYourAd: 'To nie jest Twoje ogłoszenie.',
  videoExists: 'Ten film został już przesłany.',
  notProcessing: 'Ten film nie czeka na przetworzenie.',
  notReadyForReview: 'Ten film nie czeka na decyzję moderatora.',
  alreadyRemoved: 'Ten film został już usunięty.',
  reasonRequired: 'Wybierz powód z listy lub wpisz własny.',
  uploadDisabled: 'Dodawanie filmów jest wyłączone na tym serwerze (brak programu FFmpeg).',
  notAVideo: 'Ten plik nie jest filmem w obsługiwanym formacie.',
  tooLong: 'Film jest za długi. Dozwolona długość to najwyżej 60 sekund.',
  tooLarge: 'Plik jest za duży. Dozwolony rozmiar to najwyżej 200 MB.',
  reason_ageInDoubt: 'Nie mamy pewności, że każda osoba w filmie jest pełnoletnia.',
  reason_consentInDoubt: 'Nie mamy pewności, że każda osoba w filmie zgodziła się na nagranie i publikację.',
  reason_notTheAdvertiser: 'Osoba w filmie nie przypomina osoby ze zdjęć ogłoszenia.',
  reason_contactDetails: 'Film pokazuje dane kontaktowe lub adres.',
  reason_prohibitedContent: 'Film zawiera treści niedozwolone regulaminem.',
  reason_poorQuality: 'Film jest zbyt ciemny, nieostry lub nieczytelny.',
};

/** Namespace `videos`: the context's error texts and the rejection templates (rendered in the reader's language). */
export const VIDEO_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    videoNotFound: 'The video was not found.',
    notVerified: 'Only verified advertisers can add videos. Verify your account first.',
    adNotActive: 'A video can be added only to an active ad.',
    notYourAd: 'This is not your ad.',
    videoExists: 'This video has already been uploaded.',
    notProcessing: 'This video is not waiting to be processed.',
    notReadyForReview: 'This video is not waiting for a moderator’s decision.',
    alreadyRemoved: 'This video has already been removed.',
    reasonRequired: 'Pick a reason from the list or write your own.',
    uploadDisabled: 'Video upload is turned off on this server (FFmpeg is not installed).',
    notAVideo: 'This file is not a video in a supported format.',
    tooLong: 'The video is too long. It may last at most 60 seconds.',
    tooLarge: 'The file is too large. It may be at most 200 MB.',
    reason_ageInDoubt: 'We are not certain that every person in the video is an adult.',
    reason_consentInDoubt: 'We are not certain that every person in the video consented to being filmed and published.',
    reason_notTheAdvertiser: 'The person in the video does not look like the person in the ad’s photos.',
    reason_contactDetails: 'The video shows contact details or an address.',
    reason_prohibitedContent: 'The video contains content the terms do not allow.',
    reason_poorQuality: 'The video is too dark, blurred or unclear.',
  },
};
