import type { ForumCategoryDto, ForumFlaggedPost, ForumPostDto, ForumTopicDto } from '@anonse/contracts';
import { FORUM_AUTO_HIDE_BY, forumTopicStreamId, ROLES } from '@anonse/contracts';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(180_000);

const HOUR = 3_600_000;
let n = 0;

describe('forum flags', () => {
  let moderator: TestClient;
  let category: ForumCategoryDto;

  /** A topic by staff (published at once) with one reply by `author`, published too when the author is trusted. */
  const topicWithReply = async (author: TestClient) => {
    const made = await moderator.post('/api/forum/topics', {
      categoryId: category.id,
      title: `Temat do zgłoszeń ${++n}`,
      body: 'Pytanie.',
    });
    expect(made.statusCode).toBe(201);
    const { topic } = made.json<ForumTopicDto>();
    const reply = await author.post(`/api/forum/topics/${topic.id}/posts`, { body: `Tani spam, kliknij ${n}` });
    expect(reply.statusCode).toBe(201);
    return { topic, reply: reply.json<ForumPostDto>() };
  };
  const flag = (c: TestClient, topicId: string, postId: string, json: unknown = { reason: 'spam' }, headers?: Record<string, string>) =>
    c.post(`/api/forum/topics/${topicId}/posts/${postId}/flags`, json, headers);
  const guestPosts = async (slug: string) => (await t.client().get(`/api/forum/topics/${slug}`)).json<ForumTopicDto>();
  const hiddenEvents = async (topicId: string) =>
    (await t.infra.eventStore.readStream(forumTopicStreamId(topicId))).filter((e) => e.type === 'ForumPostHidden');

  /** Members the trust rule trusts: a day old, with two published posts each. */
  const trustedMembers = async (count: number): Promise<TestUser[]> => {
    const members = await Promise.all(Array.from({ length: count }, () => t.user()));
    const { topic } = await topicWithReply(moderator);
    for (const member of members)
      for (let i = 0; i < 2; i++) {
        const post = (await member.post(`/api/forum/topics/${topic.id}/posts`, { body: `Moja rada ${i}` })).json<ForumPostDto>();
        expect((await moderator.post(`/api/admin/forum/queue/${topic.id}/${post.id}/approve`)).statusCode).toBe(200);
      }
    await t.passTime(24 * HOUR + 1000, moderator, ...members);
    return members;
  };

  beforeAll(async () => {
    moderator = await t.staff(ROLES.moderator);
    const res = await moderator.post('/api/admin/forum/categories', { slug: 'zgloszenia', name: 'Zgłoszenia' });
    category = res.json<ForumCategoryDto>();
  });

  it('takes one flag per member with a reason, refuses one’s own post, answers localized JSON errors', async () => {
    const author = await t.staff(ROLES.moderator);
    const { topic, reply } = await topicWithReply(author);
    const member = await t.user();

    const bad = await flag(member, topic.id, reply.id, { reason: 'boring', note: 'x'.repeat(1001) }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/json/);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['note', 'reason']);
    expect((await flag(member, topic.id, reply.id, { reason: 'spam', extra: 1 })).statusCode).toBe(400);
    expect((await flag(t.client(), topic.id, reply.id)).statusCode).toBe(401);
    expect((await flag(member, topic.id, 'nie-ma-takiego')).statusCode).toBe(404);

    const own = await flag(author, topic.id, reply.id, { reason: 'spam' }, { 'accept-language': 'en' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own post.');

    expect((await flag(member, topic.id, reply.id, { reason: 'scam', note: 'Prosi o przedpłatę' })).statusCode).toBe(201);
    const again = await flag(member, topic.id, reply.id, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ten wpis został już przez Ciebie zgłoszony.');

    const log = await t.infra.eventStore.readStream(forumTopicStreamId(topic.id));
    expect(log.filter((e) => e.type === 'ForumPostFlagged').map((e) => e.data)).toEqual([
      expect.objectContaining({ postId: reply.id, flaggerId: member.id, reason: 'scam', note: 'Prosi o przedpłatę', trusted: false }),
    ]);
  });

  it('lists flagged posts for staff, underage first, and not for members', async () => {
    const author = await t.staff(ROLES.moderator);
    const spam = await topicWithReply(author);
    const minor = await topicWithReply(author);
    const member = await t.user();
    expect((await flag(member, spam.topic.id, spam.reply.id, { reason: 'spam' })).statusCode).toBe(201);
    expect((await flag(member, minor.topic.id, minor.reply.id, { reason: 'underage', note: 'Wygląda na 16 lat' })).statusCode).toBe(201);

    const list = (await moderator.get('/api/admin/forum/flags')).json<ForumFlaggedPost[]>();
    const ours = list.filter((p) => [spam.reply.id, minor.reply.id].includes(p.postId));
    expect(ours.map((p) => [p.postId, p.severity])).toEqual([
      [minor.reply.id, 'urgent'],
      [spam.reply.id, 'normal'],
    ]);
    expect(list[0]!.severity).toBe('urgent');
    expect(ours[0]).toMatchObject({
      topicSlug: minor.topic.slug,
      hidden: false,
      flags: [{ reason: 'underage', note: 'Wygląda na 16 lat', trusted: false, flaggedAt: expect.any(String) }],
    });
    expect((await member.get('/api/admin/forum/flags')).statusCode).toBe(403);
  });

  it('hides a post after three trusted flags, not after three untrusted ones', async () => {
    const author = await t.staff(ROLES.moderator);
    const fresh = await Promise.all([t.user(), t.user(), t.user()]);
    const untouched = await topicWithReply(author);
    for (const member of fresh) expect((await flag(member, untouched.topic.id, untouched.reply.id)).statusCode).toBe(201);
    expect((await guestPosts(untouched.topic.slug)).posts).toHaveLength(2);
    expect(await hiddenEvents(untouched.topic.id)).toEqual([]);

    const trusted = await trustedMembers(3);
    const { topic, reply } = await topicWithReply(author);
    for (const member of trusted.slice(0, 2)) expect((await flag(member, topic.id, reply.id)).statusCode).toBe(201);
    expect((await guestPosts(topic.slug)).posts).toHaveLength(2);
    expect((await flag(trusted[2]!, topic.id, reply.id, { reason: 'scam' })).statusCode).toBe(201);

    const seen = await guestPosts(topic.slug);
    expect(seen.posts.map((p) => p.number)).toEqual([1]);
    expect(seen.topic.postCount).toBe(1);
    const staffView = (await moderator.get(`/api/forum/topics/${topic.slug}`)).json<ForumTopicDto>();
    expect(staffView.posts.map((p) => p.hidden)).toEqual([false, true]);
    const search = await t.client().get(`/api/forum/search?q=${encodeURIComponent(`kliknij ${n}`)}`);
    expect(search.json<{ items: unknown[] }>().items).toEqual([]);
    expect((await hiddenEvents(topic.id)).map((e) => e.data)).toEqual([
      expect.objectContaining({ postId: reply.id, moderatorId: FORUM_AUTO_HIDE_BY, reason: '3 flags from trusted members (spam, scam)' }),
    ]);
  });

  it('hides a post exactly once when trusted flags arrive at once', async () => {
    const author = await t.staff(ROLES.moderator);
    const flaggers = await Promise.all(Array.from({ length: 5 }, () => t.staff(ROLES.moderator)));
    for (let round = 0; round < 4; round++) {
      const { topic, reply } = await topicWithReply(author);
      const answers = await Promise.all(flaggers.map((f) => flag(f, topic.id, reply.id)));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(await hiddenEvents(topic.id)).toHaveLength(1);
      expect((await guestPosts(topic.slug)).posts).toHaveLength(1);
    }
  });

  it('seals a flag’s note under its flagger’s key: deleting the account empties it, the flag stays, the topic still takes flags', async () => {
    const author = await t.staff(ROLES.moderator);
    const { topic, reply } = await topicWithReply(author);
    const flagger = await t.user();
    expect((await flag(flagger, topic.id, reply.id, { reason: 'harassment', note: 'Notatka zgłaszającego 5821' })).statusCode).toBe(201);
    const raw = await t.db.client.query('SELECT data FROM events WHERE stream_id = $1', [forumTopicStreamId(topic.id)]);
    expect(JSON.stringify(raw.rows)).not.toContain('Notatka zgłaszającego 5821');

    expect((await flagger.post('/api/user/delete', { password: flagger.password })).statusCode).toBe(204);
    await t.projected();
    const row = (await moderator.get('/api/admin/forum/flags')).json<ForumFlaggedPost[]>().find((p) => p.postId === reply.id);
    expect(row?.flags).toEqual([expect.objectContaining({ reason: 'harassment', note: '' })]);
    expect((await flag(await t.user(), topic.id, reply.id)).statusCode).toBe(201);
  });
});
