import { createHash } from 'node:crypto';
import {
  ACCOUNT_EVENTS,
  AD_EVENTS,
  assertNever,
  CONVERSATION_EVENTS,
  eventSubset,
  FORUM_FOLLOW_EVENTS,
  FORUM_TOPIC_EVENTS,
  NOTIFICATION_EVENTS,
  PHOTO_EVENTS,
  PROMOTION_EVENTS,
  SAVED_SEARCH_EVENTS,
  VERIFICATION_EVENTS,
  type ForumPostNotices,
  type NoticeKind,
  type NoticeParams,
} from '@anonse/contracts';
import { ERASED, type RecordedEvent } from '@anonse/eventstore';

/**
 * The events that make, read or drop notices: of each context, the ones this fold reads (a subset parses to just
 * those, so each switch below is exhaustive over them, and another event of the context never reaches it).
 */
const AD_NOTICES = eventSubset(AD_EVENTS, [
  'AdApproved',
  'AdRejected',
  'AdChangesApproved',
  'AdChangesRejected',
  'AdExpiringSoon',
  'AdExpired',
]);
const PHOTO_NOTICES = eventSubset(PHOTO_EVENTS, ['PhotoProcessingFailed', 'PhotoRedactionFailed', 'PhotoRedactionRequested']);
const VERIFICATION_NOTICES = eventSubset(VERIFICATION_EVENTS, ['AccountVerified', 'VerificationRejected', 'AccountVerificationRevoked']);
const PROMOTION_NOTICES = eventSubset(PROMOTION_EVENTS, ['AdPromoted', 'AdPromotionEndingSoon', 'AdPromotionEnded', 'PromotionRefused']);
/** New ads for one of the person's saved searches (at most one notice an hour per search: the alerts worker's pace). */
const SAVED_SEARCH_NOTICES = eventSubset(SAVED_SEARCH_EVENTS, ['SavedSearchAlerted']);
/** A new conversation for its recipient (a request when the pair has none accepted yet), and a moderator's warning. */
const MESSAGING_NOTICES = eventSubset(CONVERSATION_EVENTS, ['ConversationStarted', 'ConversationModerated']);
/** A forum post others can now read: its topic's author and the members it mentions hear of it. */
const FORUM_NOTICES = eventSubset(FORUM_TOPIC_EVENTS, ['ReplyPosted', 'ForumPostApproved']);
/** A topic others can now read tells those who follow its category (a held one waits for its approval). */
const FORUM_TOPIC_NOTICES = eventSubset(FORUM_TOPIC_EVENTS, ['TopicStarted']);
/** Who follows what, kept here in log order (see FollowerFanout). */
const FORUM_FOLLOWS = eventSubset(FORUM_FOLLOW_EVENTS, ['ForumFollowed', 'ForumUnfollowed']);
const ACCOUNT_DELETIONS = eventSubset(ACCOUNT_EVENTS, ['AccountDeleted']);
export const NOTICE_SOURCE_TYPES = AD_NOTICES.types;
export const PHOTO_NOTICE_TYPES = PHOTO_NOTICES.types;
export const VERIFICATION_NOTICE_TYPES = VERIFICATION_NOTICES.types;
export const PROMOTION_NOTICE_TYPES = PROMOTION_NOTICES.types;
export const SAVED_SEARCH_NOTICE_TYPES = SAVED_SEARCH_NOTICES.types;
const MESSAGING_NOTICE_TYPES = MESSAGING_NOTICES.types;
export const NOTIFICATIONS_EVENT_TYPES: readonly string[] = [
  ...PROMOTION_NOTICE_TYPES,
  ...SAVED_SEARCH_NOTICE_TYPES,
  ...NOTICE_SOURCE_TYPES,
  ...PHOTO_NOTICE_TYPES,
  ...VERIFICATION_NOTICE_TYPES,
  ...MESSAGING_NOTICE_TYPES,
  ...FORUM_NOTICES.types,
  ...FORUM_TOPIC_NOTICES.types,
  ...FORUM_FOLLOWS.types,
  ...NOTIFICATION_EVENTS.types,
  ...ACCOUNT_DELETIONS.types,
];

/**
 * The id of the notice an event makes: derived from the event's id, so a replay or a rebuild gives the same
 * notice the same id (a read mark names it), and shaped as a UUID like every id the API hands out.
 */
