import { useLocaleState } from 'react-admin';
import type { AdminLocale } from '#admin/i18n/translation';

type Tree = { [key: string]: string | Tree };

/**
 * The texts of a page that is not a react-admin resource (no `resources.<name>.*` entry): the folder's own pl/en,
 * picked by the console's language, with `%{name}` placeholders like polyglot's.
 */
export function useTexts<T extends Tree>(
  messages: Record<AdminLocale, T>,
): { locale: AdminLocale; t: (key: string, values?: Record<string, string | number>) => string } {
  const [raLocale] = useLocaleState();
  const locale: AdminLocale = raLocale === 'en' ? 'en' : 'pl';
  const t = (key: string, values: Record<string, string | number> = {}) => {
    let node: string | Tree | undefined = messages[locale];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : key;
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
  };
  return { locale, t };
}
