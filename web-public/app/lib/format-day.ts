import type { Locale } from '@anonse/contracts';

/** A day as the site shows it (Polish time, the page's language); the same on the server and in the browser. */
export const formatDay = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Warsaw' }).format(new Date(iso));
