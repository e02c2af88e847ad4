import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { LOCALES } from '../i18n';
import { code, type MessageCode } from '../messages';
import { ENTITY_ID_PATTERN } from '../entity-id';
import { codePointLength, EntityId, text } from '../text';
import { SUPPORT_CHAT_DELIVERIES } from './support-chat-events';
import { SUPPORT_CANNED_REPLIES, SUPPORT_CHAT_NOTE_MAX, SUPPORT_CHAT_TEXT_MAX } from './support-chat-limits';

// The limits are zod-free, for the web's counters.
export * from './support-chat-limits';

const sized = (max: number, empty: MessageCode, long: MessageCode) =>
  text({ max: max * 4, multiline: true }).check((ctx) => {
    const length = codePointLength(ctx.value);
    if (length === 0) ctx.issues.push({ code: 'custom', message: empty, input: ctx.value, continue: false });
    else if (length > max) ctx.issues.push({ code: 'custom', message: long, input: ctx.value, continue: false });
  });

export const SupportChatText = sized(SUPPORT_CHAT_TEXT_MAX, code('support:chatTextEmpty'), code('support:chatTextTooLong'));

/** POST /api/support/chat/messages: the signed-in person writes (who they are comes from the session only). */
export const SupportChatSendInput = z.strictObject({
  text: SupportChatText,
  /** Made by the browser once per message: a retry is the same message. */
  clientId: z.uuid({ message: code('support:chatBadClientId') }),
  locale: z.enum(LOCALES, { message: code('support:badLanguage') }),
});
export type SupportChatSendInput = z.infer<typeof SupportChatSendInput>;

export const SupportChatStatus = z.enum(['none', 'open', 'handled']);
export type SupportChatStatus = z.infer<typeof SupportChatStatus>;

/** One message as the person sees it: staff are "support", never a login. */
export const SupportChatMessageDto = z.object({
  id: z.string(),
  seq: z.number().int(),
  author: z.enum(['person', 'staff']),
  text: z.string(),
  sentAt: z.string(),
  delivery: z.enum(SUPPORT_CHAT_DELIVERIES),
});
export type SupportChatMessageDto = z.infer<typeof SupportChatMessageDto>;

/** GET /api/support/chat: the person's chat, whether anyone is there to answer live, and where the catch-up starts. */
export const SupportChatDto = z.object({
  status: SupportChatStatus,
  messages: z.array(SupportChatMessageDto),
  staffOnline: z.boolean(),
  /** The feed position the page's live updates and catch-ups continue from. */
  position: z.number().int(),
});
export type SupportChatDto = z.infer<typeof SupportChatDto>;

export const SupportChatSent = z.object({ message: SupportChatMessageDto, staffOnline: z.boolean() });
export type SupportChatSent = z.infer<typeof SupportChatSent>;

/** One change of a chat, pushed live (SUPPORT_CHAT_PUSH_EVENT) and served again by the catch-up. */
export const SupportChatLiveItem = z.object({
  position: z.number().int(),
  chatId: z.string(),
  message: SupportChatMessageDto.optional(),
});
export type SupportChatLiveItem = z.infer<typeof SupportChatLiveItem>;
export const SupportChatEventsPage = z.object({ items: z.array(SupportChatLiveItem), position: z.number().int() });
export type SupportChatEventsPage = z.infer<typeof SupportChatEventsPage>;
/** GET /api/support/chat/events?after=…: the position the page last saw (the answer's `position` of the last page). */
export const SupportChatEventsQuery = z.strictObject({
  after: z.coerce
    .number({ message: code('messaging:badPosition') })
    .int({ message: code('messaging:badPosition') })
    .min(0, { message: code('messaging:badPosition') })
    .max(Number.MAX_SAFE_INTEGER, { message: code('messaging:badPosition') })
    .default(0),
});
export type SupportChatEventsQuery = z.infer<typeof SupportChatEventsQuery>;

