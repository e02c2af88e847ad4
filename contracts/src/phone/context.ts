import { defineContractContext, sealedFor } from '../contract-context';
import { PHONE_MESSAGES } from './messages';

/** The phone context's share of the shared contracts (listed in ../context-list.ts). */
export const phoneContract = defineContractContext({
  name: 'phone',
  messages: { phone: PHONE_MESSAGES },
  personalData: {
    // The number (E.164) under the person's key: erasing the account shreds it; its keyed hash stays, unlinkable.
    PhoneCodeSent: sealedFor('accountId', ['number']),
    PhoneVerified: sealedFor('accountId', ['number']),
    PhoneVerificationRevoked: sealedFor('accountId', ['reason']),
  },
});
