import type { Locale } from '@anonse/contracts';

/** The request's language for messages: the first Accept-Language tag `en*` → English, anything else Polish. */
export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pl';
}
