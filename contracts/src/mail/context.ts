import { defineContractContext } from '../contract-context';
import { MAIL_MESSAGES } from './messages';

/** The mail context's share of the shared contracts (listed in ../context-list.ts). */
export const mailContract = defineContractContext({
  name: 'mail',
  messages: { mail: MAIL_MESSAGES },
});
