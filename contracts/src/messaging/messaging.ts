import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { code, type MessageCode } from '../messages';
import { codePointLength, EntityId, text } from '../text';
import {
  CONTACT_FLAGS,
  INCOMING_POLICIES,
  CONVERSATION_MODERATION_ACTIONS,
  CONVERSATION_REPORT_REASONS,
  SCAM_FLAGS,
} from './messaging-events';
import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX, MESSAGES_PAGE_MAX, REPORT_NOTE_MAX } from './messaging-limits';

// The limits are zod-free, for the web's counters.
export * from './messaging-limits';

export const ConversationId = EntityId;

const sized = (max: number, empty: MessageCode | undefined, long: MessageCode) =>
  // The shared text rules first (their own limit far above ours), then ours as whole sentences.
  text({ max: max * 4, multiline: true }).check((ctx) => {
    const length = codePointLength(ctx.value);
    if (empty && length === 0) ctx.issues.push({ code: 'custom', message: empty, input: ctx.value, continue: false });
    else if (length > max) ctx.issues.push({ code: 'custom', message: long, input: ctx.value, continue: false });
  });

/** A message's text: 1..MESSAGE_TEXT_MAX code points after normalisation. */
export const MessageText = sized(MESSAGE_TEXT_MAX, code('messaging:textEmpty'), code('messaging:textTooLong'));
/** The sender's idempotency key, made by the browser once per message it means to send. */
export const ClientId = z.uuid({ message: code('messaging:badClientId') });

/** POST /api/conversations: the first message to the owner of `adId`, or to `recipientId`. */
export const StartConversationInput = z
  .strictObject({ adId: EntityId.optional(), recipientId: EntityId.optional(), text: MessageText, clientId: ClientId })
  .refine((v) => v.adId !== undefined || v.recipientId !== undefined, {
    message: code('messaging:recipientRequired'),
    path: ['recipientId'],
  });
export type StartConversationInput = z.infer<typeof StartConversationInput>;
export const ConversationStartedAnswer = z.object({ conversationId: z.string() });
export type ConversationStartedAnswer = z.infer<typeof ConversationStartedAnswer>;

/** A photo uploaded into a conversation (`POST /api/conversations/:id/photos`): 24 random base64url characters. */
export const MessagePhotoId = z.string({ message: code('messaging:badPhotoId') }).regex(/^[A-Za-z0-9_-]{24}$/, {
  message: code('messaging:badPhotoId'),
});
/**
 * POST /api/conversations/:id/messages: text, photos (ids of the sender's uploads into this conversation), or both;
 * a message with photos may have no text.
 */
export const SendMessageInput = z
  .strictObject({
    text: sized(MESSAGE_TEXT_MAX, undefined, code('messaging:textTooLong')).default(''),
    photoIds: z
      .array(MessagePhotoId)
      .max(MESSAGE_PHOTOS_MAX, { message: code('messaging:tooManyPhotos') })
      .refine((ids) => new Set(ids).size === ids.length, { message: code('messaging:badPhotoId') })
      .default([]),
    clientId: ClientId,
  })
  .refine((v) => v.text.length > 0 || v.photoIds.length > 0, { message: code('messaging:textEmpty'), path: ['text'] });
/** POST /api/conversations/:id/photos answers the stored photo (send its id with the message). */
export const MessagePhotoUploaded = z.object({ id: z.string(), width: z.number().int(), height: z.number().int() });
export type MessagePhotoUploaded = z.infer<typeof MessagePhotoUploaded>;
export type SendMessageInput = z.infer<typeof SendMessageInput>;

