import { defineContractContext, sealedFor } from '../contract-context';
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
    // The support chat is about one person: everything in it, the staff's answers and notes too, under their own
    // key, so deleting the account shreds the whole chat.
    SupportChatMessageSent: sealedFor('accountId', ['text', 'forwardTo']),
    SupportChatNoteAdded: sealedFor('accountId', ['text']),
  },
});
