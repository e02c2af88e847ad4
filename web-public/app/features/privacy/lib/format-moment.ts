import type { Locale } from '@anonse/contracts/browser';
import { formatDateTime } from '#web/lib/format-date';

/** Day and time in Polish time, in the page's language; the same on the server and in the browser. */
export const formatMoment = (iso: string, locale: Locale): string => formatDateTime(iso, locale);
