import { defineContractContext } from '../contract-context';
import { FORUM_MESSAGES } from './messages';

/** The forum context's share of the shared contracts (listed in ../context-list.ts). */
export const forumContract = defineContractContext({
  name: 'forum',
  messages: { forum: FORUM_MESSAGES },
});
