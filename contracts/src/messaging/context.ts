import { defineContractContext, sealedFor } from '../contract-context';
import { MESSAGING_MESSAGES } from './messages';
import { conversationSideSubject } from './subject';

/** The messaging context's share of the shared contracts (listed in ../context-list.ts). */
export const messagingContract = defineContractContext({
  name: 'messaging',
  messages: { messaging: MESSAGING_MESSAGES },
  personalData: {
    // Each side's words under that side's own key: erasing an account or a conversation shreds exactly them.
    MessageSent: { subject: (d) => conversationSideSubject(String(d.conversationId), String(d.senderId)), fields: ['text'] },
    // What the reporter says about the other person is theirs.
    ConversationReported: sealedFor('reporterId', ['note']),
  },
});
