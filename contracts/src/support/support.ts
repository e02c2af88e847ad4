import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { LOCALES } from '../i18n';
import { code, type MessageCode } from '../messages';
import { codePointLength, EntityId, text } from '../text';
import { SUPPORT_SUBJECTS } from './subjects';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, SUPPORT_REPLY_MAX } from './contact-form-limits';

// The limits are zod-free, for the contact form's counters.
export * from './contact-form-limits';

export const SupportSubject = z.enum(SUPPORT_SUBJECTS, { message: code('support:badSubject') });
export type SupportSubject = z.infer<typeof SupportSubject>;

/**
 * The signed form token the contact page is rendered with: `{issuedAt ms}.{nonce}.{HMAC}`. It carries the time the
 * form was rendered (too fast, or too old, is told apart) and its nonce names the message, so a double submit of one
 * form makes one message.
 */
export const ContactFormToken = z.string().regex(/^\d{13}\.[0-9a-f]{32}\.[0-9a-f]{64}$/, { message: code('support:formInvalid') });

const sized = (min: number | undefined, max: number, short: MessageCode | undefined, long: MessageCode) =>
  // The text rules first (their own limit far above ours), then our limits as whole sentences.
  text({ max: max * 4, multiline: true }).check((ctx) => {
    const length = codePointLength(ctx.value);
    if (min !== undefined && short && length < min) ctx.issues.push({ code: 'custom', message: short, input: ctx.value, continue: false });
    else if (length > max) ctx.issues.push({ code: 'custom', message: long, input: ctx.value, continue: false });
  });

const ContactEmail = text({ max: 254 })
  .check((ctx) => {
    if (ctx.value === '') ctx.issues.push({ code: 'custom', message: code('support:emailRequired'), input: ctx.value, continue: false });
    else if (ctx.value.length > 254 || !z.email().safeParse(ctx.value).success)
      ctx.issues.push({ code: 'custom', message: code('support:badEmail'), input: ctx.value, continue: false });
  })
  .meta({ format: 'email' });

/** POST /api/contact: a guest or a signed-in person writes to support. */
export const ContactMessageInput = z.strictObject({
  name: text({ max: CONTACT_NAME_MAX * 4 })
    .refine((v) => codePointLength(v) <= CONTACT_NAME_MAX, { message: code('support:nameTooLong') })
    .optional(),
  email: ContactEmail,
  subject: SupportSubject,
  message: sized(CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, code('support:messageTooShort'), code('support:messageTooLong')),
  locale: z.enum(LOCALES, { message: code('support:badLanguage') }),
  formToken: ContactFormToken,
  /** The honeypot (CONTACT_HONEYPOT_FIELD): empty from a person. */
  website: z.string().max(2000).optional(),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

/** GET /api/contact/form: what the page is rendered with (a fresh token; the signed-in person's address). */
export const ContactFormDto = z.object({ formToken: z.string(), email: z.string().nullable() });
export type ContactFormDto = z.infer<typeof ContactFormDto>;

/** The answer to a sent form: the same for a message kept and for one dropped as spam (a bot learns nothing). */
export const ContactAccepted = z.object({ sent: z.literal(true) });
export type ContactAccepted = z.infer<typeof ContactAccepted>;

export const SupportStatus = z.enum(['open', 'handled'], { message: code('support:badStatus') });
export type SupportStatus = z.infer<typeof SupportStatus>;

export const SupportReplyDto = z.object({
  id: z.string(),
  staffId: z.string(),
  staffLogin: z.string().nullable(),
  text: z.string(),
  sentAt: z.string(),
});
export type SupportReplyDto = z.infer<typeof SupportReplyDto>;

/** One message as the console shows it; `revision` is its ETag (If-Match of the changes). */
export const SupportMessageDto = z.object({
  id: z.string(),
  accountId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  subject: SupportSubject,
  message: z.string(),
  locale: z.enum(LOCALES),
  status: SupportStatus,
  /** No staff member has answered it yet. */
  unanswered: z.boolean(),
  replyCount: z.number().int(),
  receivedAt: z.string(),
  updatedAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  revision: z.number().int(),
  /** The thread, oldest first (only in the answer about one message). */
  replies: z.array(SupportReplyDto).optional(),
});
export type SupportMessageDto = z.infer<typeof SupportMessageDto>;

export const AdminSupportFilter = z.strictObject({
  status: SupportStatus.optional(),
  subject: SupportSubject.optional(),
  q: text({ max: 200 }).optional(),
});
export type AdminSupportFilter = z.infer<typeof AdminSupportFilter>;

/** GET /api/admin/support (simple-rest): open ones first, then by when they arrived. */
export const AdminSupportListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(['receivedAt', 'updatedAt']), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminSupportFilter),
});
export type AdminSupportListParams = z.infer<typeof AdminSupportListParams>;
export const SUPPORT_LIST_DOCS = {
  sort: 'JSON: ["receivedAt","DESC"] (open messages always come first)',
  range: 'JSON: [0,24] (inclusive)',
  filter: 'JSON: {"status":"open","subject":"payment","q":"text in the name, address or message"} (anything else: 400)',
} as const;

/** POST /api/admin/support/:id/replies: e-mailed to the sender in their language and kept in the thread. */
export const SupportReplyInput = z.strictObject({
  text: text({ max: SUPPORT_REPLY_MAX * 4, multiline: true }).check((ctx) => {
    const length = codePointLength(ctx.value);
    if (length === 0) ctx.issues.push({ code: 'custom', message: code('support:replyEmpty'), input: ctx.value, continue: false });
    else if (length > SUPPORT_REPLY_MAX)
      ctx.issues.push({ code: 'custom', message: code('support:replyTooLong'), input: ctx.value, continue: false });
  }),
});
export type SupportReplyInput = z.infer<typeof SupportReplyInput>;

/** PUT /api/admin/support/:id/status: handled, or open again. */
export const SupportStatusInput = z.strictObject({ status: SupportStatus });
export type SupportStatusInput = z.infer<typeof SupportStatusInput>;

/** The count the console's menu badge shows. */
export const SupportInboxCounts = z.object({ open: z.number().int(), unanswered: z.number().int() });
export type SupportInboxCounts = z.infer<typeof SupportInboxCounts>;

export const SupportMessageId = EntityId;
