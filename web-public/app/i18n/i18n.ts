import { createInstance, type i18n as I18n, type Namespace, type TFunction } from 'i18next';
import type { Locale } from '@anonse/contracts/browser';
import { en } from './en';
import { pl } from './pl';
import type { Shape } from './shape';

/**
 * One i18next instance per language, initialised synchronously. The language comes from the URL (no browser
 * detection), so an instance never changes language. Texts are namespaces: `common` (layout, shared
 * components) is here; every feature registers its own in `features/<feature>/i18n/index.ts`, which the
 * components of that feature import, so a namespace ships in the chunks of the routes that render it and is
 * registered before they render (on the server every route module is loaded at start).
 */
const namespaces = new Map<string, Record<Locale, object>>();
const instances = new Map<Locale, I18n>();

/** Registers a namespace in both languages; returns its name for `useTranslation(name)`. */
export function defineNamespace<const NS extends string, T extends object>(ns: NS, texts: { pl: T; en: Shape<NoInfer<T>> }): NS {
  namespaces.set(ns, texts);
  for (const [locale, inst] of instances) inst.addResourceBundle(locale, ns, texts[locale]);
  return ns;
}

export const COMMON = defineNamespace('common', { pl, en });

export function getI18n(locale: Locale): I18n {
  let inst = instances.get(locale);
  if (!inst) {
    inst = createInstance({
      lng: locale,
      fallbackLng: false,
      ns: [...namespaces.keys()],
      defaultNS: COMMON,
      // Keys of the layout (nav.home, adCount, form.required) resolve from any feature's namespace.
      fallbackNS: COMMON,
      resources: { [locale]: Object.fromEntries([...namespaces].map(([ns, texts]) => [ns, texts[locale]])) },
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
export const getT = <NS extends Namespace = typeof COMMON>(locale: Locale, ns?: NS): TFunction<NS> =>
  getI18n(locale).getFixedT(locale, (ns ?? COMMON) as NS);
