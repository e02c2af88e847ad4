import { LANGUAGES, OUTCALLS, SEARCH_CATEGORIES, serviceBySlug, type Locale } from '@anonse/contracts/browser';

/** Display names for stored keys (reference data is shared with the API through contracts). */
export const categoryName = (slug: string, locale: Locale) => SEARCH_CATEGORIES.find((c) => c.slug === slug)?.name[locale] ?? slug;
export const languageName = (code: string, locale: Locale) => LANGUAGES.find((l) => l.code === code)?.name[locale] ?? code;
export const outcallsName = (value: number, locale: Locale) => OUTCALLS.find((o) => o.value === value)?.name[locale] ?? String(value);
export const serviceName = (slug: string, locale: Locale) => serviceBySlug(slug)?.name[locale] ?? slug;
