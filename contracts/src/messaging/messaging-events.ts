import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

export const INCOMING_POLICIES = ['everyone', 'verified', 'phone-verified', 'off'] as const;
export const CONTACT_FLAGS = ['phone', 'email', 'messenger', 'link'] as const;
export const SCAM_FLAGS = ['deposit', 'gift-card', 'crypto'] as const;
export const CONVERSATION_REPORT_REASONS = ['scam', 'harassment', 'underage', 'coercion', 'spam', 'other'] as const;
export const CONVERSATION_MODERATION_ACTIONS = ['warn', 'hide-message', 'block-sender', 'ban'] as const;
export const ERASURE_REASONS = ['account-deleted', 'retention'] as const;

const at = z.iso.datetime();
const side = { conversationId: z.string(), accountId: z.string() };

/**
 * Events of stream `conversation-{conversationId}`: two people (`starterId` writes first, `recipientId` answers), an
 * optional ad it is about, and their messages numbered 1, 2, 3… (`seq`). Each message's text is sealed under its
 * sender's side key (conversationSideSubject, PERSONAL_DATA_POLICY).
 */
const ConversationStartedEvent = defineEvent(
  'ConversationStarted',
  z.object({
    conversationId: z.string(),
    starterId: z.string(),
    recipientId: z.string(),
    adId: z.string().nullable(),
    /** True when the pair has no accepted conversation yet: the recipient accepts, declines or blocks first. */
    request: z.boolean(),
    startedAt: at,
  }),
);
const MessageSentEvent = defineEvent(
  'MessageSent',
  z.object({
    conversationId: z.string(),
    messageId: z.string(),
    seq: z.number().int().positive(),
    senderId: z.string(),
    /** The sender's idempotency key: the same clientId again is the same message. */
    clientId: z.string(),
    text: z.string(),
    /** What the contact and scam filter found (services/api/src/contexts/messaging/domain/content-filter.ts). */
    contact: z.array(z.enum(CONTACT_FLAGS)),
    scam: z.array(z.enum(SCAM_FLAGS)),
    /**
     * Photos uploaded into this conversation by the sender (ids of files sealed under the sender's side key, so the
     * side's erasure shreds them with the text). Absent in messages from before photos.
     */
    photos: z.array(z.string()).default([]),
    sentAt: at,
  }),
);
const ConversationAcceptedEvent = defineEvent('ConversationAccepted', z.object({ ...side, acceptedAt: at }));
const ConversationDeclinedEvent = defineEvent('ConversationDeclined', z.object({ ...side, declinedAt: at }));
const ConversationArchivedEvent = defineEvent('ConversationArchived', z.object({ ...side, archivedAt: at }));
const ConversationUnarchivedEvent = defineEvent('ConversationUnarchived', z.object({ ...side, unarchivedAt: at }));
const ConversationMutedEvent = defineEvent('ConversationMuted', z.object({ ...side, mutedAt: at }));
const ConversationUnmutedEvent = defineEvent('ConversationUnmuted', z.object({ ...side, unmutedAt: at }));
/** Delete for me: `accountId` no longer sees messages up to `upToSeq`; a later message brings the conversation back. */
const ConversationDeletedForAccountEvent = defineEvent(
  'ConversationDeletedForAccount',
  z.object({ ...side, upToSeq: z.number().int().nonnegative(), deletedAt: at }),
);
/** `accountId` has read everything up to `upToSeq`; the other side learns it only when both share read receipts. */
const ConversationReadEvent = defineEvent('ConversationRead', z.object({ ...side, upToSeq: z.number().int().nonnegative(), readAt: at }));
const ConversationReportedEvent = defineEvent(
  'ConversationReported',
  z.object({
    conversationId: z.string(),
    reportId: z.string(),
    reporterId: z.string(),
    reportedId: z.string(),
    reason: z.enum(CONVERSATION_REPORT_REASONS),
    messageId: z.string().nullable(),
    /** The seq the staff's window is centred on: the reported message's, else the last one at the time of the report. */
    atSeq: z.number().int().nonnegative(),
    note: z.string().nullable(),
    reportedAt: at,
  }),
);
const ConversationModeratedEvent = defineEvent(
  'ConversationModerated',
  z.object({
    conversationId: z.string(),
    staffId: z.string(),
    action: z.enum(CONVERSATION_MODERATION_ACTIONS),
    /** The account the action is aimed at (the reported one). */
    targetId: z.string(),
    messageId: z.string().nullable(),
    note: z.string().nullable(),
    moderatedAt: at,
  }),
);
/**
 * `accountId` (the recipient) was e-mailed that the other side wrote while they were away (docs/messaging.md § E-mail
 * notice): everything of the other side's up to `upToSeq` is covered, and the next notice of this conversation to them
 * waits an hour. Ids only: the mail reactor looks up the sender's name and the ad's title, never the text.
 */
