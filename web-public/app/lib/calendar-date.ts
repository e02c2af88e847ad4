import type { Locale } from '@anonse/contracts/browser';

/**
 * Calendar days (`YYYY-MM-DD`, already Warsaw days: a tour's dates) as the page's language writes them. Formatted
 * at noon UTC in UTC, so no zone of the server or the browser can move a day to its neighbour.
 */
const dayMonth = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "5 grudnia" / "5 December". */
export const formatDay = (date: string, locale: Locale): string => dayMonth(locale).format(noon(date));

/** "3–5 grudnia", "30 listopada – 2 grudnia", one day alone as "3 grudnia". */
export function formatDays(from: string, to: string, locale: Locale): string {
  if (from === to) return formatDay(from, locale);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8, 10))}–${formatDay(to, locale)}`;
  return `${formatDay(from, locale)} – ${formatDay(to, locale)}`;
}
