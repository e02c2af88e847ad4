import type { AuditEventDto, ForumBanDto, ForumCategoryDto, ForumPostDto, ForumTopicDto, ForumTopicList } from '@anonse/contracts';
import { accountStreamId, forumBanStreamId, forumTopicStreamId, ROLES } from '@anonse/contracts';
import { useTestApp, type TestClient } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(180_000);

const MINUTE = 60_000;
let n = 0;

describe('forum: staff’s hand from the console', () => {
  let moderator: TestClient;
  let auditor: TestClient;
  let first: ForumCategoryDto;
  let second: ForumCategoryDto;

  const category = async (slug: string) =>
    (await moderator.post('/api/admin/forum/categories', { slug, name: `Dział ${slug}` })).json<ForumCategoryDto>();
  const topic = async (c: TestClient, categoryId = first.id) => {
    const made = await c.post('/api/forum/topics', { categoryId, title: `Temat przenoszony ${++n}`, body: `Pierwszy wpis ${n}` });
    expect(made.statusCode).toBe(201);
    return made.json<ForumTopicDto>().topic;
  };
  const reply = async (c: TestClient, topicId: string, body: string) => {
    const res = await c.post(`/api/forum/topics/${topicId}/posts`, { body });
    expect(res.statusCode).toBe(201);
    return res.json<ForumPostDto>();
  };
  const timeline = async (kind: string, id: string, who: TestClient = moderator) =>
    (await who.get(`/api/admin/audit/${kind}/${id}/events?range=[0,99]`)).json<AuditEventDto[]>();
  const topicsOf = async (slug: string) => (await t.client().get(`/api/forum/categories/${slug}/topics`)).json<ForumTopicList>();

  beforeAll(async () => {
    moderator = await t.staff(ROLES.moderator);
    auditor = await t.staff(ROLES.auditor);
    first = await category('pierwszy');
    second = await category('drugi');
  });

  it('shows staff a topic by id and its moderation history, each action with its moderator', async () => {
    const opened = await topic(moderator);
    const member = await t.user();
    const queued = await reply(member, opened.id, 'Czeka w kolejce');

    const seen = await auditor.get(`/api/admin/forum/topics/${opened.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ForumTopicDto>().posts.map((p) => [p.number, p.status])).toEqual([
      [1, 'published'],
      [2, 'queued'],
    ]);
    expect((await member.get(`/api/admin/forum/topics/${opened.id}`)).statusCode).toBe(403);
    expect((await moderator.get('/api/admin/forum/topics/nie-ma')).statusCode).toBe(404);

    expect((await moderator.post(`/api/admin/forum/queue/${opened.id}/${queued.id}/approve`)).statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/forum/topics/${opened.id}/lock`)).statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/forum/topics/${opened.id}/pin`)).statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/forum/topics/${opened.id}/posts/${queued.id}/hide`, { reason: 'Off-topic' })).statusCode).toBe(
      200,
    );
    const locked = (await moderator.get(`/api/admin/forum/topics/${opened.id}`)).json<ForumTopicDto>().topic;
    expect([locked.locked, locked.pinned]).toEqual([true, true]);

    const events = await timeline('forum-topic', opened.id, auditor);
    expect(events.map((e) => e.type)).toEqual([
      'TopicStarted',
      'ReplyPosted',
      'ForumPostApproved',
      'ForumTopicLocked',
      'ForumTopicPinned',
      'ForumPostHidden',
    ]);
    expect(events.slice(2).every((e) => e.actor.role === ROLES.moderator && e.actor.id !== null)).toBe(true);
    expect((await member.get(`/api/admin/audit/forum-topic/${opened.id}/events`)).statusCode).toBe(403);
  });

  it('moves a topic to another category: lists and counts follow, archived or unknown targets are refused', async () => {
    const moved = await topic(moderator);
    const member = await t.user();
    const answer = await moderator.post(`/api/admin/forum/topics/${moved.id}/move`, { categoryId: second.id });
    expect(answer.statusCode).toBe(200);
    expect((await topicsOf('pierwszy')).items.map((i) => i.id)).not.toContain(moved.id);
    expect((await topicsOf('drugi')).items.map((i) => i.id)).toContain(moved.id);
    const counts = (await t.client().get('/api/forum/categories')).json<ForumCategoryDto[]>();
    expect(counts.find((c) => c.id === second.id)?.topicCount).toBe(1);
    // Again to where it is: nothing more is recorded.
    expect((await moderator.post(`/api/admin/forum/topics/${moved.id}/move`, { categoryId: second.id })).statusCode).toBe(200);
    const log = await t.infra.eventStore.readStream(forumTopicStreamId(moved.id));
    expect(log.filter((e) => e.type === 'ForumTopicMoved').map((e) => e.data)).toEqual([
      expect.objectContaining({ fromCategoryId: first.id, toCategoryId: second.id }),
    ]);

    expect((await member.post(`/api/admin/forum/topics/${moved.id}/move`, { categoryId: first.id })).statusCode).toBe(403);
    const bad = await moderator.post(`/api/admin/forum/topics/${moved.id}/move`, { categoryId: 'x' }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['categoryId']);
    const unknown = await moderator.post(`/api/admin/forum/topics/${moved.id}/move`, { categoryId: member.id });
    expect(unknown.statusCode).toBe(404);
    const archived = await category('archiwum');
    expect((await moderator.post(`/api/admin/forum/categories/${archived.id}/archive`)).statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/forum/topics/${moved.id}/move`, { categoryId: archived.id })).statusCode).toBe(409);
    expect((await topicsOf('drugi')).items.map((i) => i.id)).toContain(moved.id);
  });

  it('merges a topic into another: posts in the order they were written, the old address leads to the new topic', async () => {
    const member = await t.staff(ROLES.moderator);
    const older = await topic(moderator);
    await t.passTime(MINUTE, moderator, member);
    const newer = await topic(member);
    await t.passTime(MINUTE, moderator, member);
    await reply(moderator, older.id, 'Odpowiedź w starszym');
    await t.passTime(MINUTE, moderator, member);
    await reply(member, newer.id, 'Odpowiedź w nowszym');

    expect((await moderator.post(`/api/admin/forum/topics/${newer.id}/merge`, { intoTopicId: newer.id })).statusCode).toBe(422);
    const merged = await moderator.post(`/api/admin/forum/topics/${older.id}/merge`, { intoTopicId: newer.id });
    expect(merged.statusCode).toBe(200);

    const into = (await t.client().get(`/api/forum/topics/${newer.slug}`)).json<ForumTopicDto>();
    expect(into.posts.map((p) => [p.number, p.author.id])).toEqual([
      [1, expect.any(String)],
      [2, expect.any(String)],
      [3, expect.any(String)],
      [4, expect.any(String)],
    ]);
    expect(into.topic.postCount).toBe(4);
    const texts = into.posts.map((p) => p.html.replace(/<[^>]+>/g, '').trim());
    expect(texts).toEqual([`Pierwszy wpis ${n - 1}`, `Pierwszy wpis ${n}`, 'Odpowiedź w starszym', 'Odpowiedź w nowszym']);

    // The old address answers with the topic it went into (the site turns it into a 301).
    const old = await t.client().get(`/api/forum/topics/${older.slug}`);
    expect(old.statusCode).toBe(200);
    expect(old.json<ForumTopicDto>().topic.slug).toBe(newer.slug);
    expect((await topicsOf('pierwszy')).items.map((i) => i.id)).not.toContain(older.id);
    expect((await member.post(`/api/forum/topics/${older.id}/posts`, { body: 'Za późno' })).statusCode).toBe(404);
    // Replies to the merged topic continue its numbering.
    expect((await reply(member, newer.id, 'Dalej')).number).toBe(5);
    // Again: nothing more happens.
    expect((await moderator.post(`/api/admin/forum/topics/${older.id}/merge`, { intoTopicId: newer.id })).statusCode).toBe(200);
    const types = async (id: string) => (await t.infra.eventStore.readStream(forumTopicStreamId(id))).map((e) => e.type);
    expect((await types(older.id)).filter((type) => type.startsWith('ForumTopicMerged'))).toEqual(['ForumTopicMerged']);
    expect((await types(newer.id)).filter((type) => type === 'ForumPostsMergedIn')).toHaveLength(1);
  });

  it('bans an account from posting until a moderator lifts it, recorded in the account’s history', async () => {
    const admin = await t.admin();
    const opened = await topic(moderator);
    const member = await t.user();
    expect((await moderator.post('/api/admin/forum/bans', { accountId: member.id, reason: '' })).statusCode).toBe(400);
    expect((await member.post('/api/admin/forum/bans', { accountId: member.id, reason: 'x' })).statusCode).toBe(403);
    expect((await moderator.post('/api/admin/forum/bans', { accountId: opened.id, reason: 'x' })).statusCode).toBe(404);
    expect((await moderator.post('/api/admin/forum/bans', { accountId: member.id, reason: 'Spam w każdym temacie' })).statusCode).toBe(200);

    const refused = await member.post(`/api/forum/topics/${opened.id}/posts`, { body: 'Jeszcze raz' }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A moderator has blocked you from posting on the forum.');
    const topicRefused = await member.post('/api/forum/topics', { categoryId: first.id, title: 'Zablokowany temat', body: 'Treść' });
    expect(topicRefused.statusCode).toBe(403);
    expect(topicRefused.json().message).toBe('Moderator zablokował Ci możliwość pisania na forum.');
    const bans = (await auditor.get('/api/admin/forum/bans')).json<ForumBanDto[]>();
    expect(bans.find((b) => b.accountId === member.id)).toMatchObject({ login: member.login, reason: 'Spam w każdym temacie' });

    expect((await moderator.request('DELETE', `/api/admin/forum/bans/${member.id}`)).statusCode).toBe(200);
    expect((await member.post(`/api/forum/topics/${opened.id}/posts`, { body: 'Już mogę' })).statusCode).toBe(201);
    expect((await auditor.get('/api/admin/forum/bans')).json<ForumBanDto[]>().map((b) => b.accountId)).not.toContain(member.id);

    const history = await timeline('account', member.id, admin);
    expect(history.filter((e) => e.streamId === forumBanStreamId(member.id)).map((e) => e.type)).toEqual([
      'ForumAccountBanned',
      'ForumAccountBanLifted',
    ]);
    expect(history.some((e) => e.streamId === accountStreamId(member.id))).toBe(true);
  });
});
