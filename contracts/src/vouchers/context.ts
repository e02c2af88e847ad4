import { defineContractContext } from '../contract-context';
import { VOUCHERS_MESSAGES } from './messages';

/** The vouchers context's share of the shared contracts (listed in ../context-list.ts). */
export const vouchersContract = defineContractContext({
  name: 'vouchers',
  messages: { vouchers: VOUCHERS_MESSAGES },
});
