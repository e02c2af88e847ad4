import { defineContractContext } from '../contract-context';
import { NOTIFICATIONS_MESSAGES } from './messages';

/** The notifications context's share of the shared contracts (listed in ../context-list.ts). */
export const notificationsContract = defineContractContext({
  name: 'notifications',
  messages: { notifications: NOTIFICATIONS_MESSAGES },
});
