import { defineContractContext } from '../contract-context';

/** The dashboard context's share of the shared contracts (listed in ../context-list.ts). */
export const dashboardContract = defineContractContext({
  name: 'dashboard',
  messages: {},
});
