import type { Locale } from '@anonse/contracts/browser';
import { formatDay as formatSiteDay } from './format-date';

/** A day as the site shows it (Polish time, the page's language); the same on the server and in the browser. */
export const formatDay = (iso: string, locale: Locale): string => formatSiteDay(iso, locale);