export const ConversationFolder = z.enum(['inbox', 'requests', 'archived'], { message: code('messaging:badFolder') });
export type ConversationFolder = z.infer<typeof ConversationFolder>;
/** GET /api/conversations */
export const ConversationListQuery = z.strictObject({
  folder: ConversationFolder.default('inbox'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: code('messaging:badCursor') })
    .optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

const Seq = z.coerce
  .number({ message: code('messaging:badSeq') })
  .int({ message: code('messaging:badSeq') })
  .min(0, { message: code('messaging:badSeq') })
  .max(2 ** 31 - 1);
/** GET /api/conversations/:id/messages: newest page first; `before` pages back. */
export const MessageListQuery = z.strictObject({
  before: Seq.optional(),
  limit: z.coerce
    .number({ message: code('messaging:badLimit') })
    .int({ message: code('messaging:badLimit') })
    .min(1, { message: code('messaging:badLimit') })
    .max(MESSAGES_PAGE_MAX, { message: code('messaging:badLimit') })
    .default(30),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** POST /api/conversations/:id/read */
export const MarkReadInput = z.strictObject({ upTo: Seq });
export type MarkReadInput = z.infer<typeof MarkReadInput>;

export const ConversationReportReason = z.enum(CONVERSATION_REPORT_REASONS, { message: code('messaging:badReason') });
export type ConversationReportReason = z.infer<typeof ConversationReportReason>;
/** POST /api/conversations/:id/report */
export const ReportConversationInput = z.strictObject({
  reason: ConversationReportReason,
  messageId: EntityId.optional(),
  note: sized(REPORT_NOTE_MAX, undefined, code('messaging:noteTooLong')).optional(),
});
export type ReportConversationInput = z.infer<typeof ReportConversationInput>;
export const ConversationReportedAnswer = z.object({ reportId: z.string() });
export type ConversationReportedAnswer = z.infer<typeof ConversationReportedAnswer>;

/** GET /api/conversations/events?after= : the catch-up after a socket reconnect. */
export const MessagingEventsQuery = z.strictObject({
  after: z.coerce
    .number({ message: code('messaging:badPosition') })
    .int({ message: code('messaging:badPosition') })
    .min(0, { message: code('messaging:badPosition') })
    .default(0),
});
export type MessagingEventsQuery = z.infer<typeof MessagingEventsQuery>;

export const IncomingPolicy = z.enum(INCOMING_POLICIES, { message: code('messaging:badIncoming') });
export type IncomingPolicy = z.infer<typeof IncomingPolicy>;
/**
 * GET /api/account/message-settings. `emailWhenAway`: an e-mail notice (never the text) when a message waits unread
 * while the person is away (docs/messaging.md § E-mail notice).
 */
export const MessageSettings = z.strictObject({ incoming: IncomingPolicy, shareReadReceipts: z.boolean(), emailWhenAway: z.boolean() });
export type MessageSettings = z.infer<typeof MessageSettings>;
/** PUT /api/account/message-settings: a client that does not know `emailWhenAway` yet leaves it as it is. */
export const MessageSettingsInput = MessageSettings.extend({ emailWhenAway: z.boolean().optional() });
export type MessageSettingsInput = z.infer<typeof MessageSettingsInput>;
/** POST /api/account/message-settings/unsubscribe?token=: the one-click link of a message notice e-mail (no session). */
export const EmailNoticeUnsubscribeQuery = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/, { message: code('messaging:invalidToken') }),
});
export type EmailNoticeUnsubscribeQuery = z.infer<typeof EmailNoticeUnsubscribeQuery>;
export const EmailNoticeUnsubscribeResult = z.object({ emailWhenAway: z.literal(false) });
export type EmailNoticeUnsubscribeResult = z.infer<typeof EmailNoticeUnsubscribeResult>;
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = { incoming: 'everyone', shareReadReceipts: false, emailWhenAway: true };

export const ContactFlag = z.enum(CONTACT_FLAGS);
export type ContactFlag = z.infer<typeof ContactFlag>;
export const ScamFlag = z.enum(SCAM_FLAGS);
export type ScamFlag = z.infer<typeof ScamFlag>;
export const MessageFlags = z.object({ contact: z.array(ContactFlag), scam: z.array(ScamFlag) });
export type MessageFlags = z.infer<typeof MessageFlags>;

/**
 * One message as its reader sees it. `text` is null when it is `deleted` (its sender's account or the conversation was
 * erased) or `hidden` (by a moderator). In a request the web shows links and contacts as plain text (`flags`).
 */
export const MessageDto = z.object({
  id: z.string(),
  seq: z.number().int(),
  mine: z.boolean(),
  text: z.string().nullable(),
  deleted: z.boolean(),
  hidden: z.boolean(),
  sentAt: z.string(),
  flags: MessageFlags,
  /**
   * Ids of the message's photos (none when it is deleted or hidden), served only to the two people at
   * `/api/conversations/{id}/photos/{photoId}` (`?size=thumb` for the thumbnail).
   */
  photos: z.array(z.string()),
});
export type MessageDto = z.infer<typeof MessageDto>;
export const MessagePage = z.object({ items: z.array(MessageDto), nextBefore: z.number().int().nullable() });
export type MessagePage = z.infer<typeof MessagePage>;

export const ConversationStatus = z.enum(['request-sent', 'request-received', 'accepted', 'declined', 'blocked']);
export type ConversationStatus = z.infer<typeof ConversationStatus>;

export const ConversationSummaryDto = z.object({
  id: z.string(),
  other: z.object({ id: z.string(), displayName: z.string(), verified: z.boolean() }),
  ad: z.object({ id: z.string(), title: z.string(), path: z.string() }).nullable(),
  status: ConversationStatus,
  /** `preview` is the start of the text, empty when the message is deleted or hidden. */
  lastMessage: z.object({ preview: z.string(), sentAt: z.string(), mine: z.boolean() }).nullable(),
  unread: z.number().int(),
  muted: z.boolean(),
  archived: z.boolean(),
});
export type ConversationSummaryDto = z.infer<typeof ConversationSummaryDto>;
export const ConversationPage = z.object({ items: z.array(ConversationSummaryDto), nextCursor: z.string().nullable() });
export type ConversationPage = z.infer<typeof ConversationPage>;

