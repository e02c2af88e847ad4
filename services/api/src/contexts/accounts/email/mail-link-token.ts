import type { KeyedHash } from '#api/platform/infra/secret-key';
import { sha256 } from '#api/platform/ids';

/**
 * The secret of an e-mailed link is an HMAC of the request's random id under the server secret: the log keeps
 * only its SHA-256, and the mail sender derives the secret again when it renders the message, so the secret is
 * never stored by the write side at all.
 */
export const mailLinkSecret = (keyedHash: Pick<KeyedHash, 'hex'>, requestId: string): string => keyedHash.hex('mail-link', requestId);

/** What the log records of a link. */
export const mailLinkTokenHash = (keyedHash: Pick<KeyedHash, 'hex'>, requestId: string): string =>
  sha256(mailLinkSecret(keyedHash, requestId));

/** The token in the link: `{accountId}.{secret}`. */
export const mailLinkToken = (keyedHash: Pick<KeyedHash, 'hex'>, accountId: string, requestId: string): string =>
  `${accountId}.${mailLinkSecret(keyedHash, requestId)}`;

/** A token as the MailToken schema let it through: which account, and the hash to look for in its stream. */
export function readMailLinkToken(token: string): { accountId: string; tokenHash: string } {
  const dot = token.indexOf('.');
  return { accountId: token.slice(0, dot), tokenHash: sha256(token.slice(dot + 1)) };
}
