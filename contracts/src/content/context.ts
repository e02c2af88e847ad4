import { defineContractContext } from '../contract-context';
import { CONTENT_MESSAGES } from './messages';

/** The content context's share of the shared contracts (listed in ../context-list.ts). */
export const contentContract = defineContractContext({
  name: 'content',
  messages: { content: CONTENT_MESSAGES },
});
