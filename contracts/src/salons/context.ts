import { defineContractContext, sealedFor } from '../contract-context';
import { SALONS_MESSAGES } from './messages';

/** The salons context's share of the shared contracts (listed in ../context-list.ts). */
export const salonsContract = defineContractContext({
  name: 'salons',
  messages: { salons: SALONS_MESSAGES },
  personalData: {
    // A salon's fields hold its owner's phone and address; a moderator's reason may quote them.
    SalonCreated: sealedFor('ownerId', ['fields']),
    SalonEdited: sealedFor('ownerId', ['fields']),
    SalonRejected: sealedFor('ownerId', ['reason']),
  },
});
