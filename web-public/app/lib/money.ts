import type { Locale } from '@anonse/contracts/browser';

/** An amount in grosze as the page's language writes złoty: `25,00 zł` (pl-PL), `PLN 25.00` (en-GB). */
export const formatPln = (grosze: number, locale: Locale): string =>
  new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { style: 'currency', currency: 'PLN' }).format(grosze / 100);
