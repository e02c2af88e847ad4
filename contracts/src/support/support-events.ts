import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { LOCALES } from '../i18n';
import { SUPPORT_SUBJECTS } from './subjects';

/**
 * Events of stream `support-{messageId}`: one message sent through the contact form and its thread. The sender's
 * name, address and words, and the staff's replies to them, are sealed under the message's own key
 * (supportMessageSubject, PERSONAL_DATA_POLICY): deleting the message destroys that key and the log reads as erased.
 */
const SupportMessageReceivedEvent = defineEvent(
  'SupportMessageReceived',
  z.object({
    messageId: z.string(),
    /** The signed-in sender's account, null for a guest. */
    accountId: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string(),
    subject: z.enum(SUPPORT_SUBJECTS),
    message: z.string(),
    /** The language of the page it was sent from: the acknowledgement and the replies are written in it. */
    locale: z.enum(LOCALES),
    /**
     * The operator's address it was forwarded to (SUPPORT_EMAIL when it was received), null when only the inbox got
     * it: a fact of the moment, so a rebuild of the outbox queues exactly what was queued then.
     */
    forwardTo: z.string().nullable(),
    receivedAt: z.iso.datetime(),
  }),
);
const SupportReplySentEvent = defineEvent(
  'SupportReplySent',
  z.object({ messageId: z.string(), replyId: z.string(), staffId: z.string(), text: z.string(), sentAt: z.iso.datetime() }),
);
const SupportMessageHandledEvent = defineEvent(
  'SupportMessageHandled',
  z.object({ messageId: z.string(), staffId: z.string(), handledAt: z.iso.datetime() }),
);
const SupportMessageReopenedEvent = defineEvent(
  'SupportMessageReopened',
  z.object({ messageId: z.string(), staffId: z.string(), reopenedAt: z.iso.datetime() }),
);
/** The message is gone for good: its key is destroyed right after this event is appended. */
const SupportMessageDeletedEvent = defineEvent(
  'SupportMessageDeleted',
  z.object({ messageId: z.string(), staffId: z.string(), deletedAt: z.iso.datetime() }),
);

export const SUPPORT_EVENTS = eventRegistry([
  SupportMessageReceivedEvent,
  SupportReplySentEvent,
  SupportMessageHandledEvent,
  SupportMessageReopenedEvent,
  SupportMessageDeletedEvent,
]);
export type SupportMessageReceived = EventOf<typeof SupportMessageReceivedEvent>;
export type SupportReplySent = EventOf<typeof SupportReplySentEvent>;
export type SupportMessageHandled = EventOf<typeof SupportMessageHandledEvent>;
export type SupportMessageReopened = EventOf<typeof SupportMessageReopenedEvent>;
export type SupportMessageDeleted = EventOf<typeof SupportMessageDeletedEvent>;
export type SupportEvent = EventsOf<typeof SUPPORT_EVENTS>;

export const supportStreamId = (messageId: string) => `support-${messageId}`;
export { supportMessageSubject } from './subject';
