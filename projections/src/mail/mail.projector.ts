import {
  ACCOUNT_EVENTS,
  AD_EVENTS,
  assertNever,
  CONVERSATION_EVENTS,
  eventSubset,
  FORUM_FOLLOW_EVENTS,
  SAVED_SEARCH_EVENTS,
  SUPPORT_CHAT_EVENTS,
  SUPPORT_EVENTS,
  type Locale,
  type MailContent,
} from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { mailMigrations } from './mail.migration';

/** Account events that address the person or change how to reach them. */
const ACCOUNT_MAIL = eventSubset(ACCOUNT_EVENTS, [
  'AccountRegistered',
  'AccountDeleted',
  'EmailChanged',
  'EmailLanguageChosen',
  'EmailConfirmationRequested',
  'EmailChangeRequested',
  'PasswordResetRequested',
]);

/** Ad events the owner is told about by e-mail. */
const AD_MAIL = eventSubset(AD_EVENTS, [
  'AdApproved',
  'AdRejected',
  'AdChangesApproved',
  'AdChangesRejected',
  'AdExpiringSoon',
  'AdExpired',
]);

/** The daily e-mail of a person's saved searches. */
const DIGEST_MAIL = eventSubset(SAVED_SEARCH_EVENTS, ['SavedSearchDigestCompiled']);

/** The daily e-mail of what a member follows on the forum. */
const FORUM_DIGEST_MAIL = eventSubset(FORUM_FOLLOW_EVENTS, ['ForumDigestCompiled']);

/** The contact form: the forward to the operator, the sender's acknowledgement, staff replies, and a deletion. */
const SUPPORT_MAIL = eventSubset(SUPPORT_EVENTS, ['SupportMessageReceived', 'SupportReplySent', 'SupportMessageDeleted']);

/** The support chat going on by e-mail when nobody was there to read it live. */
const SUPPORT_CHAT_MAIL = eventSubset(SUPPORT_CHAT_EVENTS, ['SupportChatMessageSent']);

/** A message left unread while its recipient was away (the messaging worker decided it). */
const MESSAGE_MAIL = eventSubset(CONVERSATION_EVENTS, ['ConversationEmailNoticeSent']);

export const MAIL_EVENT_TYPES: readonly string[] = [
  ...MESSAGE_MAIL.types,
  ...ACCOUNT_MAIL.types,
  ...AD_MAIL.types,
  ...DIGEST_MAIL.types,
  ...FORUM_DIGEST_MAIL.types,
  ...SUPPORT_MAIL.types,
  ...SUPPORT_CHAT_MAIL.types,
];

/** Whose data an outbox row of a contact message is (its `account_id`): the message's, so deleting it clears them. */
export const supportMailOwner = (messageId: string) => `support:${messageId}`;

interface Recipient {
  login: string;
  email: string;
  locale: Locale;
}

async function recipientOf(db: SqlExecutor, accountId: string): Promise<Recipient | undefined> {
  const { rows } = await db.query<Recipient>('SELECT login, email, locale FROM mail_recipients WHERE account_id = $1', [accountId]);
  return rows[0];
}

/**
 * One message per causing event and template: the key makes the insert a no-op when the event comes again (a
 * rebuild replays the log, and a message sent before must not go out twice).
 */
async function enqueue(
  db: SqlExecutor,
  event: RecordedEvent,
  accountId: string,
  to: string,
  locale: Locale,
  content: MailContent,
): Promise<void> {
  // When it happened by the clock that decided it (the sender judges staleness and link expiry by that clock).
  const happenedAt = typeof event.metadata.occurredAt === 'string' ? event.metadata.occurredAt : event.createdAt;
  await db.query(
    `INSERT INTO mail_outbox (message_key, account_id, recipient, locale, template, params, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7)
     ON CONFLICT (message_key) DO NOTHING`,
    [`${event.id}:${content.template}`, accountId, to, locale, content.template, JSON.stringify(content.params), happenedAt],
  );
}

