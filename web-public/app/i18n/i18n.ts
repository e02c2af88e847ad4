import type { i18n as I18n, Namespace, TFunction } from 'i18next';
import type { Locale } from '@anonse/contracts/browser';
import { en } from './en';
import { pl } from './pl';
import type { Shape } from './shape';

/**
 * The page's texts: one translator per language, synchronous. The language comes from the URL (no browser
 * detection), so a translator never changes language. Texts are namespaces: `common` (layout, shared components)
 * is here; every feature registers its own in `features/<feature>/i18n/index.ts`, which the components of that
 * feature import, so a namespace ships in the chunks of the routes that render it and is registered before they
 * render (on the server every route module is loaded at start).
 *
 * What the texts use of i18next is small — nested keys, `{{name}}` values, plural forms (`_one`, `_few`, `_many`,
 * `_other` by `Intl.PluralRules`) and a fallback to `common` — so this module does it itself instead of shipping
 * i18next (~17 KB gzipped) to every page. The object `getI18n` answers also has what react-i18next's provider and
 * hook read from an i18next instance, so both keep working with it; the keys stay typed by i18next's types.
 */
const namespaces = new Map<string, Record<Locale, object>>();

/**
 * Which text a key resolves to, by locale, namespaces and plural form: the texts never change while the process
 * runs, and a list page asks for the same few dozen keys hundreds of times (each lookup split the key and walked
 * the namespaces). Bounded by the keys the code uses; plural forms by their category, not their count.
 */
const resolved = new Map<string, string | null>();
const instances = new Map<Locale, I18n>();

/** Registers a namespace in both languages; returns its name for `useTranslation(name)`. */
export function defineNamespace<const NS extends string, T extends object>(ns: NS, texts: { pl: T; en: Shape<NoInfer<T>> }): NS {
  namespaces.set(ns, texts);
  // A chunk loaded later brings its namespace: what was resolved without it may now resolve to another text.
  resolved.clear();
  return ns;
}

export const COMMON = defineNamespace('common', { pl, en });

type Values = Record<string, unknown>;

const lookup = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Values)[part] : undefined), tree);

/** `{{name}}` (or `{{ad.title}}`) → the value; a value that is not given leaves nothing, as i18next does. */
const interpolate = (text: string, values: Values | undefined): string =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = lookup(values, name);
    return value === undefined || value === null ? '' : String(value);
  });

const pluralRules = new Map<Locale, Intl.PluralRules>();
const pluralOf = (locale: Locale, count: number): string => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

function resolve(locale: Locale, nss: readonly string[], key: string, plural: string | null): string | null {
  const id = `${locale}\u0000${nss.join(',')}\u0000${key}\u0000${plural ?? ''}`;
  const known = resolved.get(id);
  if (known !== undefined) return known;
  const forms = plural === null ? [key] : [`${key}_${plural}`, `${key}_other`, key];
  let found: string | null = null;
  search: for (const ns of [...nss, COMMON]) {
    const texts = namespaces.get(ns)?.[locale];
    for (const form of forms) {
      const text = lookup(texts, form);
      if (typeof text === 'string') {
        found = text;
        break search;
      }
    }
  }
  resolved.set(id, found);
  return found;
}

/** A key in the first namespace that has it (then `common`); with a `count`, its plural form first. A key no namespace has answers itself. */
export function translate(locale: Locale, nss: readonly string[], key: string, values?: Values): string {
  const count = values?.count;
  const text = resolve(locale, nss, key, typeof count === 'number' ? pluralOf(locale, count) : null);
  if (text === null) return key;
  return values === undefined || !text.includes('{{') ? text : interpolate(text, values);
}

const fixedT = (locale: Locale, ns: string | readonly string[] | null | undefined) => {
  const nss = ns ? (typeof ns === 'string' ? [ns] : ns) : [COMMON];
  return (key: string | readonly string[], values?: Values) =>
    translate(locale, nss, Array.isArray(key) ? key[0] : (key as string), values);
};

function createTranslator(locale: Locale): I18n {
  const none = () => undefined;
  const instance = {
    language: locale,
    languages: [locale],
    resolvedLanguage: locale,
    isInitialized: true,
    // react-i18next: no language changes to listen to, nothing to load (every text is here), no suspense.
    options: { lng: locale, defaultNS: COMMON, fallbackNS: COMMON, react: { useSuspense: false, bindI18n: '', bindI18nStore: '' } },
    hasLoadedNamespace: () => true,
    loadNamespaces: (_ns: unknown, done?: () => void) => done?.(),
    on: none,
    off: none,
    store: { on: none, off: none },
    getFixedT: (_lng: unknown, ns?: string | readonly string[] | null) => fixedT(locale, ns),
    t: fixedT(locale, null),
  };
  return instance as unknown as I18n;
}

export function getI18n(locale: Locale): I18n {
  let inst = instances.get(locale);
  if (!inst) instances.set(locale, (inst = createTranslator(locale)));
  return inst;
}

/** For loaders (page titles) and pure helpers. */
export const getT = <NS extends Namespace = typeof COMMON>(locale: Locale, ns?: NS): TFunction<NS> =>
  getI18n(locale).getFixedT(locale, (ns ?? COMMON) as NS);
