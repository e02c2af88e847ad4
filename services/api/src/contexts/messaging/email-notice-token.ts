import type { KeyedHash } from '#api/platform/infra/secret-key';
import { accountLinkToken, readAccountLinkToken } from '#api/platform/http/account-link-token';

const PURPOSE = 'message-notice-unsubscribe';

/** The token of a message notice's unsubscribe link: all it can do is turn that person's message notices off. */
export const emailNoticeUnsubscribeToken = (keyedHash: Pick<KeyedHash, 'hex'>, accountId: string): string =>
  accountLinkToken(keyedHash, PURPOSE, accountId);

/** The account a token names, or null when it is not ours. */
export const readEmailNoticeUnsubscribeToken = (keyedHash: Pick<KeyedHash, 'hex'>, token: string): string | null =>
  readAccountLinkToken(keyedHash, PURPOSE, token);
