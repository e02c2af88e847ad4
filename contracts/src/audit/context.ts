import { defineContractContext } from '../contract-context';
import { AUDIT_MESSAGES } from './messages';

/** The audit context's share of the shared contracts (listed in ../context-list.ts). */
export const auditContract = defineContractContext({
  name: 'audit',
  messages: { audit: AUDIT_MESSAGES },
});
