import { defineContractContext, sealedFor } from '../contract-context';
import { FORUM_MESSAGES } from './messages';

/** The forum context's share of the shared contracts (listed in ../context-list.ts). */
export const forumContract = defineContractContext({
  name: 'forum',
  messages: { forum: FORUM_MESSAGES },
  personalData: {
    // A post's words are its author's: deleting the account shreds them. A topic's title stays, as the topic's
    // public address and the heading other people's replies answer.
    TopicStarted: sealedFor('authorId', ['body']),
    ReplyPosted: sealedFor('authorId', ['body']),
    ForumPostEdited: sealedFor('authorId', ['body']),
    // A flag's note is its flagger's words.
    ForumPostFlagged: sealedFor('flaggerId', ['note']),
    // Why staff banned a person describes that person.
    ForumAccountBanned: sealedFor('accountId', ['reason']),
  },
});
