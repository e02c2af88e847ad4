import { defineContractContext, sealedFor } from '../contract-context';
import { MEDIA_MESSAGES } from './messages';

/** The media context's share of the shared contracts (listed in ../context-list.ts). */
export const mediaContract = defineContractContext({
  name: 'media',
  messages: { media: MEDIA_MESSAGES },
  personalData: {
    // A tiny picture of the person is still a picture of the person.
    PhotoProcessed: sealedFor('ownerId', ['blurhash']),
    PhotoRedacted: sealedFor('ownerId', ['blurhash']),
  },
});
