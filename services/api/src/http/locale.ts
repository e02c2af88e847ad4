import type { Locale } from '@anonse/contracts';

/** The request's language for messages: the first Accept-Language tag `en*` → English, anything else Polish. */
export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pl';
}

/** Messages the API itself writes (the contracts translate schema messages). */
const MESSAGES = {
  unauthenticated: { pl: 'Zaloguj się, aby kontynuować.', en: 'Log in to continue.' },
  forbidden: { pl: 'Brak uprawnień administratora.', en: 'Administrator rights are required.' },
  notFound: { pl: 'Nie znaleziono.', en: 'Not found.' },
  adNotFound: { pl: 'Nie znaleziono ogłoszenia.', en: 'The ad was not found.' },
  invalidJson: { pl: 'Treść żądania nie jest poprawnym JSON-em.', en: 'The request body is not valid JSON.' },
  unsupportedMediaType: { pl: 'Wymagany jest nagłówek Content-Type: application/json.', en: 'Content-Type must be application/json.' },
  tooLarge: { pl: 'Treść żądania jest za duża (maksymalnie 1 MB).', en: 'The request body is too large (at most 1 MB).' },
  validation: { pl: 'Popraw zaznaczone pola.', en: 'Please correct the marked fields.' },
  csrf: {
    pl: 'Nieprawidłowy token CSRF: pobierz POST /sanctum/csrf-cookie i wyślij wartość ciasteczka XSRF-TOKEN w nagłówku X-XSRF-TOKEN.',
    en: 'CSRF token mismatch: call POST /sanctum/csrf-cookie and send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.',
  },
  tooManyRequests: { pl: 'Za dużo prób. Spróbuj ponownie za chwilę.', en: 'Too many attempts. Try again shortly.' },
  conflict: { pl: 'Zasób został zmieniony w międzyczasie; odśwież i spróbuj ponownie.', en: 'The resource changed in the meantime; reload and try again.' },
  alreadyDecided: { pl: 'To ogłoszenie zostało już rozpatrzone.', en: 'This ad has already been decided.' },
  reasonRequired: { pl: 'Podaj powód odrzucenia.', en: 'Give a reason for the rejection.' },
  badIfMatch: { pl: 'Nagłówek If-Match musi zawierać rewizję, np. "3".', en: 'If-Match must hold a revision, e.g. "3".' },
  internal: { pl: 'Wystąpił błąd serwera.', en: 'An internal error occurred.' },
  unavailable: { pl: 'Usługa jest chwilowo niedostępna.', en: 'The service is temporarily unavailable.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export const message = (key: MessageKey, locale: Locale): string => MESSAGES[key][locale];
