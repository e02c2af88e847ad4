import { defineContractContext, sealedFor } from '../contract-context';
import { VIDEO_MESSAGES } from './messages';

/** The videos context's share of the shared contracts (listed in ../context-list.ts). */
export const videosContract = defineContractContext({
  name: 'videos',
  messages: { videos: VIDEO_MESSAGES },
  personalData: {
    // Whether a person appears in their own clip says something about their body; a tiny picture is still a picture.
    VideoConsentAttested: sealedFor('ownerId', ['uploaderAppears']),
    VideoRejected: sealedFor('ownerId', ['reason']),
  },
});
