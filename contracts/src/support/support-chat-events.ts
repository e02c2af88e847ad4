import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { LOCALES } from '../i18n';

const at = z.iso.datetime();

/**
 * How a chat message reached the other side, decided when it was sent: `live` when the other side had a live socket
 * (for a person's message: a moderator or administrator was connected), `email` when nobody was there, so the
 * message went on by e-mail (a person's message to SUPPORT_EMAIL when set, a staff reply to the person's address).
 * A fact of the moment, so a rebuild of the outbox queues exactly what was queued then.
 */
export const SUPPORT_CHAT_DELIVERIES = ['live', 'email'] as const;

/**
 * Events of stream `support-chat-{accountId}`: the one support chat of a signed-in person, its messages numbered
 * 1, 2, 3… (`seq`), the staff's internal notes, who it is assigned to, and handled / reopened. Every text is sealed
 * under the person's own key (personalDataSubject), so deleting the account shreds the whole chat.
 */
const SupportChatMessageSentEvent = defineEvent(
  'SupportChatMessageSent',
  z.object({
    accountId: z.string(),
    messageId: z.string(),
    seq: z.number().int().positive(),
    /** `person` is the chat's owner; `staff` a moderator or administrator (`staffId`). */
    author: z.enum(['person', 'staff']),
    staffId: z.string().nullable(),
    /** The person's idempotency key (the same clientId again is the same message); null for staff. */
    clientId: z.string().nullable(),
    text: z.string(),
    /** The canned reply a staff message started from, if any. */
    cannedId: z.string().nullable(),
    /** The language of the person's page when they wrote; a staff reply repeats the chat's. */
    locale: z.enum(LOCALES),
    delivery: z.enum(SUPPORT_CHAT_DELIVERIES),
    /** A person's message sent on by e-mail: the operator's address then (SUPPORT_EMAIL), or null (the inbox only). */
    forwardTo: z.string().nullable(),
    sentAt: at,
  }),
);
/** A note only staff see. */
const SupportChatNoteAddedEvent = defineEvent(
  'SupportChatNoteAdded',
  z.object({ accountId: z.string(), noteId: z.string(), staffId: z.string(), text: z.string(), addedAt: at }),
);
/** Who answers the chat (null: nobody in particular). */
const SupportChatAssignedEvent = defineEvent(
  'SupportChatAssigned',
  z.object({ accountId: z.string(), assigneeId: z.string().nullable(), staffId: z.string(), assignedAt: at }),
);
const SupportChatHandledEvent = defineEvent('SupportChatHandled', z.object({ accountId: z.string(), staffId: z.string(), handledAt: at }));
/** Opened again by staff; a person's new message to a handled chat opens it again by itself. */
const SupportChatReopenedEvent = defineEvent(
  'SupportChatReopened',
  z.object({ accountId: z.string(), staffId: z.string(), reopenedAt: at }),
);

export const SUPPORT_CHAT_EVENTS = eventRegistry([
  SupportChatMessageSentEvent,
  SupportChatNoteAddedEvent,
  SupportChatAssignedEvent,
  SupportChatHandledEvent,
  SupportChatReopenedEvent,
]);
export type SupportChatMessageSent = EventOf<typeof SupportChatMessageSentEvent>;
export type SupportChatEvent = EventsOf<typeof SUPPORT_CHAT_EVENTS>;

export const supportChatStreamId = (accountId: string) => `support-chat-${accountId}`;
