import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { FORUM_FOLLOW_KINDS } from './forum-follow-limits';

const ForumFollowKind = z.enum(FORUM_FOLLOW_KINDS);

/**
 * Events of stream `forum-follows-{accountId}`: what one member follows on the forum, whether they want the daily
 * e-mail of it, and each day's e-mail. What a person reads on this forum tells about them, so the followed ids and a
 * digest's list are sealed under their key (./context.ts): once the account is deleted they read as erased.
 */
const ForumFollowedEvent = defineEvent(
  'ForumFollowed',
  z.object({ accountId: z.string(), kind: ForumFollowKind, targetId: z.string(), followedAt: z.iso.datetime() }),
);
const ForumUnfollowedEvent = defineEvent(
  'ForumUnfollowed',
  z.object({ accountId: z.string(), kind: ForumFollowKind, targetId: z.string(), unfollowedAt: z.iso.datetime() }),
);
/** `via`: the member's own setting, or the one-click link of a digest e-mail (no session: the link's token proved it). */
const ForumDigestChangedEvent = defineEvent(
  'ForumDigestChanged',
  z.object({ accountId: z.string(), digest: z.boolean(), via: z.enum(['account', 'unsubscribe']), changedAt: z.iso.datetime() }),
);

/** One topic of a digest: its posts that others could read since the last e-mail (`newTopic`: its opening post is one). */
export const ForumDigestTopic = z.object({ topicId: z.string(), postIds: z.array(z.string()).min(1), newTopic: z.boolean() });
export type ForumDigestTopic = z.infer<typeof ForumDigestTopic>;

/** The daily e-mail of one member for one day (Europe/Warsaw, YYYY-MM-DD): the mail context folds it into a message. */
const ForumDigestCompiledEvent = defineEvent(
  'ForumDigestCompiled',
  z.object({
    accountId: z.string(),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    topics: z.array(ForumDigestTopic).min(1),
    compiledAt: z.iso.datetime(),
  }),
);

export const FORUM_FOLLOW_EVENTS = eventRegistry([
  ForumFollowedEvent,
  ForumUnfollowedEvent,
  ForumDigestChangedEvent,
  ForumDigestCompiledEvent,
]);
export type ForumFollowed = EventOf<typeof ForumFollowedEvent>;
export type ForumDigestCompiled = EventOf<typeof ForumDigestCompiledEvent>;
export type ForumFollowEvent = EventsOf<typeof FORUM_FOLLOW_EVENTS>;

export const forumFollowsStreamId = (accountId: string) => `forum-follows-${accountId}`;
