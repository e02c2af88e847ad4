import type { KeyedHash } from '#api/platform/infra/secret-key';
import { sameSecret } from '#api/platform/http/csrf-token';

/**
 * The token of an e-mail's link that acts for one person without a session (an unsubscribe): `{accountId}.{HMAC of it
 * under the server secret for this purpose}`. Derived when the e-mail is rendered and never stored; the purpose keeps
 * one kind of link from working as another.
 */
export const accountLinkToken = (keyedHash: Pick<KeyedHash, 'hex'>, purpose: string, accountId: string): string =>
  `${accountId}.${keyedHash.hex(purpose, accountId)}`;

/** The account a token of `purpose` names, or null when it is not ours. */
export function readAccountLinkToken(keyedHash: Pick<KeyedHash, 'hex'>, purpose: string, token: string): string | null {
  const [accountId, mac, ...rest] = token.split('.');
  if (!accountId || !mac || rest.length) return null;
  return sameSecret(mac, keyedHash.hex(purpose, accountId)) ? accountId : null;
}
