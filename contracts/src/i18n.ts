export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';
export const isLocale = (v: unknown): v is Locale => v === 'pl' || v === 'en';

/** A text in both languages of the product. */
export interface Localized {
  pl: string;
  en: string;
}
