import type { Messages } from './translation';

const pl = {
  invalidCharacters: 'Tekst zawiera nieprawidłowe znaki (np. NUL)',
  controlCharacters: 'Tekst nie może zawierać znaków sterujących',
  notJson: 'Wartość musi być poprawnym JSON-em',
  invalidRange: 'Nieprawidłowy zakres',
  fromAboveTo: 'Wartość „od” nie może być większa niż „do”',
  unknownProvince: 'Nieznane województwo',
  unknownCity: 'Nieznane miasto',
  unknownDistrict: 'Ta dzielnica nie należy do wybranego miasta',
  cityNotInProvince: 'To miasto nie leży w wybranym województwie',
  unknownService: 'Nieznana usługa',
  badCursor: 'Nieprawidłowy znacznik strony: otwórz listę od pierwszej strony',
};

/** Rules shared by every context's schemas (text, JSON parameters, ranges, places). Namespace `common`. */
export const COMMON_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    invalidCharacters: 'The text contains invalid characters (e.g. NUL)',
    controlCharacters: 'The text must not contain control characters',
    notJson: 'The value must be valid JSON',
    invalidRange: 'Invalid range',
    fromAboveTo: '“From” must not be greater than “to”',
    unknownProvince: 'Unknown province',
    unknownCity: 'Unknown city',
    unknownDistrict: 'This district is not in the chosen city',
    cityNotInProvince: 'This city is not in the chosen province',
    unknownService: 'Unknown service',
    badCursor: 'Invalid page marker: open the list from its first page',
  },
};
