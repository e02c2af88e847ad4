import type { KeyedHash } from '#api/platform/infra/secret-key';
import { sameSecret } from '#api/platform/http/csrf-token';

const PURPOSE = 'message-notice-unsubscribe';

/**
 * The token of a message notice's unsubscribe link: `{accountId}.{HMAC of it under the server secret}`. Derived when
 * the e-mail is rendered and never stored; all it can do is turn that person's message notices off.
 */
export const emailNoticeUnsubscribeToken = (keyedHash: Pick<KeyedHash, 'hex'>, accountId: string): string =>
  `${accountId}.${keyedHash.hex(PURPOSE, accountId)}`;

/** The account a token names, or null when it is not ours. */
export function readEmailNoticeUnsubscribeToken(keyedHash: Pick<KeyedHash, 'hex'>, token: string): string | null {
  const [accountId, mac, ...rest] = token.split('.');
  if (!accountId || !mac || rest.length) return null;
  return sameSecret(mac, keyedHash.hex(PURPOSE, accountId)) ? accountId : null;
}