export const ConversationDto = ConversationSummaryDto.extend({
  canWrite: z.boolean(),
  blockedByMe: z.boolean(),
  /** Both sides share read receipts: only then is `otherReadUpTo` known. */
  readReceipts: z.boolean(),
  otherReadUpTo: z.number().int().nullable(),
});
export type ConversationDto = z.infer<typeof ConversationDto>;

/** GET /api/conversations/unread-count: unread messages of accepted conversations plus pending requests. */
export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** One change for one account, pushed live (MESSAGING_PUSH_EVENT) and served again by the catch-up. */
export const MessagingLiveItem = z.object({
  position: z.number().int(),
  conversationId: z.string(),
  message: MessageDto.optional(),
  conversation: ConversationSummaryDto.optional(),
});
export type MessagingLiveItem = z.infer<typeof MessagingLiveItem>;
export const MessagingEventsPage = z.object({ items: z.array(MessagingLiveItem), position: z.number().int() });
export type MessagingEventsPage = z.infer<typeof MessagingEventsPage>;

// ---- The console (ra-data-simple-rest): reported conversations only.

export const AdminConversationStatus = z.enum(['open', 'handled']);
export type AdminConversationStatus = z.infer<typeof AdminConversationStatus>;

export const AdminConversationListItem = z.object({
  id: z.string(),
  /** The latest report's reason; underage and coercion come first in the list. */
  reason: ConversationReportReason,
  reportedAt: z.string(),
  reportCount: z.number().int(),
  reporter: z.object({ id: z.string(), displayName: z.string() }),
  reported: z.object({ id: z.string(), displayName: z.string() }),
  status: AdminConversationStatus,
});
export type AdminConversationListItem = z.infer<typeof AdminConversationListItem>;

export const AdminConversationFilter = z.strictObject({
  status: AdminConversationStatus.optional(),
  reason: ConversationReportReason.optional(),
});
export type AdminConversationFilter = z.infer<typeof AdminConversationFilter>;
export const AdminConversationListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(['reportedAt']), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminConversationFilter),
});
export type AdminConversationListParams = z.infer<typeof AdminConversationListParams>;
export const ADMIN_CONVERSATION_LIST_DOCS = {
  sort: 'JSON: ["reportedAt","DESC"] (open underage and coercion reports always come first)',
  range: 'JSON: [0,24] (inclusive)',
  filter: 'JSON: {"status":"open","reason":"scam"} (anything else: 400)',
} as const;

export const AdminConversationReport = z.object({
  id: z.string(),
  reporterId: z.string(),
  reportedId: z.string(),
  reason: ConversationReportReason,
  messageId: z.string().nullable(),
  note: z.string().nullable(),
  reportedAt: z.string(),
});
export type AdminConversationReport = z.infer<typeof AdminConversationReport>;

export const AdminConversationMessage = MessageDto.omit({ mine: true }).extend({ senderId: z.string() });
export type AdminConversationMessage = z.infer<typeof AdminConversationMessage>;

/** GET /api/admin/conversations/:id: only the window around each report (REPORT_WINDOW_BEFORE/AFTER). */
export const AdminConversationDto = z.object({
  id: z.string(),
  participants: z.array(z.object({ id: z.string(), displayName: z.string(), verified: z.boolean() })),
  ad: z.object({ id: z.string(), title: z.string() }).nullable(),
  status: AdminConversationStatus,
  reports: z.array(AdminConversationReport),
  messages: z.array(AdminConversationMessage),
  actions: z.array(
    z.object({
      action: z.enum(CONVERSATION_MODERATION_ACTIONS),
      staffId: z.string(),
      targetId: z.string(),
      messageId: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AdminConversationDto = z.infer<typeof AdminConversationDto>;

export const ConversationModerationAction = z.enum(CONVERSATION_MODERATION_ACTIONS, { message: code('messaging:badAction') });
export type ConversationModerationAction = z.infer<typeof ConversationModerationAction>;
/** POST /api/admin/conversations/:id/actions: aimed at the reported account; hide-message needs `messageId`. */
export const AdminConversationActionInput = z
  .strictObject({
    action: ConversationModerationAction,
    messageId: EntityId.optional(),
    note: sized(REPORT_NOTE_MAX, undefined, code('messaging:noteTooLong')).optional(),
  })
  .refine((v) => v.action !== 'hide-message' || v.messageId !== undefined, {
    message: code('messaging:messageRequired'),
    path: ['messageId'],
  });
export type AdminConversationActionInput = z.infer<typeof AdminConversationActionInput>;
