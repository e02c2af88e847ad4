import type { KeyedHash } from '#api/platform/infra/secret-key';
import { accountLinkToken, readAccountLinkToken } from '#api/platform/http/account-link-token';

const PURPOSE = 'forum-digest-unsubscribe';

/** The token of a forum digest's unsubscribe link: all it can do is turn that person's forum digest off. */
export const forumDigestUnsubscribeToken = (keyedHash: Pick<KeyedHash, 'hex'>, accountId: string): string =>
  accountLinkToken(keyedHash, PURPOSE, accountId);

/** The account a token names, or null when it is not ours. */
export const readForumDigestUnsubscribeToken = (keyedHash: Pick<KeyedHash, 'hex'>, token: string): string | null =>
  readAccountLinkToken(keyedHash, PURPOSE, token);
