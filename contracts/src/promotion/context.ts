import { defineContractContext } from '../contract-context';
import { PROMOTION_MESSAGES } from './messages';

/** The promotion context's share of the shared contracts (listed in ../context-list.ts). */
export const promotionContract = defineContractContext({
  name: 'promotion',
  messages: { promotion: PROMOTION_MESSAGES },
});
