import { assertNever, FORUM_AUTO_HIDE_BY, type ForumPostStatus, type ForumTopicEvent } from '@anonse/contracts';

export interface ForumPostState {
  number: number;
  authorId: string;
  body: string;
  status: ForumPostStatus;
  deleted: boolean;
  hidden: boolean;
  postedAt: string;
  /** Who flagged it, each with whether their flag counts towards hiding it (the trust rule's verdict then). */
  flags: Record<string, { reason: string; trusted: boolean }>;
  /** Flags hid it once: a moderator who shows it again has the last word, later flags do not hide it again. */
  flagHidden: boolean;
}

export interface ForumTopicState {
  exists: boolean;
  categoryId: string | null;
  slug: string;
  title: string;
  /** The opening post's id: deleting or rejecting it takes the topic with it. */
  openingPostId: string | null;
  posts: Record<string, ForumPostState>;
  lastNumber: number;
  locked: boolean;
  pinned: boolean;
  /** Merged into that topic: it takes nothing more. */
  mergedInto: string | null;
  /** The topics whose posts it took in (a repeated merge takes nothing twice). */
  mergedFrom: string[];
}

export const initialForumTopicState = (): ForumTopicState => ({
  exists: false,
  categoryId: null,
  slug: '',
  title: '',
  openingPostId: null,
  posts: {},
  lastNumber: 0,
  locked: false,
  pinned: false,
  mergedInto: null,
  mergedFrom: [],
});

const statusOf = (held: boolean): ForumPostStatus => (held ? 'queued' : 'published');

const withPost = (state: ForumTopicState, postId: string, change: Partial<ForumPostState>): ForumTopicState => {
  const post = state.posts[postId];
  return post ? { ...state, posts: { ...state.posts, [postId]: { ...post, ...change } } } : state;
};

export function evolveForumTopic(state: ForumTopicState, event: ForumTopicEvent): ForumTopicState {
  switch (event.type) {
    case 'TopicStarted': {
      const d = event.data;
      const post: ForumPostState = {
        number: 1,
        authorId: d.authorId,
        body: d.body,
        status: statusOf(d.held),
        deleted: false,
        hidden: false,
        postedAt: d.startedAt,
        flags: {},
        flagHidden: false,
      };
      return {
        exists: true,
        categoryId: d.categoryId,
        slug: d.slug,
        title: d.title,
        openingPostId: d.postId,
        posts: { [d.postId]: post },
        lastNumber: 1,
        locked: false,
        pinned: false,
        mergedInto: null,
        mergedFrom: [],
      };
    }
    case 'ReplyPosted': {
      const d = event.data;
      const post: ForumPostState = {
        number: d.number,
        authorId: d.authorId,
        body: d.body,
        status: statusOf(d.held),
        deleted: false,
        hidden: false,
        postedAt: d.postedAt,
        flags: {},
        flagHidden: false,
      };
      return { ...state, posts: { ...state.posts, [d.postId]: post }, lastNumber: Math.max(state.lastNumber, d.number) };
    }
    case 'ForumPostEdited': {
      const edited = withPost(state, event.data.postId, { body: event.data.body });
      return event.data.title === undefined ? edited : { ...edited, title: event.data.title };
    }
    case 'ForumPostDeleted':
      return withPost(state, event.data.postId, { deleted: true });
    case 'ForumPostApproved':
      return withPost(state, event.data.postId, { status: 'published' });
    case 'ForumPostRejected':
      return withPost(state, event.data.postId, { status: 'rejected' });
    case 'ForumTopicLocked':
      return { ...state, locked: true };
    case 'ForumTopicUnlocked':
      return { ...state, locked: false };
    case 'ForumTopicPinned':
      return { ...state, pinned: true };
    case 'ForumTopicUnpinned':
      return { ...state, pinned: false };
    case 'ForumPostHidden': {
      const byFlags = event.data.moderatorId === FORUM_AUTO_HIDE_BY;
      return withPost(state, event.data.postId, byFlags ? { hidden: true, flagHidden: true } : { hidden: true });
    }
    case 'ForumPostUnhidden':
      return withPost(state, event.data.postId, { hidden: false });
    case 'ForumPostFlagged': {
      const { postId, flaggerId, reason, trusted } = event.data;
      const flags = state.posts[postId]?.flags ?? {};
      return withPost(state, postId, { flags: { ...flags, [flaggerId]: { reason, trusted } } });
    }
    case 'ForumTopicMoved':
      return { ...state, categoryId: event.data.toCategoryId };
    case 'ForumTopicMerged':
      return { ...state, mergedInto: event.data.intoTopicId };
    case 'ForumPostsMergedIn': {
      const { posts, numbers, fromTopicId } = event.data;
      const joined: Record<string, ForumPostState> = { ...state.posts };
      for (const p of posts)
        joined[p.postId] = {
          number: 0,
          authorId: p.authorId,
          // The words stay in the merged topic's stream (sealed under their authors' keys); nothing here compares them.
          body: '',
          status: p.status,
          deleted: p.deleted,
          hidden: p.hidden,
          postedAt: p.postedAt,
          flags: {},
          flagHidden: false,
        };
      for (const [postId, number] of Object.entries(numbers)) if (joined[postId]) joined[postId] = { ...joined[postId], number };
      const lastNumber = Math.max(state.lastNumber, ...Object.values(numbers));
      return { ...state, posts: joined, lastNumber, mergedFrom: [...state.mergedFrom, fromTopicId] };
    }
    default:
      return assertNever(event);
  }
}

/** Whether others may read the topic and reply to it: its opening post is published and not deleted. */
export function topicIsOpen(state: ForumTopicState): boolean {
  const opening = state.openingPostId ? state.posts[state.openingPostId] : undefined;
  return state.exists && !state.mergedInto && !!opening && opening.status === 'published' && !opening.deleted;
}
