import type { Locale } from '@anonse/contracts';

/** Day and time in Polish time, in the page's language; the same on the server and in the browser. */
export const formatMoment = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(new Date(iso));
