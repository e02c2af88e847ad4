import type { Locale } from '@anonse/contracts/browser';
import { formatDateTime, formatNumber as formatSiteNumber } from '#web/lib/format-date';

/** A moment as people in Poland read it (Europe/Warsaw), whatever the server's or the browser's zone. */
export const formatWarsaw = (iso: string, locale: Locale): string => formatDateTime(iso, locale, 'long');

export const formatNumber = (n: number, locale: Locale): string => formatSiteNumber(n, locale);
