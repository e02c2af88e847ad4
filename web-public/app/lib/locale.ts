import type { Locale } from '@anonse/contracts/browser';

/** The locale comes from the URL only (no browser detection): English under /en/, Polish elsewhere. */
export const localeOf = (pathname: string): Locale => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pl');
