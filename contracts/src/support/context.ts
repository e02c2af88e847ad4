import { defineContractContext } from '../contract-context';
import { SUPPORT_MESSAGES } from './messages';
import { supportMessageSubject } from './subject';

/** The support context's share of the shared contracts (listed in ../context-list.ts). */
export const supportContract = defineContractContext({
  name: 'support',
  messages: { support: SUPPORT_MESSAGES },
  personalData: {
    // A contact message and the staff's answers to it, under the message's own key: deleting it shreds only it.
    SupportMessageReceived: { subject: (d) => supportMessageSubject(String(d.messageId)), fields: ['name', 'email', 'message'] },
    SupportReplySent: { subject: (d) => supportMessageSubject(String(d.messageId)), fields: ['text'] },
  },
});
