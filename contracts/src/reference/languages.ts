export const LANGUAGES = [
  { code: 'en', name: { pl: 'Angielski', en: 'English' } },
  { code: 'de', name: { pl: 'Niemiecki', en: 'German' } },
  { code: 'fr', name: { pl: 'Francuski', en: 'French' } },
  { code: 'it', name: { pl: 'Włoski', en: 'Italian' } },
  { code: 'ru', name: { pl: 'Rosyjski', en: 'Russian' } },
  { code: 'uk', name: { pl: 'Ukraiński', en: 'Ukrainian' } },
  { code: 'es', name: { pl: 'Hiszpański', en: 'Spanish' } },
  { code: 'zh', name: { pl: 'Chiński', en: 'Chinese' } },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** Outcalls: 1 yes, 2 no, 3 hotels only (the spec's values). */
export const OUTCALLS = [
  { value: 1, name: { pl: 'Tak', en: 'Yes' } },
  { value: 2, name: { pl: 'Nie', en: 'No' } },
  { value: 3, name: { pl: 'Tylko hotele', en: 'Hotels only' } },
] as const;
export type Outcalls = (typeof OUTCALLS)[number]['value'];
