import { defineContractContext, sealedFor } from '../contract-context';
import { VERIFICATION_MESSAGES } from './messages';

/** The verification context's share of the shared contracts (listed in ../context-list.ts). */
export const verificationContract = defineContractContext({
  name: 'verification',
  messages: { verification: VERIFICATION_MESSAGES },
  personalData: {
    // A moderator's words about why a person's verification photos were refused (the template code is not personal).
    VerificationRejected: sealedFor('accountId', ['reason']),
    AccountVerificationRevoked: sealedFor('accountId', ['reason']),
  },
});
