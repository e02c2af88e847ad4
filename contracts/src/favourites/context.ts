import { defineContractContext, sealedFor } from '../contract-context';
import { FAVOURITES_MESSAGES } from './messages';

/** The favourites context's share of the shared contracts (listed in ../context-list.ts). */
export const favouritesContract = defineContractContext({
  name: 'favourites',
  messages: { favourites: FAVOURITES_MESSAGES },
  personalData: {
    // What someone keeps as favourites tells what they look for: sealed like their own ads.
    FavouriteAdded: sealedFor('accountId', ['adId']),
    FavouriteRemoved: sealedFor('accountId', ['adId']),
  },
});
