import { createInstance } from 'i18next';
import { CONTRACT_MESSAGES, LOCALES, type Locale, type Messages } from '@anonse/contracts';
import { PLATFORM_MESSAGES } from './platform-messages';

/**
 * Every text the API answers with, as i18next resources keyed by code (`namespace:key`): the platform's own,
 * the contracts' schema codes, and one namespace per context (added by the app from the list of contexts).
 */
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: {},
  fallbackLng: false,
  ns: [],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

function addMessages(namespace: string, messages: Messages<object>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, namespace, messages[locale], true, true);
}

addMessages('platform', PLATFORM_MESSAGES);
for (const [namespace, messages] of Object.entries(CONTRACT_MESSAGES)) addMessages(namespace, messages);

/** The text of `code` in `locale` (`values` fill its `{{name}}`s); a code without a text answers the code itself (a test keeps that from happening). */
export const textOf = (code: string, locale: Locale, values: Record<string, string | number> = {}): string =>
  i18n.t(code, { ...values, lng: locale });

export type PlatformMessageKey = keyof typeof PLATFORM_MESSAGES.pl;
/** The kernel's own texts. */
export const message = (key: PlatformMessageKey, locale: Locale): string => textOf(`platform:${key}`, locale);
