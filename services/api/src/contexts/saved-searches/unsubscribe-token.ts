import type { KeyedHash } from '#api/platform/infra/secret-key';
import { sameSecret } from '#api/platform/http/csrf-token';

const PURPOSE = 'saved-search-unsubscribe';

/**
 * The token of a digest's unsubscribe link: `{searchId}.{accountId}.{HMAC of both under the server secret}`. It is
 * derived when the e-mail is rendered and never stored; anyone holding it may turn that search's digest off (or all of
 * the person's), which is all it can do.
 */
export const unsubscribeToken = (keyedHash: Pick<KeyedHash, 'hex'>, searchId: string, accountId: string): string =>
  `${searchId}.${accountId}.${keyedHash.hex(PURPOSE, `${searchId}|${accountId}`)}`;

/** The ids a token (already shaped as the UnsubscribeToken schema wants) names, or null when it is not ours. */
export function readUnsubscribeToken(keyedHash: Pick<KeyedHash, 'hex'>, token: string): { searchId: string; accountId: string } | null {
  const [searchId, accountId, mac] = token.split('.');
  if (!searchId || !accountId || !mac) return null;
  return sameSecret(mac, keyedHash.hex(PURPOSE, `${searchId}|${accountId}`)) ? { searchId, accountId } : null;
}
