import { z } from 'zod';
import type { Locale } from './i18n';

/**
 * Every error answer of the API: `{ statusCode, error, message, errors? }`; `errors` maps a field path
 * (dot-joined) to its messages in the request's language — the shape the login form shows (spec § 7).
 */
export const ApiError = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Messages the schemas raise themselves, translated; zod's own messages use its locale packs. */
const CUSTOM_MESSAGES_PL: Record<string, string> = {
  'unknown province': 'Nieznane województwo',
  'unknown city': 'Nieznane miasto',
  'unknown district for this city': 'Ta dzielnica nie należy do wybranego miasta',
  'city is not in the chosen province': 'To miasto nie leży w wybranym województwie',
  'unknown service': 'Nieznana usługa',
  'invalid phone number': 'Nieprawidłowy numer telefonu',
  'working hours must not be empty': 'Godziny pracy nie mogą być puste',
  'from must not exceed to': 'Wartość „od” nie może być większa niż „do”',
  'only letters, digits, dot, dash and underscore': 'Dozwolone są litery, cyfry, kropka, myślnik i podkreślenie',
  'passwords do not match': 'Hasła nie są takie same',
  'accept the terms': 'Zaakceptuj regulamin',
  'login is taken': 'Ten login jest już zajęty',
  'invalid credentials': 'Nieprawidłowy login lub hasło',
};

export const translateMessage = (message: string, locale: Locale): string =>
  locale === 'pl' ? (CUSTOM_MESSAGES_PL[message] ?? message) : message;

const localeErrors = { pl: z.locales.pl().localeError, en: z.locales.en().localeError } as const;

/** Parses with zod's messages in `locale` (custom schema messages are translated by `fieldErrors`). */
export function safeParseLocalized<T extends z.ZodTypeAny>(schema: T, input: unknown, locale: Locale) {
  return schema.safeParse(input, { error: localeErrors[locale] }) as z.ZodSafeParseResult<z.output<T>>;
}

/** `{ "fields.city": ["Nieznane miasto"] }` from a zod error. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(translateMessage(issue.message, locale));
  }
  return out;
}