/** Drops everything the mail side holds about a person (deleted account, erased personal data). */
export async function forgetMailRecipient(db: SqlExecutor, accountId: string): Promise<void> {
  await db.query('DELETE FROM mail_outbox WHERE account_id = $1', [accountId]);
  await db.query('DELETE FROM mail_recipients WHERE account_id = $1', [accountId]);
}

async function applyAccountEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  const accountId = (raw.data as { accountId?: unknown }).accountId;
  // An erased person's sealed fields read as null: nothing of theirs may stay or be sent.
  if (raw.metadata[ERASED]) {
    if (typeof accountId === 'string') await forgetMailRecipient(db, accountId);
    return;
  }
  const event = ACCOUNT_MAIL.parse(raw);
  switch (event.type) {
    case 'AccountRegistered': {
      const d = event.data;
      await db.query(
        `INSERT INTO mail_recipients (account_id, login, email, locale) VALUES ($1, $2, $3, 'pl') ON CONFLICT (account_id) DO NOTHING`,
        [d.accountId, d.login, d.email],
      );
      return;
    }
    case 'AccountDeleted':
      return forgetMailRecipient(db, event.data.accountId);
    case 'EmailChanged':
      await db.query('UPDATE mail_recipients SET email = $2 WHERE account_id = $1', [event.data.accountId, event.data.email]);
      return;
    case 'EmailLanguageChosen':
      await db.query('UPDATE mail_recipients SET locale = $2 WHERE account_id = $1', [event.data.accountId, event.data.locale]);
      return;
    case 'EmailConfirmationRequested':
    case 'EmailChangeRequested':
    case 'PasswordResetRequested': {
      const d = event.data;
      const recipient = await recipientOf(db, d.accountId);
      if (!recipient) return;
      const params = { accountId: d.accountId, requestId: d.requestId, expiresAt: d.expiresAt, login: recipient.login };
      if (event.type === 'EmailConfirmationRequested')
        return enqueue(db, raw, d.accountId, event.data.email, recipient.locale, { template: 'emailConfirmation', params });
      if (event.type === 'EmailChangeRequested')
        return enqueue(db, raw, d.accountId, event.data.newEmail, recipient.locale, { template: 'emailChange', params });
      return enqueue(db, raw, d.accountId, event.data.email, recipient.locale, { template: 'passwordReset', params });
    }
    default:
      return assertNever(event);
  }
}

async function applyAdEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  const adId = (raw.data as { adId: string }).adId;
  const { rows } = await db.query<{ owner_id: string; title: string }>('SELECT owner_id, title FROM ads WHERE id = $1', [adId]);
  const ad = rows[0];
  const ownerId = (raw.data as { ownerId?: unknown }).ownerId;
  const owner = typeof ownerId === 'string' ? ownerId : ad?.owner_id;
  if (raw.metadata[ERASED]) {
    if (owner) await forgetMailRecipient(db, owner);
    return;
  }
  // A deleted ad (or an erased owner) has nobody left to tell.
  if (!ad || !owner) return;
  const recipient = await recipientOf(db, owner);
  if (!recipient) return;
  const event = AD_MAIL.parse(raw);
  const base = { adId, title: ad.title };
  const send = (content: MailContent) => enqueue(db, raw, owner, recipient.email, recipient.locale, content);
  switch (event.type) {
    case 'AdApproved':
      return send({ template: 'adApproved', params: base });
    case 'AdRejected':
      return send({ template: 'adRejected', params: { ...base, reason: event.data.reason } });
    // `ads` has passed this event (dependsOn), so the title is the one public after the decision: the new one
    // once the changes are approved, the old one when they are not.
    case 'AdChangesApproved':
      return send({ template: 'adChangesApproved', params: base });
    case 'AdChangesRejected':
      return send({ template: 'adChangesRejected', params: { ...base, reason: event.data.reason } });
    case 'AdExpiringSoon':
      return send({ template: 'adExpiringSoon', params: { ...base, expiresAt: event.data.expiresAt } });
    case 'AdExpired':
      return send({ template: 'adExpired', params: base });
    default:
      return assertNever(event);
  }
}

/**
 * A digest lists, per search, the titles of its new ads that are still public (read from `ads`, past this event); when
 * none is left there is nothing new to tell, and no message.
 */
