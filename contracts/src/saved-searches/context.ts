import { defineContractContext, sealedFor } from '../contract-context';
import { SAVED_SEARCHES_MESSAGES } from './messages';

/** The saved-searches context's share of the shared contracts (listed in ../context-list.ts). */
export const savedSearchesContract = defineContractContext({
  name: 'saved-searches',
  messages: { savedSearches: SAVED_SEARCHES_MESSAGES },
  personalData: {
    // What a person searches for, and which ads matched it, tells what they look for: sealed like their favourites.
    SavedSearchCreated: sealedFor('accountId', ['name', 'query']),
    SavedSearchRenamed: sealedFor('accountId', ['name']),
    SavedSearchAlerted: sealedFor('accountId', ['name', 'query', 'adIds']),
    SavedSearchDigestCompiled: sealedFor('accountId', ['searches']),
  },
});
