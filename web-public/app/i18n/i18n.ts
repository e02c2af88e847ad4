import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { Locale } from '@anonse/contracts';
import { en } from './en';
import { pl } from './pl';

/**
 * One i18next instance per language, initialised synchronously from bundled resources. The language
 * comes from the URL (no browser detection), so an instance never changes language.
 */
const instances = new Map<Locale, I18n>();

export function getI18n(locale: Locale): I18n {
  let inst = instances.get(locale);
  if (!inst) {
    inst = createInstance({
      lng: locale,
      fallbackLng: false,
      resources: { pl: { translation: pl }, en: { translation: en } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    } as Parameters<typeof createInstance>[0]);
    void inst.init();
    instances.set(locale, inst);
  }
  return inst;
}

/** For loaders (page titles) and pure helpers. */
export const getT = (locale: Locale): TFunction => getI18n(locale).t;
