import { defineContractContext } from '../contract-context';
import { PAYMENTS_MESSAGES } from './messages';

/** The payments context's share of the shared contracts (listed in ../context-list.ts). */
export const paymentsContract = defineContractContext({
  name: 'payments',
  messages: { payments: PAYMENTS_MESSAGES },
});
