import { defineContractContext, sealedFor } from '../contract-context';
import { FORUM_FOLLOWS_MESSAGES } from './messages';

/** The forum-follows context's share of the shared contracts (listed in ../context-list.ts). */
export const forumFollowsContract = defineContractContext({
  name: 'forum-follows',
  messages: { forumFollows: FORUM_FOLLOWS_MESSAGES },
  personalData: {
    // What a person follows, and what a digest told them, says what they read here: sealed like their saved searches.
    ForumFollowed: sealedFor('accountId', ['targetId']),
    ForumUnfollowed: sealedFor('accountId', ['targetId']),
    ForumDigestCompiled: sealedFor('accountId', ['topics']),
  },
});
