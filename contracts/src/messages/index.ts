import { CONTRACT_CONTEXTS } from '../contexts';
import type { Locale } from '../i18n';
import { COMMON_MESSAGES } from './common';

export * from './translation';
export { COMMON_MESSAGES } from './common';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type ContextMessages = UnionToIntersection<(typeof CONTRACT_CONTEXTS)[number]['messages']>;

/**
 * Every namespace the schemas raise codes from, as i18next resources (`namespace:key`): the kernel's `common` and
 * each listed context's (../contexts.ts). The API loads them into its i18next instance beside its own; the web
 * apps translate client-side validation with the same codes.
 */
export const CONTRACT_MESSAGES = /*#__PURE__*/ catalogueOf(CONTRACT_CONTEXTS);

// A call the bundler may drop when nothing reads the catalogue (a page that only raises codes).
function catalogueOf(contexts: typeof CONTRACT_CONTEXTS) {
  const catalogue: Record<string, unknown> = { common: COMMON_MESSAGES };
  for (const context of contexts) Object.assign(catalogue, context.messages);
  return catalogue as { readonly common: typeof COMMON_MESSAGES } & ContextMessages;
}
type Namespaces = typeof CONTRACT_MESSAGES;

/** A code schemas raise, e.g. `common:unknownCity`; typed so a code that names no message does not compile. */
export type MessageCode = { [N in keyof Namespaces]: `${N}:${keyof Namespaces[N]['pl'] & string}` }[keyof Namespaces];
export const code = <C extends MessageCode>(c: C): C => c;

/** The text of a code in `locale`; anything else (zod's own, already localized messages) is returned as it is. */
export function translateMessage(message: string, locale: Locale): string {
  const colon = message.indexOf(':');
  if (colon < 1) return message;
  const ns = message.slice(0, colon);
  const key = message.slice(colon + 1);
  if (!Object.hasOwn(CONTRACT_MESSAGES, ns)) return message;
  const texts = CONTRACT_MESSAGES[ns as keyof Namespaces][locale] as Record<string, string>;
  return Object.hasOwn(texts, key) ? texts[key]! : message;
}