// ---- The console.

export const AdminSupportChatMessageDto = SupportChatMessageDto.extend({
  staffId: z.string().nullable(),
  staffLogin: z.string().nullable(),
  cannedId: z.string().nullable(),
});
export type AdminSupportChatMessageDto = z.infer<typeof AdminSupportChatMessageDto>;

export const SupportChatNoteDto = z.object({
  id: z.string(),
  staffId: z.string(),
  staffLogin: z.string().nullable(),
  text: z.string(),
  addedAt: z.string(),
});
export type SupportChatNoteDto = z.infer<typeof SupportChatNoteDto>;

/** A chat in the console's inbox; its id is the person's account id, `revision` its ETag. */
export const AdminSupportChatDto = z.object({
  id: z.string(),
  login: z.string().nullable(),
  status: z.enum(['open', 'handled']),
  locale: z.enum(LOCALES),
  assigneeId: z.string().nullable(),
  assigneeLogin: z.string().nullable(),
  /** The last message is the person's: someone owes an answer. */
  unanswered: z.boolean(),
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
  /** When the current conversation began: the person's first message since the chat was new or handled. */
  openedAt: z.string(),
  /** Milliseconds from `openedAt` to the first staff answer; null while unanswered. */
  firstResponseMs: z.number().int().nullable(),
  revision: z.number().int(),
  messages: z.array(AdminSupportChatMessageDto).optional(),
  notes: z.array(SupportChatNoteDto).optional(),
});
export type AdminSupportChatDto = z.infer<typeof AdminSupportChatDto>;

export const AdminSupportChatFilter = z.strictObject({
  status: z.enum(['open', 'handled']).optional(),
  assigneeId: EntityId.optional(),
});
export const AdminSupportChatListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(['lastMessageAt', 'openedAt']), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminSupportChatFilter),
});
export type AdminSupportChatListParams = z.infer<typeof AdminSupportChatListParams>;
export const SUPPORT_CHAT_LIST_DOCS = {
  sort: 'JSON: ["lastMessageAt","DESC"] (open chats always come first)',
  range: 'JSON: [0,24] (inclusive)',
  filter: 'JSON: {"status":"open","assigneeId":"…"} (anything else: 400)',
} as const;

const CANNED_IDS = SUPPORT_CANNED_REPLIES.map((r) => r.id) as [string, ...string[]];

/** POST /api/admin/support-chats/:id/messages. */
export const SupportChatReplyInput = z.strictObject({
  text: SupportChatText,
  cannedId: z.enum(CANNED_IDS, { message: code('support:badCanned') }).optional(),
});
export type SupportChatReplyInput = z.infer<typeof SupportChatReplyInput>;

/** POST /api/admin/support-chats/:id/notes: seen by staff only. */
export const SupportChatNoteInput = z.strictObject({
  text: sized(SUPPORT_CHAT_NOTE_MAX, code('support:noteEmpty'), code('support:noteTooLong')),
});
export type SupportChatNoteInput = z.infer<typeof SupportChatNoteInput>;

/** PUT /api/admin/support-chats/:id/assignee: a moderator or administrator, or null (nobody in particular). */
export const SupportChatAssignInput = z.strictObject({
  assigneeId: z
    .string()
    .regex(ENTITY_ID_PATTERN, { message: code('support:badAssignee') })
    .nullable(),
});
export type SupportChatAssignInput = z.infer<typeof SupportChatAssignInput>;

/** GET /api/admin/support-chats/stats: first-response times of answered conversations (the console's dashboard). */
export const SupportChatStats = z.object({
  conversations: z.number().int(),
  answered: z.number().int(),
  waiting: z.number().int(),
  firstResponseP50Ms: z.number().int().nullable(),
  firstResponseP95Ms: z.number().int().nullable(),
});
export type SupportChatStats = z.infer<typeof SupportChatStats>;
