import type { Messages } from '../messages/translation';

// Limits in the texts are the defaults (API texts take no parameters); the answer's `retryAt` names the exact time.
const pl = {
  badNumber: 'To nie wygląda na numer telefonu. Wpisz np. 512 345 678 albo +48 512 345 678.',
  notMobile: 'To nie jest numer komórkowy. Kod wysyłamy SMS-em, więc podaj numer komórki.',
  countryNotAllowed: 'Numery z tego kraju nie są obsługiwane. Podaj polski numer komórkowy.',
  numberTaken: 'Ten numer jest już przypisany do innego konta. Podaj inny numer albo napisz do nas.',
  numberRefused: 'Tego numeru nie można zweryfikować. Jeśli to pomyłka, napisz do nas.',
  cooldown: 'Kod został wysłany przed chwilą. Nowy możesz wysłać po upływie odliczania.',
  tooManySends: 'Wysłano dziś zbyt wiele kodów. Spróbuj ponownie po wskazanej godzinie.',
  badCode: 'Kod ma 6 cyfr. Przepisz go z SMS-a.',
  wrongCode: 'Ten kod jest nieprawidłowy. Sprawdź SMS i spróbuj ponownie.',
  codeLocked: 'Wpisano zbyt wiele błędnych kodów. Wyślij nowy kod.',
  codeExpired: 'Kod wygasł (jest ważny 10 minut). Wyślij nowy kod.',
  noCode: 'Najpierw podaj numer i wyślij kod.',
  alreadyVerified: 'Ten numer jest już zweryfikowany na Twoim koncie.',
  notVerified: 'To konto nie ma zweryfikowanego numeru.',
  notFound: 'Nie znaleziono tego konta.',
  noticesNeedNumber: 'Powiadomienia SMS wymagają zweryfikowanego numeru. Najpierw zweryfikuj numer telefonu.',
  badNoticeChoice: 'Zaznacz albo odznacz każde powiadomienie.',
};

/** Namespace `phone`: phone verification by SMS (dashboard "SMS użytkownika", console). */
export const PHONE_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    badNumber: 'This does not look like a phone number. Enter e.g. 512 345 678 or +48 512 345 678.',
    notMobile: 'This is not a mobile number. The code goes by SMS, so enter a mobile number.',
    countryNotAllowed: 'Numbers from this country are not supported. Enter a Polish mobile number.',
    numberTaken: 'This number is already on another account. Enter another number or write to us.',
    numberRefused: 'This number cannot be verified. If this is a mistake, write to us.',
    cooldown: 'A code was sent a moment ago. You can send a new one when the countdown ends.',
    tooManySends: 'Too many codes were sent today. Try again after the time shown.',
    badCode: 'The code has 6 digits. Copy it from the SMS.',
    wrongCode: 'This code is wrong. Check the SMS and try again.',
    codeLocked: 'Too many wrong codes were typed. Send a new code.',
    codeExpired: 'The code has expired (it is valid for 10 minutes). Send a new code.',
    noCode: 'Enter your number and send a code first.',
    alreadyVerified: 'This number is already verified on your account.',
    notVerified: 'This account has no verified number.',
    notFound: 'This account was not found.',
    noticesNeedNumber: 'SMS notices need a verified number. Verify your phone number first.',
    badNoticeChoice: 'Tick or untick each notice.',
  },
};