async function applyDigestEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  // An erased person's digest: their rows went with the account (AccountDeleted), nothing is sent.
  if (raw.metadata[ERASED]) return;
  const event = DIGEST_MAIL.parse(raw);
  const recipient = await recipientOf(db, event.data.accountId);
  if (!recipient) return;
  const { rows } = await db.query<{ id: string; title: string }>(
    `SELECT ads.id, ads.title FROM ads WHERE ads.id = ANY($1::text[]) AND ads.status = 'approved'
       AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = ads.owner_id AND b.blocked)`,
    [event.data.searches.flatMap((s) => s.adIds)],
  );
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  const searches = event.data.searches
    .map((s) => ({
      searchId: s.searchId,
      name: s.name,
      query: s.query,
      ads: s.adIds.flatMap((adId) => (titles.has(adId) ? [{ adId, title: titles.get(adId)! }] : [])),
    }))
    .filter((s) => s.ads.length > 0);
  if (!searches.length) return;
  await enqueue(db, raw, event.data.accountId, recipient.email, recipient.locale, {
    template: 'savedSearchDigest',
    params: { accountId: event.data.accountId, day: event.data.day, searches },
  });
}

/**
 * A forum digest lists each topic with its new posts that others can still read (from `forum`, past this event): its
 * title, address and how many, from the first of them; when none is left there is nothing to tell, and no message.
 */
async function applyForumDigestEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  // An erased person's digest: their rows went with the account (AccountDeleted), nothing is sent.
  if (raw.metadata[ERASED]) return;
  const event = FORUM_DIGEST_MAIL.parse(raw);
  const recipient = await recipientOf(db, event.data.accountId);
  if (!recipient) return;
  const { rows } = await db.query<{ topic_id: string; slug: string; title: string; posts: number | string; number: number }>(
    `SELECT t.id AS topic_id, t.slug, t.title, count(*) AS posts, min(p.number) AS number
     FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id
     WHERE p.id = ANY($1::text[]) AND p.status = 'published' AND NOT p.deleted AND NOT p.hidden
       AND t.status = 'published' AND NOT t.deleted
     GROUP BY t.id, t.slug, t.title`,
    [event.data.topics.flatMap((t) => t.postIds)],
  );
  const readable = new Map(rows.map((r) => [r.topic_id, r]));
  const topics = event.data.topics.flatMap((t) => {
    const row = readable.get(t.topicId);
    return row ? [{ slug: row.slug, title: row.title, newTopic: t.newTopic, posts: Number(row.posts), number: Number(row.number) }] : [];
  });
  if (!topics.length) return;
  await enqueue(db, raw, event.data.accountId, recipient.email, recipient.locale, {
    template: 'forumDigest',
    params: { accountId: event.data.accountId, day: event.data.day, topics },
  });
}

/**
 * A contact message is forwarded to the operator's address it names (none: the inbox only) and acknowledged to its
 * sender; a reply goes to the sender in the language they wrote in (from `support`, past this event). A deleted
 * message's rows go: an erased one was deleted, and holds nothing left to send.
 */
async function applySupportEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  const messageId = String((raw.data as { messageId?: unknown }).messageId);
  const owner = supportMailOwner(messageId);
  if (raw.metadata[ERASED]) return forgetMailRecipient(db, owner);
  const event = SUPPORT_MAIL.parse(raw);
  switch (event.type) {
    case 'SupportMessageReceived': {
      const d = event.data;
      if (d.forwardTo)
        await enqueue(db, raw, owner, d.forwardTo, 'pl', {
          template: 'supportForward',
          params: { messageId, name: d.name, email: d.email, subject: d.subject, message: d.message, language: d.locale },
        });
      return enqueue(db, raw, owner, d.email, d.locale, { template: 'supportAcknowledged', params: { messageId, subject: d.subject } });
    }
    case 'SupportReplySent': {
      const { rows } = await db.query<{ email: string; locale: Locale; subject: string }>(
        'SELECT email, locale, subject FROM support_messages WHERE id = $1',
        [messageId],
      );
      const message = rows[0];
      if (!message) return;
      return enqueue(db, raw, owner, message.email, message.locale, {
        template: 'supportReply',
        params: { messageId, subject: message.subject, text: event.data.text },
      });
    }
    case 'SupportMessageDeleted':
      return forgetMailRecipient(db, owner);
    default:
      return assertNever(event);
  }
}

