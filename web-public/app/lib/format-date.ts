import type { Locale } from '@anonse/contracts/browser';

/**
 * Every date, time and number the site shows: in Polish time (Europe/Warsaw) whatever the server's zone (it runs in
 * UTC) or the visitor's, in the page's language. The server render and the browser therefore write the same text.
 */
export const SITE_TIME_ZONE = 'Europe/Warsaw';

const tag = (locale: Locale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag(locale), { ...options, timeZone: SITE_TIME_ZONE });
    cache.set(key, f);
  }
  return f;
}

const toDate = (value: string | number | Date): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A day: "12 mar 2025" / "12 Mar 2025" ('medium'), "12 marca 2025" / "12 March 2025" ('long'). Invalid input → ''. */
export function formatDay(value: string | number | Date, locale: Locale, style: 'medium' | 'long' = 'medium'): string {
  const d = toDate(value);
  return d ? formatter(locale, { dateStyle: style }).format(d) : '';
}

/** A moment: the day and the time of day, e.g. "30 mar 2025, 03:00". Invalid input → ''. */
export function formatDateTime(value: string | number | Date, locale: Locale, style: 'short' | 'medium' | 'long' = 'medium'): string {
  const d = toDate(value);
  return d ? formatter(locale, { dateStyle: style, timeStyle: 'short' }).format(d) : '';
}

/** A day as people write it on a card: "05.03.2025" / "05/03/2025". */
export function formatNumericDay(value: string | number | Date, locale: Locale): string {
  const d = toDate(value);
  return d ? formatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d) : '';
}

/** The calendar year in Poland at that moment (New Year's Eve 23:30 UTC is already the next year there). */
export function warsawYear(value: string | number | Date = new Date()): number {
  const d = toDate(value) ?? new Date();
  return Number(formatter('en', { year: 'numeric' }).format(d));
}

/** A count or amount with the language's grouping: "12 345" / "12,345". */
export const formatNumber = (n: number, locale: Locale): string => n.toLocaleString(tag(locale));
