import { defineContractContext, sealedFor } from '../contract-context';
import { WALLET_MESSAGES } from './messages';

/** The wallet context's share of the shared contracts (listed in ../context-list.ts). */
export const walletContract = defineContractContext({
  name: 'wallet',
  messages: { wallet: WALLET_MESSAGES },
  personalData: {
    // An administrator's reason for moving someone's points may describe the person (a dispute, a complaint).
    PointsCredited: sealedFor('accountId', ['reason']),
    PointsDeducted: sealedFor('accountId', ['reason']),
  },
});