/**
 * A chat message that went on by e-mail (`delivery: email`, decided when it was sent): a person's to the operator's
 * address it names (none: the console only), a staff answer to the person in their e-mail language. The rows are the
 * person's (`account_id`), so deleting the account drops what is still unsent; an erased message sends nothing.
 */
async function applySupportChatEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  if (raw.metadata[ERASED]) return;
  const event = SUPPORT_CHAT_MAIL.parse(raw);
  const d = event.data;
  if (d.delivery !== 'email') return;
  const person = await recipientOf(db, d.accountId);
  if (!person) return;
  if (d.author === 'person') {
    if (!d.forwardTo) return;
    return enqueue(db, raw, d.accountId, d.forwardTo, 'pl', {
      template: 'supportChatForward',
      params: { accountId: d.accountId, login: person.login, text: d.text, language: d.locale },
    });
  }
  return enqueue(db, raw, d.accountId, person.email, person.locale, {
    template: 'supportChatReply',
    params: { accountId: d.accountId, text: d.text },
  });
}

/**
 * Who wrote (their login, the name the messages page shows) and the ad's title, read now; never the text nor the
 * sender's address. A person who turned the notices off since the worker decided, or whose account is gone, gets none.
 */
async function applyMessageEvent(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  const d = MESSAGE_MAIL.parse(raw).data;
  const recipient = await recipientOf(db, d.accountId);
  const sender = await recipientOf(db, d.senderId);
  if (!recipient || !sender) return;
  const { rows } = await db.query<{ email_when_away: boolean | null; title: string | null }>(
    `SELECT st.email_when_away, ad.title FROM messaging_conversations c
     LEFT JOIN messaging_settings st ON st.account_id = $2
     LEFT JOIN ads ad ON ad.id = c.ad_id
     WHERE c.id = $1`,
    [d.conversationId, d.accountId],
  );
  const row = rows[0];
  if (!row || row.email_when_away === false) return;
  await enqueue(db, raw, d.accountId, recipient.email, recipient.locale, {
    template: 'messageNotice',
    params: { accountId: d.accountId, conversationId: d.conversationId, sender: sender.login, adTitle: row.title },
  });
}

/**
 * The mail reactor: turns events into outbox rows in the transaction that advances its checkpoint, so each
 * event enqueues its message exactly once. It renders nothing and holds no secret: the sender renders each
 * message (and derives its link) just before sending. Reads `ads` for the title, `support` for the address a reply goes to
 * `messaging` for a conversation's ad and the recipient's opt-out and `forum` for a digest's topics, hence `dependsOn`.
 */
export async function applyMailEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    if (MESSAGE_MAIL.has(raw.type)) await applyMessageEvent(db, raw);
    else if (ACCOUNT_MAIL.has(raw.type)) await applyAccountEvent(db, raw);
    else if (DIGEST_MAIL.has(raw.type)) await applyDigestEvent(db, raw);
    else if (FORUM_DIGEST_MAIL.has(raw.type)) await applyForumDigestEvent(db, raw);
    else if (SUPPORT_MAIL.has(raw.type)) await applySupportEvent(db, raw);
    else if (SUPPORT_CHAT_MAIL.has(raw.type)) await applySupportChatEvent(db, raw);
    else if (AD_MAIL.has(raw.type)) await applyAdEvent(db, raw);
  }
}

export function createMailProjector(): Projector {
  return {
    name: 'mail',
    mode: 'transactional',
    handles: MAIL_EVENT_TYPES,
    dependsOn: ['ads', 'accounts', 'support', 'messaging', 'forum'],
    migrations: mailMigrations,
    apply: (events, db) => applyMailEvents(db, events),
    // The outbox is history, not a view: a rebuild must not send again what went out before (the message keys
    // turn the replay into no-ops) nor forget what is still to send. Only the recipients are derived state.
    reset: async (db) => {
      await db.query('TRUNCATE mail_recipients');
    },
  };
}
