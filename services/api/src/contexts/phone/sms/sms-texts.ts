import type { Locale } from '@anonse/contracts';

/** The SMS itself: short (one GSM-7 segment in both languages, no Polish letters), the code first for phones that read it out. */
const CODE_TEXT: Record<Locale, (code: string, minutes: number) => string> = {
  pl: (code, minutes) => `${code} to Twoj kod anonse. Wazny ${minutes} min. Nie podawaj go nikomu.`,
  en: (code, minutes) => `${code} is your anonse code. Valid for ${minutes} min. Do not share it with anyone.`,
};

export const phoneCodeSms = (locale: Locale, code: string, minutes: number): string => CODE_TEXT[locale](code, minutes);
