import { z } from 'zod';
import { MailLocale } from './account-email';

/**
 * What the mail reactor puts in the outbox: a template and its parameters, never a rendered secret. The sender
 * renders the message (and derives the link's token) just before sending it.
 */
const tokenLink = { accountId: z.string(), requestId: z.string(), expiresAt: z.iso.datetime(), login: z.string() };
const ad = { adId: z.string(), title: z.string() };
/** One saved search of a digest: its new ads still public when the message was queued (titles looked up then). */
const digestSearch = z.object({ searchId: z.string(), name: z.string(), query: z.string(), ads: z.array(z.object(ad)).min(1) });

/** One topic of a forum digest: still readable when the message was queued; `number`: its first new post. */
const forumDigestTopic = z.object({
  slug: z.string(),
  title: z.string(),
  newTopic: z.boolean(),
  posts: z.number().int().min(1),
  number: z.number().int().min(1),
});

// `language`: the page the sender wrote from (pl, en), shown to the operator as it is.
const supportMessage = {
  messageId: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
};

export const MailContent = z.discriminatedUnion('template', [
  z.object({ template: z.literal('emailConfirmation'), params: z.object(tokenLink) }),
  z.object({ template: z.literal('emailChange'), params: z.object(tokenLink) }),
  z.object({ template: z.literal('passwordReset'), params: z.object(tokenLink) }),
  z.object({ template: z.literal('adApproved'), params: z.object(ad) }),
  z.object({ template: z.literal('adRejected'), params: z.object({ ...ad, reason: z.string() }) }),
  z.object({ template: z.literal('adExpiringSoon'), params: z.object({ ...ad, expiresAt: z.iso.datetime() }) }),
  z.object({ template: z.literal('adExpired'), params: z.object(ad) }),
  z.object({ template: z.literal('adChangesApproved'), params: z.object(ad) }),
  z.object({ template: z.literal('adChangesRejected'), params: z.object({ ...ad, reason: z.string() }) }),
  // The daily e-mail of saved searches; each search's unsubscribe link is derived from the ids when it is rendered.
  z.object({
    template: z.literal('savedSearchDigest'),
    params: z.object({ accountId: z.string(), day: z.string(), searches: z.array(digestSearch).min(1) }),
  }),
  // The daily e-mail of what a member follows on the forum: per topic its title, address and how many posts are new;
  // the unsubscribe link (derived from the account id when rendered) turns the e-mail off.
  z.object({
    template: z.literal('forumDigest'),
    params: z.object({ accountId: z.string(), day: z.string(), topics: z.array(forumDigestTopic).min(1) }),
  }),
  // The contact form: the message forwarded to the operator, the sender's acknowledgement (which never repeats their
  // words, so the form cannot be used to mail someone else's text to any address), and a staff reply.
  z.object({ template: z.literal('supportForward'), params: z.object(supportMessage) }),
  z.object({ template: z.literal('supportAcknowledged'), params: z.object({ messageId: z.string(), subject: z.string() }) }),
  z.object({ template: z.literal('supportReply'), params: z.object({ messageId: z.string(), subject: z.string(), text: z.string() }) }),
  // The support chat going on by e-mail: a person's message while no staff member was online (to the operator), and
  // a staff answer while the person was away (to them). Each quotes only the words of the one who wrote it.
  z.object({
    template: z.literal('supportChatForward'),
    params: z.object({ accountId: z.string(), login: z.string(), text: z.string(), language: z.string() }),
  }),
  z.object({ template: z.literal('supportChatReply'), params: z.object({ accountId: z.string(), text: z.string() }) }),
  // A message left unread while its recipient was away: who wrote and about which ad, never the text nor the sender's
  // contact details; the link opens the conversation, the unsubscribe link (derived when rendered) turns these off.
  z.object({
    template: z.literal('messageNotice'),
    params: z.object({ accountId: z.string(), conversationId: z.string(), sender: z.string(), adTitle: z.string().nullable() }),
  }),
]);
export type MailContent = z.infer<typeof MailContent>;
export type MailTemplateName = MailContent['template'];
export const MAIL_TEMPLATES = MailContent.options.map((o) => o.shape.template.value);

export const MailStatus = z.enum(['pending', 'sending', 'sent', 'failed', 'skipped']);
export type MailStatus = z.infer<typeof MailStatus>;

/** GET /api/dev/mailbox (development only): what would have been sent. */
export const DevMailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  locale: MailLocale,
  template: z.string(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  status: MailStatus,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type DevMailboxMessage = z.infer<typeof DevMailboxMessage>;
export const DevMailbox = z.object({ messages: z.array(DevMailboxMessage) });
export type DevMailbox = z.infer<typeof DevMailbox>;
