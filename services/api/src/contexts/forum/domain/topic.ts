import {
  FORUM_AUTO_HIDE_BY,
  FORUM_TOPIC_EVENTS,
  type ForumFlagReason,
  type ForumPostStatus,
  type ForumPostNotices,
  type ForumTopicEvent,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import {
  EditWindowClosedError,
  ForumCategoryArchivedError,
  ForumCategoryNotFoundError,
  ForumPostNotFoundError,
  ForumTopicLockedError,
  ForumTopicNotFoundError,
  AlreadyFlaggedError,
  NotQueuedError,
  OwnPostFlaggedError,
  NotYourPostError,
  OpeningPostHiddenError,
  BannedFromForumError,
  MergeIntoItselfError,
} from './errors';
import { evolveForumTopic, initialForumTopicState, topicIsOpen, type ForumPostState, type ForumTopicState } from './topic-state';

interface Base {
  topicId: string;
  now: string;
}
/** Who acts: `staff` (moderator or administrator) may delete any post and moderate. */
interface Actor {
  actorId: string;
  staff: boolean;
}
export interface StartTopic extends Base {
  type: 'StartTopic';
  /** The category as its own stream says now (the handler reads it; a decider does not read). */
  category: { exists: boolean; archived: boolean };
  categoryId: string;
  slug: string;
  title: string;
  tags: string[];
  postId: string;
  authorId: string;
  body: string;
  /** The queue rule's verdict on the author (./trust.ts). */
  held: boolean;
  /** Staff keep the author from posting (the handler reads the author's `forum-ban-{id}` stream, ./ban.ts). */
  banned: boolean;
  /** The trust rule's verdict: an author below it writes links and images as plain text (./trust.ts). */
  plainLinks?: boolean;
}
export interface PostReply extends Base {
  type: 'PostReply';
  postId: string;
  authorId: string;
  body: string;
  held: boolean;
  banned: boolean;
  plainLinks?: boolean;
  /** The accounts its `@login`s name (the handler looks them up; ./mentions.ts). */
  mentionIds: string[];
}
export interface EditForumPost extends Base, Actor {
  type: 'EditForumPost';
  postId: string;
  title?: string;
  body: string;
  /** `FORUM_EDIT_WINDOW_MINUTES`: how long after posting its author may still correct it. */
  editWindowMinutes: number;
  /** The trust rule's verdict on the author now (their trust may have grown since they posted). */
  plainLinks?: boolean;
}
export interface DeleteForumPost extends Base, Actor {
  type: 'DeleteForumPost';
  postId: string;
}
export interface ApproveForumPost extends Base {
  type: 'ApproveForumPost';
  postId: string;
  moderatorId: string;
  /** The accounts the post's `@login`s name (the handler reads the post and looks them up). */
  mentionIds: string[];
}
export interface RejectForumPost extends Base {
  type: 'RejectForumPost';
  postId: string;
  moderatorId: string;
  reason: string;
}
/** Staff lock or pin a topic, or undo it. */
export interface ModerateForumTopic extends Base {
  type: 'ModerateForumTopic';
  action: 'lock' | 'unlock' | 'pin' | 'unpin';
  moderatorId: string;
}
/** Staff hide a reply from others (with the reason), or show it again. */
export interface HideForumPost extends Base {
  type: 'HideForumPost';
  postId: string;
  moderatorId: string;
  hidden: boolean;
  reason: string;
}
/** A member flags a post. The handler reads whether they are trusted and how many trusted flags hide a post. */
export interface FlagForumPost extends Base {
  type: 'FlagForumPost';
  postId: string;
  flaggerId: string;
  reason: ForumFlagReason;
  note: string;
  /** The trust rule's verdict on the flagger (./trust.ts). */
  trusted: boolean;
  /** `FORUM_AUTO_HIDE_FLAGS`: trusted flags that hide the post. */
  autoHideAfter: number;
}
/** Staff move a topic to another category; the handler reads that category's stream. */
export interface MoveForumTopic extends Base {
  type: 'MoveForumTopic';
  categoryId: string;
  category: { exists: boolean; archived: boolean };
  moderatorId: string;
}
/** Staff merge this topic into another (the receiving topic was read open by the handler). */
export interface MergeForumTopic extends Base {
  type: 'MergeForumTopic';
  into: { topicId: string; slug: string };
  moderatorId: string;
}
/** The receiving side of a merge: the merged topic's posts, as its own stream has them once it is closed. */
export interface TakeInMergedPosts extends Base {
  type: 'TakeInMergedPosts';
  fromTopicId: string;
  posts: { postId: string; authorId: string; status: ForumPostStatus; deleted: boolean; hidden: boolean; postedAt: string }[];
  moderatorId: string;
}
export type ForumTopicCommand =
  | StartTopic
  | PostReply
  | EditForumPost
  | DeleteForumPost
  | ApproveForumPost
  | RejectForumPost
  | ModerateForumTopic
  | HideForumPost
  | FlagForumPost
  | MoveForumTopic
  | MergeForumTopic
  | TakeInMergedPosts;

const MODERATION = {
  lock: { type: 'ForumTopicLocked', holds: (s: ForumTopicState) => s.locked },
  unlock: { type: 'ForumTopicUnlocked', holds: (s: ForumTopicState) => !s.locked },
  pin: { type: 'ForumTopicPinned', holds: (s: ForumTopicState) => s.pinned },
  unpin: { type: 'ForumTopicUnpinned', holds: (s: ForumTopicState) => !s.pinned },
} as const;

/** Who hears of a post others can now read: a reply's topic author and the mentioned, never the post's own author. */
function noticesOf(state: ForumTopicState, number: number, authorId: string, mentionIds: readonly string[]): ForumPostNotices {
  const opening = state.openingPostId ? state.posts[state.openingPostId] : undefined;
  const replyTo = number > 1 && opening && opening.authorId !== authorId ? opening.authorId : null;
  const mentioned = [...new Set(mentionIds)].filter((id) => id !== authorId && id !== replyTo);
  return { topicSlug: state.slug, topicTitle: state.title, number, replyTo, mentioned };
}

/** A topic staff can still act on: started, its opening post not deleted (a queued topic too). */
const topicIsOpenToStaff = (state: ForumTopicState) => state.exists && !!state.openingPostId && !state.posts[state.openingPostId]?.deleted;

const livePost = (state: ForumTopicState, postId: string): ForumPostState => {
  const post = state.posts[postId];
  if (!state.exists || !post || post.deleted || post.status === 'rejected') throw new ForumPostNotFoundError();
  return post;
};

/**
 * A flag, and with it the hide when it is the trusted flag that reaches the threshold. Decided on the topic's state, so of
 * flags racing for the same revision only one sees the threshold reached and the others decide again on a hidden post.
 * The opening post is never hidden this way (as by a moderator: the topic goes by deleting or rejecting it).
 */
function flagPost(command: FlagForumPost, state: ForumTopicState): ForumTopicEvent[] {
  const post = livePost(state, command.postId);
  if (post.status !== 'published') throw new ForumPostNotFoundError();
  if (post.authorId === command.flaggerId) throw new OwnPostFlaggedError();
  if (post.flags[command.flaggerId]) throw new AlreadyFlaggedError();
  const { topicId, postId, flaggerId, reason, note, trusted, now } = command;
  const flagged: ForumTopicEvent = {
    type: 'ForumPostFlagged',
    data: { topicId, postId, flaggerId, reason, note, trusted, flaggedAt: now },
  };
  const counted = Object.values(post.flags).filter((f) => f.trusted);
  const reaches = trusted && counted.length + 1 >= command.autoHideAfter;
  if (!reaches || post.hidden || post.flagHidden || postId === state.openingPostId) return [flagged];
  const reasons = [...new Set([...counted.map((f) => f.reason), reason])].join(', ');
  const why = `${counted.length + 1} flags from trusted members (${reasons})`;
  return [flagged, { type: 'ForumPostHidden', data: { topicId, postId, moderatorId: FORUM_AUTO_HIDE_BY, reason: why, at: now } }];
}

/** Every post of both topics numbered by the time it was written (ties by the earlier number, then id). */
function numbersByTime(state: ForumTopicState, incoming: TakeInMergedPosts['posts']): Record<string, number> {
  const all = [
    ...Object.entries(state.posts).map(([postId, p]) => ({ postId, postedAt: p.postedAt, was: p.number })),
    ...incoming.map((p) => ({ postId: p.postId, postedAt: p.postedAt, was: Number.MAX_SAFE_INTEGER })),
  ];
  all.sort((a, b) => a.postedAt.localeCompare(b.postedAt) || a.was - b.was || a.postId.localeCompare(b.postId));
  return Object.fromEntries(all.map((p, i) => [p.postId, i + 1]));
}

const windowOpen = (post: ForumPostState, now: string, minutes: number) => Date.parse(now) - Date.parse(post.postedAt) <= minutes * 60_000;

/** The event's `plainLinks`, only when it holds: a trusted author's events read as before the rule. */
const linksOf = (plainLinks: boolean | undefined) => (plainLinks ? { plainLinks: true } : {});

/**
 * One topic and its posts. Numbers are given here, against the topic's revision, so two replies at once get two
 * numbers (the loser of the append decides again). Repeating a command that already took effect decides nothing.
 * Only the author edits, within the edit window; the author or staff delete; a moderator decides queued posts.
 */
export function decideForumTopic(command: ForumTopicCommand, state: ForumTopicState): ForumTopicEvent[] {
  const { topicId, now } = command;
  // A merged topic lives on in the other one: nothing more happens here (a repeated merge decides below).
  if (state.mergedInto && command.type !== 'StartTopic' && command.type !== 'MergeForumTopic') throw new ForumTopicNotFoundError();
  switch (command.type) {
    case 'StartTopic': {
      if (state.exists) return [];
      if (!command.category.exists) throw new ForumCategoryNotFoundError('categoryId');
      if (command.category.archived) throw new ForumCategoryArchivedError();
      if (command.banned) throw new BannedFromForumError();
      const { categoryId, slug, title, tags, postId, authorId, body, held } = command;
      return [
        {
          type: 'TopicStarted',
          data: { topicId, categoryId, slug, title, tags, postId, authorId, body, held, ...linksOf(command.plainLinks), startedAt: now },
        },
      ];
    }
    case 'PostReply': {
      if (state.posts[command.postId]) return [];
      if (!topicIsOpen(state)) throw new ForumTopicNotFoundError();
      if (state.locked) throw new ForumTopicLockedError();
      if (command.banned) throw new BannedFromForumError();
      const { postId, authorId, body, held } = command;
      const number = state.lastNumber + 1;
      const notices = held ? {} : { notices: noticesOf(state, number, authorId, command.mentionIds) };
      return [
        {
          type: 'ReplyPosted',
          data: { topicId, postId, number, authorId, body, held, ...linksOf(command.plainLinks), postedAt: now, ...notices },
        },
      ];
    }
    case 'EditForumPost': {
      const post = livePost(state, command.postId);
      if (post.authorId !== command.actorId) throw new NotYourPostError();
      if (!windowOpen(post, now, command.editWindowMinutes)) throw new EditWindowClosedError();
      const opening = command.postId === state.openingPostId;
      const title = opening && command.title !== undefined && command.title !== state.title ? command.title : undefined;
      if (title === undefined && command.body === post.body) return [];
      return [
        {
          type: 'ForumPostEdited',
          data: {
            topicId,
            postId: command.postId,
            authorId: post.authorId,
            ...(title !== undefined ? { title } : {}),
            body: command.body,
            ...linksOf(command.plainLinks),
            editedAt: now,
          },
        },
      ];
    }
    case 'DeleteForumPost': {
      const post = state.posts[command.postId];
      if (post?.deleted) return [];
      const live = livePost(state, command.postId);
      const own = live.authorId === command.actorId;
      if (!command.staff && !own) throw new NotYourPostError();
      // A moderator deleting their own post acts as its author, not as staff.
      return [{ type: 'ForumPostDeleted', data: { topicId, postId: command.postId, byStaff: !own, deletedAt: now } }];
    }
    case 'ApproveForumPost': {
      const post = state.posts[command.postId];
      if (post?.status === 'published' && !post.deleted) return [];
      if (!post || post.deleted || post.status !== 'queued') throw new NotQueuedError();
      const notices = noticesOf(state, post.number, post.authorId, command.mentionIds);
      return [
        {
          type: 'ForumPostApproved',
          data: { topicId, postId: command.postId, moderatorId: command.moderatorId, approvedAt: now, notices },
        },
      ];
    }
    case 'RejectForumPost': {
      const post = state.posts[command.postId];
      if (post?.status === 'rejected') return [];
      if (!post || post.deleted || post.status !== 'queued') throw new NotQueuedError();
      const { postId, moderatorId, reason } = command;
      return [{ type: 'ForumPostRejected', data: { topicId, postId, moderatorId, reason, rejectedAt: now } }];
    }
    case 'ModerateForumTopic': {
      if (!topicIsOpenToStaff(state)) throw new ForumTopicNotFoundError();
      const { type, holds } = MODERATION[command.action];
      return holds(state) ? [] : [{ type, data: { topicId, moderatorId: command.moderatorId, at: now } }];
    }
    case 'HideForumPost': {
      const post = livePost(state, command.postId);
      if (command.postId === state.openingPostId) throw new OpeningPostHiddenError();
      if (post.hidden === command.hidden) return [];
      const { postId, moderatorId, reason } = command;
      return [
        command.hidden
          ? { type: 'ForumPostHidden', data: { topicId, postId, moderatorId, reason, at: now } }
          : { type: 'ForumPostUnhidden', data: { topicId, postId, moderatorId, at: now } },
      ];
    }
    case 'FlagForumPost':
      return flagPost(command, state);
    case 'MoveForumTopic': {
      if (!topicIsOpenToStaff(state)) throw new ForumTopicNotFoundError();
      if (!command.category.exists) throw new ForumCategoryNotFoundError('categoryId');
      if (command.category.archived) throw new ForumCategoryArchivedError();
      if (state.categoryId === command.categoryId) return [];
      const { moderatorId, categoryId } = command;
      return [
        { type: 'ForumTopicMoved', data: { topicId, moderatorId, fromCategoryId: state.categoryId!, toCategoryId: categoryId, at: now } },
      ];
    }
    case 'MergeForumTopic': {
      if (state.mergedInto === command.into.topicId) return [];
      if (state.mergedInto || !topicIsOpenToStaff(state)) throw new ForumTopicNotFoundError();
      if (command.into.topicId === topicId) throw new MergeIntoItselfError();
      const { moderatorId, into } = command;
      return [{ type: 'ForumTopicMerged', data: { topicId, moderatorId, intoTopicId: into.topicId, intoSlug: into.slug, at: now } }];
    }
    case 'TakeInMergedPosts': {
      if (state.mergedFrom.includes(command.fromTopicId)) return [];
      if (!topicIsOpenToStaff(state)) throw new ForumTopicNotFoundError();
      const { moderatorId, fromTopicId, posts } = command;
      const numbers = numbersByTime(state, posts);
      return [{ type: 'ForumPostsMergedIn', data: { topicId, moderatorId, fromTopicId, posts, numbers, at: now } }];
    }
  }
}

export const forumTopicDecider: Decider<ForumTopicCommand, ForumTopicEvent, ForumTopicState> = {
  events: FORUM_TOPIC_EVENTS,
  initialState: initialForumTopicState,
  evolve: evolveForumTopic,
  decide: decideForumTopic,
};
