import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { forumDigestsDue, listForumFollows } from './forum-follows.queries';

describe(`forum follows read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    kit.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const follow = (accountId: string, kind: string, targetId: string, minute: number) =>
    append(`forum-follows-${accountId}`, 'ForumFollowed', { accountId, kind, targetId, followedAt: at(minute) });
  const reply = (postId: string, number: number, authorId: string, minute: number) =>
    append('forum-topic-t1', 'ReplyPosted', {
      topicId: 't1',
      postId,
      number,
      authorId,
      body: `Wpis ${number}`,
      held: false,
      postedAt: at(minute),
      notices: { topicSlug: 't1', topicTitle: 'Temat', number, replyTo: authorId === 'u1' ? null : 'u1', mentioned: [] },
    });
  const notices = async () =>
    (
      await kit.db.client.query<{ recipient_id: string; kind: string; n: number }>(
        "SELECT recipient_id, kind, (params->>'postNumber')::int AS n FROM notifications ORDER BY recipient_id, position",
      )
    ).rows;
  const dump = async () => ({
    notices: await notices(),
    follows: (await kit.db.client.query('SELECT * FROM forum_follows ORDER BY account_id, target_id')).rows,
    owed: (await kit.db.client.query('SELECT * FROM forum_follow_digest_items ORDER BY account_id, post_id')).rows,
    copy: (await kit.db.client.query('SELECT * FROM notification_forum_follows ORDER BY account_id, target_id')).rows,
  });

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
    for (const accountId of ['u1', 'u2', 'f1', 'f2'])
      await append(`account-${accountId}`, 'AccountRegistered', {
        accountId,
        login: `login-${accountId}`,
        email: `${accountId}@example.com`,
        passwordHash: 'x',
        role: 0,
        registeredAt: at(0),
      });
    await append('forum-category-c1', 'ForumCategoryCreated', {
      categoryId: 'c1',
      slug: 'c1',
      name: 'Dział',
      description: '',
      position: 1,
      createdAt: at(0),
    });
    await append('forum-topic-t1', 'TopicStarted', {
      topicId: 't1',
      categoryId: 'c1',
      slug: 't1',
      title: 'Temat',
      tags: [],
      postId: 'p1',
      authorId: 'u1',
      body: 'Pytanie',
      held: false,
      startedAt: at(1),
    });
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('tells and owes a post to those who followed before it, never its author; a rebuild gives the same rows', async () => {
    await follow('f1', 'topic', 't1', 2);
    await append('forum-follows-f1', 'ForumDigestChanged', { accountId: 'f1', digest: true, via: 'account', changedAt: at(2) });
    await reply('p2', 2, 'u2', 3);
    // f2 follows after the second post: told of the third only, and without the e-mail nothing is owed to them.
    await follow('f2', 'topic', 't1', 4);
    await reply('p3', 3, 'f1', 5);
    await settle();
    expect(await notices()).toEqual([
      { recipient_id: 'f1', kind: 'forumFollowedReply', n: 2 },
      { recipient_id: 'f2', kind: 'forumFollowedReply', n: 3 },
      { recipient_id: 'u1', kind: 'forumReply', n: 2 },
      { recipient_id: 'u1', kind: 'forumReply', n: 3 },
    ]);
    expect(await forumDigestsDue(kit.db.client, new Date(at(10)), 10)).toEqual([
      { accountId: 'f1', topics: [{ topicId: 't1', postIds: ['p2'], newTopic: false }] },
    ]);
    expect(await forumDigestsDue(kit.db.client, new Date(at(3)), 10)).toEqual([]);
    expect(await listForumFollows(kit.db.client, 'f1')).toMatchObject({
      digest: true,
      topics: [{ id: 't1', title: 'Temat' }],
      categories: [],
    });

    const before = await dump();
    await runner.rebuild('notifications');
    await runner.rebuild('forum-follows');
    await settle();
    expect(await dump()).toEqual(before);

    // The day's digest takes its rows away; leaving the topic drops what is still owed of it.
    await append('forum-follows-f1', 'ForumDigestCompiled', {
      accountId: 'f1',
      day: '2026-01-05',
      topics: [{ topicId: 't1', postIds: ['p2'], newTopic: false }],
      compiledAt: at(6),
    });
    await reply('p4', 4, 'u2', 7);
    await settle();
    expect((await forumDigestsDue(kit.db.client, new Date(at(10)), 10))[0]?.topics).toEqual([
      { topicId: 't1', postIds: ['p4'], newTopic: false },
    ]);
    await append('forum-follows-f1', 'ForumUnfollowed', { accountId: 'f1', kind: 'topic', targetId: 't1', unfollowedAt: at(8) });
    await settle();
    expect(await forumDigestsDue(kit.db.client, new Date(at(10)), 10)).toEqual([]);
  });
});
