import type { ForumTopicEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import {
  EditWindowClosedError,
  ForumCategoryArchivedError,
  ForumCategoryNotFoundError,
  ForumPostNotFoundError,
  ForumTopicLockedError,
  ForumTopicNotFoundError,
  OpeningPostHiddenError,
  NotQueuedError,
  NotYourPostError,
  AlreadyFlaggedError,
  OwnPostFlaggedError,
  BannedFromForumError,
  MergeIntoItselfError,
} from './errors';
import { forumTopicDecider, type FlagForumPost, type StartTopic } from './topic';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
const base = { topicId: 't1', now: at(0) };
const start: StartTopic = {
  type: 'StartTopic',
  ...base,
  category: { exists: true, archived: false },
  categoryId: 'c1',
  slug: 'pierwszy-temat',
  title: 'Pierwszy temat',
  tags: ['bezpieczenstwo'],
  postId: 'p1',
  authorId: 'u1',
  body: 'Treść',
  held: false,
  banned: false,
};
const started = (held = false): ForumTopicEvent => ({
  type: 'TopicStarted',
  data: {
    topicId: 't1',
    categoryId: 'c1',
    slug: 'pierwszy-temat',
    title: 'Pierwszy temat',
    tags: ['bezpieczenstwo'],
    postId: 'p1',
    authorId: 'u1',
    body: 'Treść',
    held,
    startedAt: at(0),
  },
});
const noticesFor = (number: number, replyTo: string | null, mentioned: string[] = []) => ({
  topicSlug: 'pierwszy-temat',
  topicTitle: 'Pierwszy temat',
  number,
  replyTo,
  mentioned,
});
const reply = (postId: string, number: number, held = false, authorId = 'u2'): ForumTopicEvent => ({
  type: 'ReplyPosted',
  data: {
    topicId: 't1',
    postId,
    number,
    authorId,
    body: 'Odpowiedź',
    held,
    postedAt: at(1),
    ...(held ? {} : { notices: noticesFor(number, authorId === 'u1' ? null : 'u1') }),
  },
});

describe('forum topic', () => {
  const spec = deciderSpec(forumTopicDecider);

  it('starts a topic once, only in a category that takes topics', () => {
    spec.given([]).when(start).then([started()]);
    spec
      .given([])
      .when({ ...start, held: true })
      .then([started(true)]);
    spec.given([started()]).when(start).then([]);
    spec
      .given([])
      .when({ ...start, category: { exists: false, archived: false } })
      .thenThrows(ForumCategoryNotFoundError, { field: 'categoryId' });
    spec
      .given([])
      .when({ ...start, category: { exists: true, archived: true } })
      .thenThrows(ForumCategoryArchivedError);
  });

  it('numbers replies after the last one, and takes none in a topic others cannot see', () => {
    spec
      .given([started()])
      .when({
        type: 'PostReply',
        ...base,
        now: at(1),
        postId: 'p2',
        authorId: 'u2',
        body: 'Odpowiedź',
        held: false,
        banned: false,
        mentionIds: [],
      })
      .then([reply('p2', 2)]);
    spec
      .given([started(), reply('p2', 2), reply('p3', 3, true)])
      .when({
        type: 'PostReply',
        ...base,
        now: at(1),
        postId: 'p4',
        authorId: 'u2',
        body: 'Odpowiedź',
        held: false,
        banned: false,
        mentionIds: [],
      })
      .then([reply('p4', 4)]);
    spec
      .given([started(), reply('p2', 2)])
      .when({ type: 'PostReply', ...base, postId: 'p2', authorId: 'u2', body: 'Odpowiedź', held: false, banned: false, mentionIds: [] })
      .then([]);
    spec
      .given([started(true)])
      .when({ type: 'PostReply', ...base, postId: 'p2', authorId: 'u2', body: 'x', held: false, banned: false, mentionIds: [] })
      .thenThrows(ForumTopicNotFoundError);
    spec
      .given([started(), { type: 'ForumPostDeleted', data: { topicId: 't1', postId: 'p1', byStaff: false, deletedAt: at(1) } }])
      .when({ type: 'PostReply', ...base, postId: 'p2', authorId: 'u2', body: 'x', held: false, banned: false, mentionIds: [] })
      .thenThrows(ForumTopicNotFoundError);
  });

  it('lets the author edit within the window, the title on the opening post only', () => {
    const edit = {
      type: 'EditForumPost' as const,
      ...base,
      now: at(30),
      actorId: 'u1',
      staff: false,
      postId: 'p1',
      body: 'Nowa',
      editWindowMinutes: 60,
    };
    spec
      .given([started()])
      .when({ ...edit, title: 'Nowy tytuł' })
      .then([
        {
          type: 'ForumPostEdited',
          data: { topicId: 't1', postId: 'p1', authorId: 'u1', title: 'Nowy tytuł', body: 'Nowa', editedAt: at(30) },
        },
      ]);
    spec
      .given([started()])
      .when({ ...edit, body: 'Treść', title: 'Pierwszy temat' })
      .then([]);
    spec
      .given([started(), reply('p2', 2)])
      .when({ ...edit, postId: 'p2', actorId: 'u2', title: 'Inny' })
      .then([{ type: 'ForumPostEdited', data: { topicId: 't1', postId: 'p2', authorId: 'u2', body: 'Nowa', editedAt: at(30) } }]);
    spec
      .given([started()])
      .when({ ...edit, actorId: 'u2', staff: true })
      .thenThrows(NotYourPostError);
    spec
      .given([started()])
      .when({ ...edit, now: new Date(Date.UTC(2026, 0, 5, 11, 1)).toISOString() })
      .thenThrows(EditWindowClosedError);
    // The window is the configured one (FORUM_EDIT_WINDOW_MINUTES), not a constant.
    spec
      .given([started()])
      .when({ ...edit, editWindowMinutes: 29 })
      .thenThrows(EditWindowClosedError);
    spec.given([]).when(edit).thenThrows(ForumPostNotFoundError);
  });

  it('records that an author below the trust rule writes links as plain text, and only then', () => {
    spec
      .given([])
      .when({ ...start, held: true, plainLinks: true })
      .then([{ ...started(true), data: { ...started(true).data, plainLinks: true } } as ForumTopicEvent]);
    spec
      .given([started()])
      .when({
        type: 'PostReply',
        ...base,
        now: at(1),
        postId: 'p2',
        authorId: 'u2',
        body: 'Odpowiedź',
        held: true,
        plainLinks: true,
        mentionIds: [],
      })
      .then([{ ...reply('p2', 2, true), data: { ...reply('p2', 2, true).data, plainLinks: true } } as ForumTopicEvent]);
    spec
      .given([started()])
      .when({
        type: 'EditForumPost',
        ...base,
        now: at(1),
        actorId: 'u1',
        staff: false,
        postId: 'p1',
        body: 'Nowa',
        editWindowMinutes: 60,
        plainLinks: false,
      })
      .then([{ type: 'ForumPostEdited', data: { topicId: 't1', postId: 'p1', authorId: 'u1', body: 'Nowa', editedAt: at(1) } }]);
  });

  it('deletes a post for its author or staff, once', () => {
    const del = { type: 'DeleteForumPost' as const, ...base, postId: 'p2', actorId: 'u2', staff: false };
    const deleted = (byStaff: boolean): ForumTopicEvent => ({
      type: 'ForumPostDeleted',
      data: { topicId: 't1', postId: 'p2', byStaff, deletedAt: at(0) },
    });
    spec
      .given([started(), reply('p2', 2)])
      .when(del)
      .then([deleted(false)]);
    spec
      .given([started(), reply('p2', 2)])
      .when({ ...del, actorId: 'm1', staff: true })
      .then([deleted(true)]);
    // A moderator deleting their own post does it as its author.
    spec
      .given([started(), reply('p2', 2)])
      .when({ ...del, staff: true })
      .then([deleted(false)]);
    spec
      .given([started(), reply('p2', 2), deleted(false)])
      .when(del)
      .then([]);
    spec
      .given([started(), reply('p2', 2)])
      .when({ ...del, actorId: 'u3' })
      .thenThrows(NotYourPostError);
  });

  it('tells the topic author of a reply and the mentioned members, never the writer; a queued reply tells them when approved', () => {
    const post = {
      type: 'PostReply' as const,
      ...base,
      now: at(1),
      postId: 'p2',
      authorId: 'u2',
      body: 'Odpowiedź',
      held: false,
      banned: false,
    };
    spec
      .given([started()])
      .when({ ...post, mentionIds: ['u1', 'u3', 'u2', 'u3'] })
      .then([
        {
          type: 'ReplyPosted',
          data: {
            topicId: 't1',
            postId: 'p2',
            number: 2,
            authorId: 'u2',
            body: 'Odpowiedź',
            held: false,
            postedAt: at(1),
            notices: noticesFor(2, 'u1', ['u3']),
          },
        },
      ]);
    spec
      .given([started()])
      .when({ ...post, authorId: 'u1', mentionIds: [] })
      .then([reply('p2', 2, false, 'u1')]);
    spec
      .given([started()])
      .when({ ...post, held: true, mentionIds: ['u3'] })
      .then([reply('p2', 2, true)]);
    spec
      .given([started(), reply('p2', 2, true)])
      .when({ type: 'ApproveForumPost', ...base, postId: 'p2', moderatorId: 'm1', mentionIds: ['u3'] })
      .then([
        {
          type: 'ForumPostApproved',
          data: { topicId: 't1', postId: 'p2', moderatorId: 'm1', approvedAt: at(0), notices: noticesFor(2, 'u1', ['u3']) },
        },
      ]);
  });

  it('lets a moderator approve or reject only a queued post', () => {
    const approve = { type: 'ApproveForumPost' as const, ...base, postId: 'p1', moderatorId: 'm1', mentionIds: [] };
    const reject = { type: 'RejectForumPost' as const, ...base, postId: 'p1', moderatorId: 'm1', reason: 'spam' };
    const approved: ForumTopicEvent = {
      type: 'ForumPostApproved',
      data: { topicId: 't1', postId: 'p1', moderatorId: 'm1', approvedAt: at(0), notices: noticesFor(1, null) },
    };
    const rejected: ForumTopicEvent = {
      type: 'ForumPostRejected',
      data: { topicId: 't1', postId: 'p1', moderatorId: 'm1', reason: 'spam', rejectedAt: at(0) },
    };
    spec
      .given([started(true)])
      .when(approve)
      .then([approved]);
    spec
      .given([started(true), approved])
      .when(approve)
      .then([]);
    spec
      .given([started(true)])
      .when(reject)
      .then([rejected]);
    spec
      .given([started(true), rejected])
      .when(reject)
      .then([]);
    spec
      .given([started(true), rejected])
      .when(approve)
      .thenThrows(NotQueuedError);
    spec
      .given([started(false)])
      .when(reject)
      .thenThrows(NotQueuedError);
    spec.given([]).when(approve).thenThrows(NotQueuedError);
  });

  it('lets staff lock and pin once each, refuses replies to a locked topic, and hides replies but not the opening post', () => {
    const moderate = (action: 'lock' | 'unlock' | 'pin' | 'unpin') => ({
      type: 'ModerateForumTopic' as const,
      ...base,
      action,
      moderatorId: 'm1',
    });
    const locked: ForumTopicEvent = { type: 'ForumTopicLocked', data: { topicId: 't1', moderatorId: 'm1', at: at(0) } };
    spec.given([started()]).when(moderate('lock')).then([locked]);
    spec.given([started(), locked]).when(moderate('lock')).then([]);
    spec
      .given([started(), locked])
      .when(moderate('unlock'))
      .then([{ type: 'ForumTopicUnlocked', data: { topicId: 't1', moderatorId: 'm1', at: at(0) } }]);
    spec.given([started()]).when(moderate('unpin')).then([]);
    spec.given([]).when(moderate('pin')).thenThrows(ForumTopicNotFoundError);
    spec
      .given([started(), locked])
      .when({ type: 'PostReply', ...base, postId: 'p2', authorId: 'u2', body: 'x', held: false, banned: false, mentionIds: [] })
      .thenThrows(ForumTopicLockedError);
    const hide = { type: 'HideForumPost' as const, ...base, postId: 'p2', moderatorId: 'm1', hidden: true, reason: 'spam' };
    const hidden: ForumTopicEvent = {
      type: 'ForumPostHidden',
      data: { topicId: 't1', postId: 'p2', moderatorId: 'm1', reason: 'spam', at: at(0) },
    };
    spec
      .given([started(), reply('p2', 2)])
      .when(hide)
      .then([hidden]);
    spec
      .given([started(), reply('p2', 2), hidden])
      .when(hide)
      .then([]);
    spec
      .given([started()])
      .when({ ...hide, postId: 'p1' })
      .thenThrows(OpeningPostHiddenError);
  });

  it('takes one flag per member on others’ posts, and hides a reply on the third trusted flag only', () => {
    const flag = (flaggerId: string, trusted = true, postId = 'p2'): FlagForumPost => ({
      type: 'FlagForumPost',
      ...base,
      postId,
      flaggerId,
      reason: 'spam',
      note: '',
      trusted,
      autoHideAfter: 3,
    });
    const flagged = (flaggerId: string, trusted = true, postId = 'p2'): ForumTopicEvent => ({
      type: 'ForumPostFlagged',
      data: { topicId: 't1', postId, flaggerId, reason: 'spam', note: '', trusted, flaggedAt: at(0) },
    });
    const autoHidden: ForumTopicEvent = {
      type: 'ForumPostHidden',
      data: { topicId: 't1', postId: 'p2', moderatorId: 'flags', reason: '3 flags from trusted members (spam)', at: at(0) },
    };
    const topic = [started(), reply('p2', 2)];
    spec
      .given(topic)
      .when(flag('u3'))
      .then([flagged('u3')]);
    spec
      .given([...topic, flagged('u3')])
      .when(flag('u3'))
      .thenThrows(AlreadyFlaggedError);
    spec.given(topic).when(flag('u2')).thenThrows(OwnPostFlaggedError);
    spec
      .given(topic)
      .when(flag('u3', true, 'p9'))
      .thenThrows(ForumPostNotFoundError);
    spec
      .given([started(), reply('p2', 2, true)])
      .when(flag('u3'))
      .thenThrows(ForumPostNotFoundError);
    spec
      .given([...topic, flagged('u3'), flagged('u4')])
      .when(flag('u5'))
      .then([flagged('u5'), autoHidden]);
    spec
      .given([...topic, flagged('u3', false), flagged('u4')])
      .when(flag('u5'))
      .then([flagged('u5')]);
    spec
      .given([...topic, flagged('u3'), flagged('u4'), flagged('u5'), autoHidden])
      .when(flag('u6'))
      .then([flagged('u6')]);
    const shown: ForumTopicEvent = { type: 'ForumPostUnhidden', data: { topicId: 't1', postId: 'p2', moderatorId: 'm1', at: at(0) } };
    spec
      .given([...topic, flagged('u3'), flagged('u4'), flagged('u5'), autoHidden, shown])
      .when(flag('u6'))
      .then([flagged('u6')]);
    spec
      .given([...topic, flagged('u3', true, 'p1'), flagged('u4', true, 'p1')])
      .when(flag('u5', true, 'p1'))
      .then([flagged('u5', true, 'p1')]);
  });

  it('keeps a banned author from starting topics and replying', () => {
    spec
      .given([])
      .when({ ...start, banned: true })
      .thenThrows(BannedFromForumError);
    spec
      .given([started()])
      .when({ type: 'PostReply', ...base, postId: 'p2', authorId: 'u2', body: 'x', held: false, banned: true, mentionIds: [] })
      .thenThrows(BannedFromForumError);
  });

  it('moves a topic to a category that takes topics, once', () => {
    const move = {
      type: 'MoveForumTopic' as const,
      ...base,
      categoryId: 'c2',
      category: { exists: true, archived: false },
      moderatorId: 'm1',
    };
    const moved: ForumTopicEvent = {
      type: 'ForumTopicMoved',
      data: { topicId: 't1', moderatorId: 'm1', fromCategoryId: 'c1', toCategoryId: 'c2', at: at(0) },
    };
    spec.given([started()]).when(move).then([moved]);
    spec.given([started(), moved]).when(move).then([]);
    spec
      .given([started()])
      .when({ ...move, category: { exists: false, archived: false } })
      .thenThrows(ForumCategoryNotFoundError, { field: 'categoryId' });
    spec
      .given([started()])
      .when({ ...move, category: { exists: true, archived: true } })
      .thenThrows(ForumCategoryArchivedError);
    spec.given([]).when(move).thenThrows(ForumTopicNotFoundError);
  });

  it('merges a topic into another: closed for good, its posts numbered among the other’s by time', () => {
    const merge = { type: 'MergeForumTopic' as const, ...base, into: { topicId: 't2', slug: 'drugi' }, moderatorId: 'm1' };
    const merged: ForumTopicEvent = {
      type: 'ForumTopicMerged',
      data: { topicId: 't1', moderatorId: 'm1', intoTopicId: 't2', intoSlug: 'drugi', at: at(0) },
    };
    spec.given([started()]).when(merge).then([merged]);
    spec.given([started(), merged]).when(merge).then([]);
    spec
      .given([started()])
      .when({ ...merge, into: { topicId: 't1', slug: 'pierwszy-temat' } })
      .thenThrows(MergeIntoItselfError);
    spec
      .given([started(), merged])
      .when({ type: 'PostReply', ...base, postId: 'p9', authorId: 'u2', body: 'x', held: false, banned: false, mentionIds: [] })
      .thenThrows(ForumTopicNotFoundError);

    // The receiving topic: p1 at 0, p2 at 2; the incoming x1 at 1 and x2 at 3 interleave.
    const incoming = [
      { postId: 'x1', authorId: 'u7', status: 'published' as const, deleted: false, hidden: false, postedAt: at(1) },
      { postId: 'x2', authorId: 'u8', status: 'queued' as const, deleted: false, hidden: false, postedAt: at(3) },
    ];
    const takeIn = { type: 'TakeInMergedPosts' as const, ...base, fromTopicId: 't9', posts: incoming, moderatorId: 'm1' };
    const mergedIn: ForumTopicEvent = {
      type: 'ForumPostsMergedIn',
      data: { topicId: 't1', moderatorId: 'm1', fromTopicId: 't9', posts: incoming, numbers: { p1: 1, x1: 2, p2: 3, x2: 4 }, at: at(0) },
    };
    const replyAt2: ForumTopicEvent = {
      type: 'ReplyPosted',
      data: { topicId: 't1', postId: 'p2', number: 2, authorId: 'u2', body: 'Odpowiedź', held: false, postedAt: at(2) },
    };
    spec.given([started(), replyAt2]).when(takeIn).then([mergedIn]);
    spec.given([started(), replyAt2, mergedIn]).when(takeIn).then([]);
    // Numbering goes on after the merged posts; the merged queued post still waits for a moderator.
    spec
      .given([started(), replyAt2, mergedIn])
      .when({
        type: 'PostReply',
        ...base,
        now: at(5),
        postId: 'p5',
        authorId: 'u1',
        body: 'Dalej',
        held: false,
        banned: false,
        mentionIds: [],
      })
      .then([
        {
          type: 'ReplyPosted',
          data: {
            topicId: 't1',
            postId: 'p5',
            number: 5,
            authorId: 'u1',
            body: 'Dalej',
            held: false,
            postedAt: at(5),
            notices: noticesFor(5, null),
          },
        },
      ]);
    spec
      .given([started(), replyAt2, mergedIn])
      .when({ type: 'ApproveForumPost', ...base, postId: 'x2', moderatorId: 'm1', mentionIds: [] })
      .then([
        {
          type: 'ForumPostApproved',
          data: { topicId: 't1', postId: 'x2', moderatorId: 'm1', approvedAt: at(0), notices: noticesFor(4, 'u1') },
        },
      ]);
  });
});
