import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * Events of stream `forum-category-{categoryId}`: the forum's sections, kept by staff. Events keep plain strings
 * (not the input's text rules): whatever the log holds must fold, whatever a later input schema refuses.
 */
const ForumCategoryCreatedEvent = defineEvent(
  'ForumCategoryCreated',
  z.object({
    categoryId: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    createdAt: z.iso.datetime(),
  }),
);
const ForumCategoryRenamedEvent = defineEvent(
  'ForumCategoryRenamed',
  z.object({ categoryId: z.string(), name: z.string(), renamedAt: z.iso.datetime() }),
);
const ForumCategoryDescribedEvent = defineEvent(
  'ForumCategoryDescribed',
  z.object({ categoryId: z.string(), description: z.string(), describedAt: z.iso.datetime() }),
);
/** Its place on /forum/ (ascending; equal places fall back to the name). */
const ForumCategoryMovedEvent = defineEvent(
  'ForumCategoryMoved',
  z.object({ categoryId: z.string(), position: z.number().int(), movedAt: z.iso.datetime() }),
);
/** Gone from the lists, no new topics; its topics stay readable at their addresses. */
const ForumCategoryArchivedEvent = defineEvent('ForumCategoryArchived', z.object({ categoryId: z.string(), archivedAt: z.iso.datetime() }));

const CATEGORY_DEFINITIONS = [
  ForumCategoryCreatedEvent,
  ForumCategoryRenamedEvent,
  ForumCategoryDescribedEvent,
  ForumCategoryMovedEvent,
  ForumCategoryArchivedEvent,
] as const;
export const FORUM_CATEGORY_EVENTS = eventRegistry([...CATEGORY_DEFINITIONS]);
export type ForumCategoryCreated = EventOf<typeof ForumCategoryCreatedEvent>;
export type ForumCategoryEvent = EventsOf<typeof FORUM_CATEGORY_EVENTS>;

/**
 * Events of stream `forum-topic-{topicId}`: the topic and every post in it (the opening post is number 1), so a
 * reply's number is decided against the topic's own revision and two replies at once never share one. `held`: the
 * post waits in the moderation queue (the author is not trusted yet, docs/architecture.md § The forum) and nobody but the
 * author and staff sees it until a moderator approves it. Every `body` is sealed under its author's key: once the
 * account is deleted it reads as null (the event store's ERASED marker) and the post shows as a deleted person's.
 */
const TopicStartedEvent = defineEvent(
  'TopicStarted',
  z.object({
    topicId: z.string(),
    categoryId: z.string(),
    slug: z.string(),
    title: z.string(),
    tags: z.array(z.string()),
    postId: z.string(),
    authorId: z.string(),
    /** Markdown; the read side renders it (HTML off) and sanitises it once. */
    body: z.string(),
    held: z.boolean(),
    /**
     * The trust rule's verdict on the author when they wrote it: below it, links and images render as plain text
     * (docs/architecture.md § The forum). Absent on trusted authors' posts and on events written before the rule.
     */
    plainLinks: z.boolean().optional(),
    startedAt: z.iso.datetime(),
  }),
);
/**
 * Whom a published post tells (the bell, through the notifications context): the topic's author of a reply, and the
 * members it mentions by `@login` (ids the handler found). Decided when the post is seen by others: on posting, or
 * on its approval when it waited. Events written before it carry none.
 */
const ForumPostNotices = z.object({
  topicSlug: z.string(),
  topicTitle: z.string(),
  number: z.number().int(),
  replyTo: z.string().nullable(),
  mentioned: z.array(z.string()),
});
export type ForumPostNotices = z.infer<typeof ForumPostNotices>;

const ReplyPostedEvent = defineEvent(
  'ReplyPosted',
  z.object({
    topicId: z.string(),
    postId: z.string(),
    number: z.number().int().min(2),
    authorId: z.string(),
    body: z.string(),
    held: z.boolean(),
    /**
     * The trust rule's verdict on the author when they wrote it: below it, links and images render as plain text
     * (docs/architecture.md § The forum). Absent on trusted authors' posts and on events written before the rule.
     */
    plainLinks: z.boolean().optional(),
    postedAt: z.iso.datetime(),
    notices: ForumPostNotices.optional(),
  }),
);
/**
 * The author's edit within the edit window; the earlier text stays in the stream (and in the read model's history).
 * `authorId` names whose key seals the new body (../forum/context.ts).
 */
const ForumPostEditedEvent = defineEvent(
  'ForumPostEdited',
  z.object({
    topicId: z.string(),
    postId: z.string(),
    authorId: z.string(),
    /** Only on the opening post, and only when it changed. */
    title: z.string().optional(),
    body: z.string(),
    /**
     * The trust rule's verdict on the author when they wrote it: below it, links and images render as plain text
     * (docs/architecture.md § The forum). Absent on trusted authors' posts and on events written before the rule.
     */
    plainLinks: z.boolean().optional(),
    editedAt: z.iso.datetime(),
  }),
);
/** By its author or a moderator; the opening post takes the topic with it. */
const ForumPostDeletedEvent = defineEvent(
  'ForumPostDeleted',
  z.object({ topicId: z.string(), postId: z.string(), byStaff: z.boolean(), deletedAt: z.iso.datetime() }),
);
const ForumPostApprovedEvent = defineEvent(
  'ForumPostApproved',
  z.object({
    topicId: z.string(),
    postId: z.string(),
    moderatorId: z.string(),
    approvedAt: z.iso.datetime(),
    notices: ForumPostNotices.optional(),
  }),
);
const ForumPostRejectedEvent = defineEvent(
  'ForumPostRejected',
  z.object({ topicId: z.string(), postId: z.string(), moderatorId: z.string(), reason: z.string(), rejectedAt: z.iso.datetime() }),
);

/** Staff's hand on a topic: locked (no more replies), pinned (first in its section). */
const byStaff = { topicId: z.string(), moderatorId: z.string(), at: z.iso.datetime() };
const ForumTopicLockedEvent = defineEvent('ForumTopicLocked', z.object(byStaff));
const ForumTopicUnlockedEvent = defineEvent('ForumTopicUnlocked', z.object(byStaff));
const ForumTopicPinnedEvent = defineEvent('ForumTopicPinned', z.object(byStaff));
const ForumTopicUnpinnedEvent = defineEvent('ForumTopicUnpinned', z.object(byStaff));
/** A reply taken out of others' sight by staff (its place and number stay; staff still read it), and put back. */
const ForumPostHiddenEvent = defineEvent('ForumPostHidden', z.object({ ...byStaff, postId: z.string(), reason: z.string() }));
const ForumPostUnhiddenEvent = defineEvent('ForumPostUnhidden', z.object({ ...byStaff, postId: z.string() }));
/**
 * A member's flag on a post. `trusted` is the trust rule's verdict on the flagger (recorded, as `held` is on a post):
 * enough trusted flags hide the post in the same decision (`ForumPostHidden` by `FORUM_AUTO_HIDE_BY`).
 */
const ForumPostFlaggedEvent = defineEvent(
  'ForumPostFlagged',
  z.object({
    topicId: z.string(),
    postId: z.string(),
    flaggerId: z.string(),
    reason: z.string(),
    /** null once the flagger's account is deleted (the note is sealed under their key). */
    note: z.string().nullable(),
    trusted: z.boolean(),
    flaggedAt: z.iso.datetime(),
  }),
);
/** Staff moved the topic to another category (its address stays). */
const ForumTopicMovedEvent = defineEvent('ForumTopicMoved', z.object({ ...byStaff, fromCategoryId: z.string(), toCategoryId: z.string() }));
/**
 * Staff merged this topic into another: it takes nothing more, its posts now live in `intoTopicId` (that stream's
 * `ForumPostsMergedIn`), and its address answers with a permanent redirect to `intoSlug`.
 */
const ForumTopicMergedEvent = defineEvent('ForumTopicMerged', z.object({ ...byStaff, intoTopicId: z.string(), intoSlug: z.string() }));
const MergedPost = z.object({
  postId: z.string(),
  authorId: z.string(),
  status: z.enum(['queued', 'published', 'rejected']),
  deleted: z.boolean(),
  hidden: z.boolean(),
  postedAt: z.iso.datetime(),
});
/**
 * The other side of a merge, in the receiving topic: the merged topic's posts join it, and every post of both takes
 * the number of its place by time (`numbers`, post id → number), so the thread reads in the order it was written.
 */
const ForumPostsMergedInEvent = defineEvent(
  'ForumPostsMergedIn',
  z.object({ ...byStaff, fromTopicId: z.string(), posts: z.array(MergedPost), numbers: z.record(z.string(), z.number().int()) }),
);
/** The `moderatorId` of a hide decided by members' flags rather than by a moderator. */
export const FORUM_AUTO_HIDE_BY = 'flags';

const TOPIC_DEFINITIONS = [
  TopicStartedEvent,
  ReplyPostedEvent,
  ForumPostEditedEvent,
  ForumPostDeletedEvent,
  ForumPostApprovedEvent,
  ForumPostRejectedEvent,
  ForumTopicLockedEvent,
  ForumTopicUnlockedEvent,
  ForumTopicPinnedEvent,
  ForumTopicUnpinnedEvent,
  ForumPostHiddenEvent,
  ForumPostUnhiddenEvent,
  ForumPostFlaggedEvent,
  ForumTopicMovedEvent,
  ForumTopicMergedEvent,
  ForumPostsMergedInEvent,
] as const;
export const FORUM_TOPIC_EVENTS = eventRegistry([...TOPIC_DEFINITIONS]);
export type TopicStarted = EventOf<typeof TopicStartedEvent>;
export type ReplyPosted = EventOf<typeof ReplyPostedEvent>;
export type ForumTopicEvent = EventsOf<typeof FORUM_TOPIC_EVENTS>;

export const FORUM_SLUG_KINDS = ['topic', 'category'] as const;
export type ForumSlugKind = (typeof FORUM_SLUG_KINDS)[number];

/**
 * Events of stream `forum-slug-{kind}-{slug}`: which topic or category holds an address. Claimed with the stream's
 * expected revision before the owner's own event, so of two writers wanting one address at once exactly one has
 * it (the content context's article-slug race, not repeated). An address is never released: a topic's link, once
 * shared, never leads to another topic.
 */
const ForumSlugClaimedEvent = defineEvent(
  'ForumSlugClaimed',
  z.object({ kind: z.enum(FORUM_SLUG_KINDS), slug: z.string(), ownerId: z.string(), claimedAt: z.iso.datetime() }),
);
export const FORUM_SLUG_EVENTS = eventRegistry([ForumSlugClaimedEvent]);
export type ForumSlugEvent = EventsOf<typeof FORUM_SLUG_EVENTS>;

/**
 * Events of stream `forum-tags`: staff keeping the tags (a tag is its lower-case text; members make new ones by
 * using them). Renaming and merging move every topic of the tag to the other one; an archived tag leaves the lists
 * and the topics that have it keep it.
 */
const ForumTagCreatedEvent = defineEvent('ForumTagCreated', z.object({ tag: z.string(), byId: z.string(), createdAt: z.iso.datetime() }));
const ForumTagRenamedEvent = defineEvent(
  'ForumTagRenamed',
  z.object({ tag: z.string(), to: z.string(), byId: z.string(), renamedAt: z.iso.datetime() }),
);
const ForumTagsMergedEvent = defineEvent(
  'ForumTagsMerged',
  z.object({ tag: z.string(), into: z.string(), byId: z.string(), mergedAt: z.iso.datetime() }),
);
const ForumTagArchivedEvent = defineEvent(
  'ForumTagArchived',
  z.object({ tag: z.string(), byId: z.string(), archivedAt: z.iso.datetime() }),
);
const TAG_DEFINITIONS = [ForumTagCreatedEvent, ForumTagRenamedEvent, ForumTagsMergedEvent, ForumTagArchivedEvent] as const;
export const FORUM_TAG_EVENTS = eventRegistry([...TAG_DEFINITIONS]);
export type ForumTagEvent = EventsOf<typeof FORUM_TAG_EVENTS>;
export const FORUM_TAGS_STREAM = 'forum-tags';

/**
 * Events of stream `forum-ban-{accountId}`: staff keep an account from posting on the forum (topics and replies)
 * until a moderator lifts it. The reason is staff's, read only by staff.
 */
const ForumAccountBannedEvent = defineEvent(
  'ForumAccountBanned',
  /** `reason`: null once the account is deleted (staff's words about the person are sealed under their key). */
  z.object({ accountId: z.string(), moderatorId: z.string(), reason: z.string().nullable(), at: z.iso.datetime() }),
);
const ForumAccountBanLiftedEvent = defineEvent(
  'ForumAccountBanLifted',
  z.object({ accountId: z.string(), moderatorId: z.string(), at: z.iso.datetime() }),
);
const BAN_DEFINITIONS = [ForumAccountBannedEvent, ForumAccountBanLiftedEvent] as const;
export const FORUM_BAN_EVENTS = eventRegistry([...BAN_DEFINITIONS]);
export type ForumBanEvent = EventsOf<typeof FORUM_BAN_EVENTS>;
export const forumBanStreamId = (accountId: string) => `forum-ban-${accountId}`;

/** Everything the forum's read side folds. */
export const FORUM_EVENTS = eventRegistry([...CATEGORY_DEFINITIONS, ...TOPIC_DEFINITIONS, ...TAG_DEFINITIONS, ...BAN_DEFINITIONS]);
export type ForumEvent = EventsOf<typeof FORUM_EVENTS>;

export const forumCategoryStreamId = (categoryId: string) => `forum-category-${categoryId}`;
export const forumTopicStreamId = (topicId: string) => `forum-topic-${topicId}`;
export const forumSlugStreamId = (kind: ForumSlugKind, slug: string) => `forum-slug-${kind}-${slug}`;
