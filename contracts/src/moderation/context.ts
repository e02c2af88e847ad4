import { defineContractContext, sealedFor } from '../contract-context';
import { MODERATION_MESSAGES } from './messages';

/** The moderation context's share of the shared contracts (listed in ../context-list.ts). */
export const moderationContract = defineContractContext({
  name: 'moderation',
  messages: { moderation: MODERATION_MESSAGES },
  personalData: {
    // What staff note about a person describes that person.
    AccountNoteAdded: sealedFor('accountId', ['text']),
    // What a reporter wrote about someone ("she looks 16") is about the person reported, and goes with their keys.
    ReportFiled: sealedFor('subjectAccountId', ['details']),
  },
});