const ConversationEmailNoticeSentEvent = defineEvent(
  'ConversationEmailNoticeSent',
  z.object({ ...side, senderId: z.string(), upToSeq: z.number().int().positive(), sentAt: at }),
);
/** `accountId`'s words in this conversation are gone: their side key is destroyed right after this event. */
const ConversationSideErasedEvent = defineEvent(
  'ConversationSideErased',
  z.object({ ...side, reason: z.enum(ERASURE_REASONS), erasedAt: at }),
);

export const CONVERSATION_EVENTS = eventRegistry([
  ConversationStartedEvent,
  MessageSentEvent,
  ConversationAcceptedEvent,
  ConversationDeclinedEvent,
  ConversationArchivedEvent,
  ConversationUnarchivedEvent,
  ConversationMutedEvent,
  ConversationUnmutedEvent,
  ConversationDeletedForAccountEvent,
  ConversationReadEvent,
  ConversationReportedEvent,
  ConversationModeratedEvent,
  ConversationSideErasedEvent,
  ConversationEmailNoticeSentEvent,
]);
export type ConversationStarted = EventOf<typeof ConversationStartedEvent>;
export type MessageSent = EventOf<typeof MessageSentEvent>;
export type ConversationAccepted = EventOf<typeof ConversationAcceptedEvent>;
export type ConversationDeclined = EventOf<typeof ConversationDeclinedEvent>;
export type ConversationArchived = EventOf<typeof ConversationArchivedEvent>;
export type ConversationUnarchived = EventOf<typeof ConversationUnarchivedEvent>;
export type ConversationMuted = EventOf<typeof ConversationMutedEvent>;
export type ConversationUnmuted = EventOf<typeof ConversationUnmutedEvent>;
export type ConversationDeletedForAccount = EventOf<typeof ConversationDeletedForAccountEvent>;
export type ConversationRead = EventOf<typeof ConversationReadEvent>;
export type ConversationReported = EventOf<typeof ConversationReportedEvent>;
export type ConversationModerated = EventOf<typeof ConversationModeratedEvent>;
export type ConversationSideErased = EventOf<typeof ConversationSideErasedEvent>;
export type ConversationEmailNoticeSent = EventOf<typeof ConversationEmailNoticeSentEvent>;
export type ConversationEvent = EventsOf<typeof CONVERSATION_EVENTS>;

export const conversationStreamId = (conversationId: string) => `conversation-${conversationId}`;

/**
 * Events of stream `messaging-account-{accountId}`: what one person lets reach them. A block is the person's, not a
 * conversation's: it stops both directions in every conversation of the pair, and any new one.
 */
/** v2 adds `emailWhenAway` (the e-mail notice of a message left unread while away); v1 settings had it on. */
const MessageSettingsChangedEvent = defineEvent(
  'MessageSettingsChanged',
  z.object({
    accountId: z.string(),
    incoming: z.enum(INCOMING_POLICIES),
    shareReadReceipts: z.boolean(),
    emailWhenAway: z.boolean(),
    changedAt: at,
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), emailWhenAway: true }) } },
);
const MessagingPartnerBlockedEvent = defineEvent(
  'MessagingPartnerBlocked',
  z.object({ accountId: z.string(), blockedId: z.string(), conversationId: z.string(), blockedAt: at }),
);
const MessagingPartnerUnblockedEvent = defineEvent(
  'MessagingPartnerUnblocked',
  z.object({ accountId: z.string(), blockedId: z.string(), unblockedAt: at }),
);
/** A moderator's `block-sender`: the account can no longer send messages to anyone (its account still works). */
const MessagingSuspendedEvent = defineEvent(
  'MessagingSuspended',
  z.object({ accountId: z.string(), staffId: z.string(), conversationId: z.string(), suspendedAt: at }),
);

export const MESSAGING_ACCOUNT_EVENTS = eventRegistry([
  MessageSettingsChangedEvent,
  MessagingPartnerBlockedEvent,
  MessagingPartnerUnblockedEvent,
  MessagingSuspendedEvent,
]);
export type MessageSettingsChanged = EventOf<typeof MessageSettingsChangedEvent>;
export type MessagingPartnerBlocked = EventOf<typeof MessagingPartnerBlockedEvent>;
export type MessagingPartnerUnblocked = EventOf<typeof MessagingPartnerUnblockedEvent>;
export type MessagingSuspended = EventOf<typeof MessagingSuspendedEvent>;
export type MessagingAccountEvent = EventsOf<typeof MESSAGING_ACCOUNT_EVENTS>;

export const messagingAccountStreamId = (accountId: string) => `messaging-account-${accountId}`;
export { conversationSideSubject } from './subject';
