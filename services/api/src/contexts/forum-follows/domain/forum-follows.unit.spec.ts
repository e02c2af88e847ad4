import { MAX_FORUM_FOLLOWS, type ForumFollowEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { ForumFollowTargetNotFoundError, forumFollowsDecider, TooManyForumFollowsError } from './forum-follows';

const now = '2026-04-01T10:00:00.000Z';
const base = { accountId: 'a1', now };
const followed = (targetId: string, kind: 'topic' | 'category' = 'topic'): ForumFollowEvent => ({
  type: 'ForumFollowed',
  data: { accountId: 'a1', kind, targetId, followedAt: now },
});
const digestOn: ForumFollowEvent = {
  type: 'ForumDigestChanged',
  data: { accountId: 'a1', digest: true, via: 'account', changedAt: now },
};

describe('forum follows', () => {
  const spec = deciderSpec(forumFollowsDecider);
  const follow = (targetId: string, exists = true, kind: 'topic' | 'category' = 'topic') =>
    ({ type: 'Follow', ...base, kind, targetId, exists }) as const;

  it('follows a topic or a category once; a topic and a category of one id are two follows', () => {
    spec
      .given([])
      .when(follow('t1'))
      .then([followed('t1')]);
    spec
      .given([followed('t1')])
      .when(follow('t1'))
      .then([]);
    spec
      .given([followed('t1')])
      .when(follow('t1', true, 'category'))
      .then([followed('t1', 'category')]);
  });

  it('refuses what is not there, and more than the limit', () => {
    spec.given([]).when(follow('gone', false)).thenThrows(ForumFollowTargetNotFoundError, { kind: 'not_found' });
    const full = Array.from({ length: MAX_FORUM_FOLLOWS }, (_, i) => followed(`t${i}`));
    spec.given(full).when(follow('one-more')).thenThrows(TooManyForumFollowsError, { code: 'forumFollows:tooMany', kind: 'invalid' });
  });

  it('unfollows only what it follows, a target gone since too', () => {
    const unfollowed: ForumFollowEvent = {
      type: 'ForumUnfollowed',
      data: { accountId: 'a1', kind: 'topic', targetId: 't1', unfollowedAt: now },
    };
    spec
      .given([followed('t1')])
      .when({ type: 'Unfollow', ...base, kind: 'topic', targetId: 't1' })
      .then([unfollowed]);
    spec
      .given([followed('t1'), unfollowed])
      .when({ type: 'Unfollow', ...base, kind: 'topic', targetId: 't1' })
      .then([]);
    spec
      .given([followed('t1')])
      .when({ type: 'Unfollow', ...base, kind: 'category', targetId: 't1' })
      .then([]);
  });

  it('switches the digest only when it changes', () => {
    spec
      .given([])
      .when({ type: 'SetForumDigest', ...base, digest: true, via: 'account' })
      .then([digestOn]);
    spec
      .given([digestOn])
      .when({ type: 'SetForumDigest', ...base, digest: true, via: 'account' })
      .then([]);
    spec
      .given([digestOn])
      .when({ type: 'SetForumDigest', ...base, digest: false, via: 'unsubscribe' })
      .then([{ type: 'ForumDigestChanged', data: { accountId: 'a1', digest: false, via: 'unsubscribe', changedAt: now } }]);
  });

  it('compiles one digest a day, and none with the e-mail off', () => {
    const topics = [{ topicId: 't1', postIds: ['p1'], newTopic: false }];
    const compile = (day: string) => ({ type: 'CompileForumDigest' as const, ...base, day, topics });
    const compiled: ForumFollowEvent = {
      type: 'ForumDigestCompiled',
      data: { accountId: 'a1', day: '2026-04-01', topics, compiledAt: now },
    };
    spec.given([digestOn]).when(compile('2026-04-01')).then([compiled]);
    spec.given([digestOn, compiled]).when(compile('2026-04-01')).then([]);
    spec.given([digestOn, compiled]).when(compile('2026-03-31')).then([]);
    spec.given([]).when(compile('2026-04-01')).then([]);
    spec
      .given([digestOn])
      .when({ ...compile('2026-04-01'), topics: [] })
      .then([]);
  });
});