export function noticeIdOf(eventId: string): string {
  const h = createHash('sha256').update(`notification|${eventId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface NoticeRow {
  id: string;
  /** Null on events written before they carried `ownerId`: the ad's owner is looked up in the ads read model. */
  recipient_id: string | null;
  kind: NoticeKind;
  ad_id: string | null;
  params: NoticeParams;
  position: number;
  created_at: string;
}

/** A member following (or leaving) a forum topic or category, as the notifications' own copy keeps it. */
export interface FollowRow {
  account_id: string;
  kind: 'topic' | 'category';
  target_id: string;
}

/**
 * A post others can now read, to be told to whoever follows its topic (a reply) or its category (a new topic) at this
 * point of the log: the projector keeps its own copy of the follows (`notification_forum_follows`), folded in log
 * order, so a rebuild tells the same people as the live run did, not those who follow today. An approval names
 * neither the post's author nor the topic's category: `authorId` and `targetId` are then null and read from the
 * forum's read model (facts that never change: dependsOn forum). The notice's id is the one a reply or mention notice
 * of the same event and person has, so someone told already (the topic's author, the mentioned) is not told twice.
 */
export interface FollowerFanout {
  eventId: string;
  kind: 'forumFollowedReply' | 'forumFollowedTopic';
  postId: string;
  targetId: string | null;
  authorId: string | null;
  params: NoticeParams;
  position: number;
  created_at: string;
}

/** One write, in log order; consecutive writes of one kind are merged so a batch costs a few statements. */
export type NoticeWrite =
  | { kind: 'insert'; rows: NoticeRow[] }
  | { kind: 'erase'; recipients: string[] }
  | { kind: 'read'; marks: { account_id: string; notification_id: string; read_at: string }[] }
  | { kind: 'readAll'; marks: { account_id: string; up_to: number; read_at: string }[] }
  | { kind: 'follow'; items: FollowRow[] }
  | { kind: 'unfollow'; items: FollowRow[] }
  | { kind: 'followers'; items: FollowerFanout[] };

const LIST_OF = {
  insert: 'rows',
  erase: 'recipients',
  read: 'marks',
  readAll: 'marks',
  follow: 'items',
  unfollow: 'items',
  followers: 'items',
} as const satisfies Record<NoticeWrite['kind'], string>;

function push<K extends NoticeWrite['kind']>(writes: NoticeWrite[], kind: K, item: unknown): void {
  const last = writes.at(-1);
  const field = LIST_OF[kind];
  if (last?.kind === kind) (last as unknown as Record<string, unknown[]>)[field]!.push(item);
  else writes.push({ kind, [field]: [item] } as unknown as NoticeWrite);
}

const notice = (
  raw: RecordedEvent,
  kind: NoticeKind,
  recipient: string | undefined,
  adId: string | null,
  at: string,
  params: NoticeParams = {},
): NoticeRow => ({
  id: noticeIdOf(raw.id),
  recipient_id: recipient ?? null,
  kind,
  ad_id: adId,
  params,
  position: raw.position,
  created_at: at,
});

/** One notice per person a forum post tells, each with an id of its own (one event, several recipients). */
function forumNotices(raw: RecordedEvent, notices: ForumPostNotices | undefined, at: string): NoticeRow[] {
  if (!notices) return [];
  const params: NoticeParams = { topicSlug: notices.topicSlug, topicTitle: notices.topicTitle, postNumber: notices.number };
  const to: [NoticeKind, string][] = [
    ...(notices.replyTo ? [['forumReply', notices.replyTo] as [NoticeKind, string]] : []),
    ...notices.mentioned.map((id): [NoticeKind, string] => ['forumMention', id]),
  ];
  return to.map(([kind, recipient]) => ({ ...notice(raw, kind, recipient, null, at, params), id: noticeIdOf(`${raw.id}|${recipient}`) }));
}

/**
 * Turns a batch of events (global order) into the notices' writes. Each event is parsed with its contract first:
 * one that does not fit throws, and the runner parks it. An event read as erased (its person's key is gone)
 * drops that person's notices instead of making one. Pure, hence unit-tested on its own.
 */
export function foldNotificationEvents(events: readonly RecordedEvent[]): NoticeWrite[] {
  const writes: NoticeWrite[] = [];
  for (const raw of events) {
    if (raw.metadata[ERASED]) {
      const owner = (raw.data as { ownerId?: unknown }).ownerId;
      if (typeof owner === 'string') push(writes, 'erase', owner);
      continue;
    }
    if (AD_NOTICES.has(raw.type)) {
      const event = AD_NOTICES.parse(raw);
      switch (event.type) {
        case 'AdApproved':
          push(writes, 'insert', notice(raw, 'adApproved', event.data.ownerId, event.data.adId, event.data.approvedAt));
          break;
        case 'AdRejected':
          push(
            writes,
            'insert',
            notice(raw, 'adRejected', event.data.ownerId, event.data.adId, event.data.rejectedAt, { reason: event.data.reason }),
          );
          break;
        case 'AdChangesApproved':
          push(writes, 'insert', notice(raw, 'adChangesApproved', event.data.ownerId, event.data.adId, event.data.approvedAt));
          break;
        case 'AdChangesRejected':
          push(
            writes,
            'insert',
            notice(raw, 'adChangesRejected', event.data.ownerId, event.data.adId, event.data.rejectedAt, { reason: event.data.reason }),
          );
          break;
        case 'AdExpiringSoon':
          push(
            writes,
            'insert',
            notice(raw, 'adExpiringSoon', event.data.ownerId, event.data.adId, event.data.remindedAt, { expiresAt: event.data.expiresAt }),
          );
          break;
        case 'AdExpired':
          push(writes, 'insert', notice(raw, 'adExpired', event.data.ownerId, event.data.adId, event.data.expiredAt));
          break;
        default:
          assertNever(event);
      }
    } else if (PHOTO_NOTICES.has(raw.type)) {
      const event = PHOTO_NOTICES.parse(raw);
      switch (event.type) {
        case 'PhotoProcessingFailed':
          push(
            writes,
            'insert',
            notice(raw, 'photoProcessingFailed', event.data.ownerId, null, event.data.failedAt, { failure: event.data.reason }),
          );
          break;
        // The photo is hidden until its owner acts (its files are unredacted): they must hear of it.
        case 'PhotoRedactionFailed':
          push(writes, 'insert', notice(raw, 'photoRedactionFailed', event.data.ownerId, null, event.data.failedAt));
          break;
        // A moderator changed the person's photo (admin image editing): they must hear of it; their own redactions need no notice.
        case 'PhotoRedactionRequested':
          if (event.data.by === 'moderator')
            push(
              writes,
              'insert',
              notice(raw, 'photoRedactedByModerator', event.data.ownerId, event.data.adId ?? null, event.data.requestedAt),
            );
          break;
        default:
          assertNever(event);
      }
    } else if (MESSAGING_NOTICES.has(raw.type)) {
      const event = MESSAGING_NOTICES.parse(raw);
      switch (event.type) {
        case 'ConversationStarted':
          push(
            writes,
            'insert',
            notice(raw, event.data.request ? 'messageRequest' : 'newConversation', event.data.recipientId, null, event.data.startedAt),
          );
          break;
        // The warned person hears of it; the other actions speak for themselves (a hidden message, a block, a ban).
        case 'ConversationModerated':
          if (event.data.action === 'warn')
            push(writes, 'insert', notice(raw, 'conversationWarning', event.data.targetId, null, event.data.moderatedAt));
          break;
        default:
          assertNever(event);
      }
    } else if (FORUM_NOTICES.has(raw.type)) {
      const event = FORUM_NOTICES.parse(raw);
      const at = event.type === 'ReplyPosted' ? event.data.postedAt : event.data.approvedAt;
      for (const row of forumNotices(raw, event.data.notices, at)) push(writes, 'insert', row);
      const notices = event.data.notices;
      if (notices) {
        const opening = notices.number === 1;
        push(writes, 'followers', {
          eventId: raw.id,
          kind: opening ? 'forumFollowedTopic' : 'forumFollowedReply',
          postId: event.data.postId,
          // A reply tells its topic's followers; an approved opening post its category's (looked up).
          targetId: opening ? null : event.data.topicId,
          authorId: event.type === 'ReplyPosted' ? event.data.authorId : null,
          params: { topicSlug: notices.topicSlug, topicTitle: notices.topicTitle, postNumber: notices.number },
          position: raw.position,
          created_at: at,
        } satisfies FollowerFanout);
      }
    } else if (FORUM_TOPIC_NOTICES.has(raw.type)) {
      const d = FORUM_TOPIC_NOTICES.parse(raw).data;
      if (!d.held)
        push(writes, 'followers', {
          eventId: raw.id,
          kind: 'forumFollowedTopic',
          postId: d.postId,
          targetId: d.categoryId,
          authorId: d.authorId,
          params: { topicSlug: d.slug, topicTitle: d.title, postNumber: 1 },
          position: raw.position,
          created_at: d.startedAt,
        } satisfies FollowerFanout);
    } else if (FORUM_FOLLOWS.has(raw.type)) {
      const event = FORUM_FOLLOWS.parse(raw);
      const row: FollowRow = { account_id: event.data.accountId, kind: event.data.kind, target_id: event.data.targetId };
      switch (event.type) {
        case 'ForumFollowed':
          push(writes, 'follow', row);
          break;
        case 'ForumUnfollowed':
          push(writes, 'unfollow', row);
          break;
        default:
          assertNever(event);
      }
    } else if (VERIFICATION_NOTICES.has(raw.type)) {
      const event = VERIFICATION_NOTICES.parse(raw);
      switch (event.type) {
        case 'AccountVerified':
          push(writes, 'insert', notice(raw, 'verificationApproved', event.data.accountId, null, event.data.verifiedAt));
          break;
        case 'VerificationRejected':
          push(
            writes,
            'insert',
            notice(raw, 'verificationRejected', event.data.accountId, null, event.data.rejectedAt, {
              reason: event.data.reason,
              ...(event.data.reasonCode ? { reasonCode: event.data.reasonCode } : {}),
            }),
          );
          break;
        case 'AccountVerificationRevoked':
          push(
            writes,
            'insert',
            notice(raw, 'verificationRevoked', event.data.accountId, null, event.data.revokedAt, { reason: event.data.reason }),
          );
          break;
        default:
          assertNever(event);
      }
    } else if (PROMOTION_NOTICES.has(raw.type)) {
      const event = PROMOTION_NOTICES.parse(raw);
      const { adId, ownerId } = event.data as { adId: string; ownerId?: string };
      switch (event.type) {
        case 'AdPromoted':
          push(writes, 'insert', notice(raw, 'promotionStarted', ownerId, adId, event.data.promotedAt, { expiresAt: event.data.until }));
          break;
        case 'AdPromotionEndingSoon':
          push(writes, 'insert', notice(raw, 'promotionEndingSoon', ownerId, adId, event.data.remindedAt, { expiresAt: event.data.until }));
          break;
        case 'AdPromotionEnded':
          push(
            writes,
            'insert',
            notice(
              raw,
              event.data.reason === 'expired' ? 'promotionEnded' : 'promotionEndedByAdministrator',
              ownerId,
              adId,
              event.data.endedAt,
            ),
          );
          break;
        case 'PromotionRefused':
          push(writes, 'insert', notice(raw, 'promotionRefunded', ownerId, adId, event.data.refusedAt, { points: event.data.points }));
          break;
        default:
          assertNever(event);
      }
    } else if (SAVED_SEARCH_NOTICES.has(raw.type)) {
      const { accountId, name, query, adIds, alertedAt } = SAVED_SEARCH_NOTICES.parse(raw).data;
      push(writes, 'insert', notice(raw, 'savedSearchMatches', accountId, null, alertedAt, { name, query, count: adIds.length }));
    } else if (NOTIFICATION_EVENTS.has(raw.type)) {
      const event = NOTIFICATION_EVENTS.parse(raw);
      switch (event.type) {
        case 'NotificationRead':
          push(writes, 'read', {
            account_id: event.data.accountId,
            notification_id: event.data.notificationId,
            read_at: event.data.readAt,
          });
          break;
        case 'AllNotificationsRead':
          push(writes, 'readAll', { account_id: event.data.accountId, up_to: event.data.upToPosition, read_at: event.data.readAt });
          break;
        default:
          assertNever(event);
      }
    } else if (ACCOUNT_DELETIONS.has(raw.type)) {
      push(writes, 'erase', ACCOUNT_DELETIONS.parse(raw).data.accountId);
    }
  }
  return writes;
}
