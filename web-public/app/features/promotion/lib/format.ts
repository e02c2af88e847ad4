import type { Locale } from '@anonse/contracts';

/** A moment as people in Poland read it (Europe/Warsaw), whatever the server's or the browser's zone. */
export const formatWarsaw = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(new Date(iso));

export const formatNumber = (n: number, locale: Locale): string => n.toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB');
