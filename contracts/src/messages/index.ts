import { ACCOUNTS_MESSAGES } from '../accounts/messages';
import { ADS_MESSAGES } from '../ads/messages';
import { MAIL_MESSAGES } from '../mail/messages';
import { PRIVACY_MESSAGES } from '../accounts/privacy-messages';
import { FAVOURITES_MESSAGES } from '../favourites/messages';
import { MEDIA_MESSAGES } from '../media/messages';
import { NOTIFICATIONS_MESSAGES } from '../notifications/messages';
import { VERIFICATION_MESSAGES } from '../verification/messages';
import { WALLET_MESSAGES } from '../wallet/messages';
import { PROMOTION_MESSAGES } from '../promotion/messages';
import { VOUCHERS_MESSAGES } from '../vouchers/messages';
import { PAYMENTS_MESSAGES } from '../payments/messages';
import { MODERATION_MESSAGES } from '../moderation/messages';
import { AUDIT_MESSAGES } from '../audit/messages';
import { SAVED_SEARCHES_MESSAGES } from '../saved-searches/messages';
import { SALONS_MESSAGES } from '../salons/messages';
import { SUPPORT_MESSAGES } from '../support/messages';
import { CONTENT_MESSAGES } from '../content/messages';
import type { Locale } from '../i18n';
import { COMMON_MESSAGES } from './common';

export * from './translation';
export { COMMON_MESSAGES } from './common';
export { ACCOUNTS_MESSAGES } from '../accounts/messages';
export { ADS_MESSAGES } from '../ads/messages';
export { MAIL_MESSAGES } from '../mail/messages';
export { PRIVACY_MESSAGES } from '../accounts/privacy-messages';
export { FAVOURITES_MESSAGES } from '../favourites/messages';
export { MEDIA_MESSAGES } from '../media/messages';
export { NOTIFICATIONS_MESSAGES } from '../notifications/messages';
export { VERIFICATION_MESSAGES } from '../verification/messages';
export { WALLET_MESSAGES } from '../wallet/messages';
export { PROMOTION_MESSAGES } from '../promotion/messages';
export { VOUCHERS_MESSAGES } from '../vouchers/messages';
export { PAYMENTS_MESSAGES } from '../payments/messages';
export { MODERATION_MESSAGES } from '../moderation/messages';
export { AUDIT_MESSAGES } from '../audit/messages';
export { SAVED_SEARCHES_MESSAGES } from '../saved-searches/messages';
export { SALONS_MESSAGES } from '../salons/messages';
export { SUPPORT_MESSAGES } from '../support/messages';
export { CONTENT_MESSAGES } from '../content/messages';

/**
 * Every namespace the schemas raise codes from, as i18next resources (`namespace:key`). The API loads them into
 * its i18next instance beside its own; the web apps translate client-side validation with the same codes.
 */
export const CONTRACT_MESSAGES = { common: COMMON_MESSAGES, accounts: ACCOUNTS_MESSAGES, ads: ADS_MESSAGES, media: MEDIA_MESSAGES, privacy: PRIVACY_MESSAGES, favourites: FAVOURITES_MESSAGES, mail: MAIL_MESSAGES, notifications: NOTIFICATIONS_MESSAGES, verification: VERIFICATION_MESSAGES, wallet: WALLET_MESSAGES, promotion: PROMOTION_MESSAGES, payments: PAYMENTS_MESSAGES, vouchers: VOUCHERS_MESSAGES, moderation: MODERATION_MESSAGES, audit: AUDIT_MESSAGES, savedSearches: SAVED_SEARCHES_MESSAGES, salons: SALONS_MESSAGES, support: SUPPORT_MESSAGES, content: CONTENT_MESSAGES } as const;
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
