import { randomUUID } from 'node:crypto';
import {
  forumFollowsStreamId,
  ROLES,
  type ForumCategoryDto,
  type ForumFollowsDto,
  type ForumQueueItem,
  type ForumTopicDto,
  type NotificationList,
} from '@anonse/contracts';
import { MailWorker } from '../mail';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SmtpTestServer, type ReceivedMail } from '#api/testing/smtp-test-server';
import { latestDigestSlot, warsawTime } from '#api/platform/clock/digest-slot';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { ForumDigestWorker } from '.';

const HOUR = 3_600_000;
const DIGEST_HOUR = 8;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
/** The first digest time after `at`. */
const nextDigest = (at: Date) => warsawTime(dayAfter(latestDigestSlot(at, DIGEST_HOUR).day), DIGEST_HOUR);
const DIGEST_SUBJECT = 'Nowości na forum w tym, co obserwujesz';
let n = 0;

describe('forum follows: the bell, the daily e-mail and its one-click unsubscribe', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let moderator: TestClient;
  let category: ForumCategoryDto;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    // A secret of its own that outlives the restart below, as a deployment's does (the e-mail's link is signed with it).
    t = await startTestApp({ SMTP_URL: smtp.url, REGISTRATIONS_PER_IP_PER_HOUR: '1000', SECRET_KEY: randomUUID() + randomUUID() });
    moderator = await t.staff(ROLES.moderator);
    category = await newCategory();
    // The story starts at 10:00 in Poland, so no digest hour falls inside it before the test that waits for one.
    const now = t.clock.now();
    t.clock.advance(nextDigest(now).getTime() + 2 * HOUR - now.getTime());
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 30_000);

  const head = () => t.infra.eventStore.headPosition();
  const projected = async () => expect(await t.infra.runner!.waitForPosition(await head(), { timeoutMs: 10_000 })).toBe(true);
  async function newCategory(): Promise<ForumCategoryDto> {
    const res = await moderator.post('/api/admin/forum/categories', { slug: `obserwowane-${++n}`, name: `Obserwowane ${n}`, position: n });
    expect(res.statusCode).toBe(201);
    return res.json<ForumCategoryDto>();
  }
  const start = async (c: TestClient, title: string, categoryId = category.id) => {
    const res = await c.post('/api/forum/topics', { categoryId, title, body: 'Jak sprawdzić ogłoszeniodawcę?', tags: '' });
    expect(res.statusCode).toBe(201);
    return res.json<ForumTopicDto>().topic;
  };
  const reply = async (c: TestClient, topicId: string, body = 'Odpowiedź.') => {
    const res = await c.post(`/api/forum/topics/${topicId}/posts`, { body });
    expect(res.statusCode).toBe(201);
  };
  const follow = (c: TestClient, kind: string, id: string) => c.request('PUT', `/api/user/forum-follows/${kind}/${id}`);
  const unfollow = (c: TestClient, kind: string, id: string) => c.request('DELETE', `/api/user/forum-follows/${kind}/${id}`);
  const bell = async (c: TestClient) => {
    await projected();
    return (await c.get('/api/notifications'))
      .json<NotificationList>()
      .data.notifications.map((x) => ({ kind: x.kind, text: x.text, link: x.link }));
  };

  it('follows a topic and a category, lists them, and answers JSON to what names nothing', async () => {
    const member = await t.user({ smtp });
    const topic = await start(moderator, `Obserwowany temat ${++n}`);
    const followed = await follow(member, 'topic', topic.id);
    expect(followed.statusCode).toBe(200);
    expect((await follow(member, 'topic', topic.id)).statusCode).toBe(200);
    expect((await follow(member, 'category', category.id)).statusCode).toBe(200);
    const list = (await member.get('/api/user/forum-follows')).json<ForumFollowsDto>();
    expect(list).toMatchObject({
      digest: false,
      topics: [{ id: topic.id, slug: topic.slug, title: topic.title }],
      categories: [{ id: category.id, slug: category.slug, name: category.name }],
      limit: 200,
    });
    const events = await t.infra.eventStore.readStream(forumFollowsStreamId(member.id));
    expect(events.map((e) => e.type)).toEqual(['ForumFollowed', 'ForumFollowed']);

    const before = await head();
    for (const path of [`topic/${category.id}`, 'topic/nie-ma', `forum/${topic.id}`, `category/${topic.id}`]) {
      const res = await member.request('PUT', `/api/user/forum-follows/${path}`, { headers: { 'accept-language': 'en' } });
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(res.json().message).toBe('There is no such topic or category.');
    }
    const bad = await member.request('PUT', '/api/user/forum-follows/digest', { json: { digest: 'tak' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['digest']);
    expect(await head()).toBe(before);
    expect((await t.client().get('/api/user/forum-follows')).statusCode).toBe(401);

    expect((await unfollow(member, 'topic', topic.id)).json<ForumFollowsDto>().topics).toEqual([]);
    expect((await unfollow(member, 'topic', topic.id)).statusCode).toBe(200);
  });

  it('rings the bell for new replies in a followed topic and new topics in a followed category, never for one’s own, once', async () => {
    const own = await newCategory();
    const author = await t.staff(ROLES.moderator);
    const topic = await start(author, `Bezpieczeństwo spotkań ${++n}`, own.id);
    const follower = await t.user({ smtp });
    const writer = await t.staff(ROLES.moderator);
    for (const c of [follower, writer, author]) expect((await follow(c, 'topic', topic.id)).statusCode).toBe(200);
    expect((await follow(follower, 'category', own.id)).statusCode).toBe(200);

    await reply(writer, topic.id);
    const replyNotice = {
      kind: 'forumFollowedReply',
      text: `Nowa odpowiedź w obserwowanym temacie „${topic.title}”.`,
      link: `/forum/temat/${topic.slug}/#post-2`,
    };
    expect(await bell(follower)).toEqual([replyNotice]);
    // The writer follows too, but it is their own post; the topic's author hears of it once, as its author.
    expect(await bell(writer)).toEqual([]);
    expect((await bell(author)).map((x) => x.kind)).toEqual(['forumReply']);

    const fresh = await start(writer, `Nowy temat w dziale ${n}`, own.id);
    expect((await bell(follower))[0]).toEqual({
      kind: 'forumFollowedTopic',
      text: `Nowy temat w obserwowanej kategorii: „${fresh.title}”.`,
      link: `/forum/temat/${fresh.slug}/#post-1`,
    });

    // A new member's reply waits for a moderator: nobody hears of it until it is approved.
    const newcomer = await t.user({ smtp });
    await reply(newcomer, topic.id, 'Pierwszy wpis nowego konta.');
    expect(await bell(follower)).toHaveLength(2);
    const item = (await moderator.get('/api/admin/forum/queue')).json<ForumQueueItem[]>().find((q) => q.topicId === topic.id)!;
    expect((await moderator.post(`/api/admin/forum/queue/${item.topicId}/${item.postId}/approve`)).statusCode).toBe(200);
    expect((await bell(follower))[0]).toEqual({ ...replyNotice, link: `/forum/temat/${topic.slug}/#post-3` });
    // And a new member's topic in the followed category, once approved.
    const held = await start(newcomer, `Temat nowego konta ${n}`, own.id);
    expect(await bell(follower)).toHaveLength(3);
    const opening = (await moderator.get('/api/admin/forum/queue')).json<ForumQueueItem[]>().find((q) => q.topicId === held.id)!;
    expect((await moderator.post(`/api/admin/forum/queue/${opening.topicId}/${opening.postId}/approve`)).statusCode).toBe(200);
    expect((await bell(follower))[0]).toMatchObject({ kind: 'forumFollowedTopic', link: `/forum/temat/${held.slug}/#post-1` });

    expect((await unfollow(follower, 'topic', topic.id)).statusCode).toBe(200);
    await reply(writer, topic.id, 'Jeszcze jedna.');
    expect(await bell(follower)).toHaveLength(4);
  });

  describe('the daily e-mail', () => {
    let reader: TestUser;
    let topic: ForumTopicDto['topic'];
    const worker = async () => {
      await projected();
      const run = await t.app.get(ForumDigestWorker).runDue();
      await projected();
      return run.digests;
    };
    const deliver = async () => {
      await projected();
      await t.app.get(MailWorker).sender.runOnce();
    };
    const digestsTo = (user: TestUser): ReceivedMail[] => smtp.to(user.email).filter((m) => m.subject === DIGEST_SUBJECT);

    it('is opt-in: nothing is owed while it is off', async () => {
      reader = await t.user({ smtp });
      topic = await start(moderator, `Dzienny przegląd ${++n}`);
      expect((await follow(reader, 'topic', topic.id)).statusCode).toBe(200);
      await reply(moderator, topic.id, 'Przed włączeniem e-maila.');
      const on = await reader.request('PUT', '/api/user/forum-follows/digest', { json: { digest: true } });
      expect(on.json<ForumFollowsDto>().digest).toBe(true);
      await reply(moderator, topic.id, 'Po włączeniu.');
      await reply(moderator, topic.id, 'I jeszcze.');
      // The reader's own post is not news to them.
      const self = await t.staff(ROLES.moderator);
      expect((await follow(self, 'topic', topic.id)).statusCode).toBe(200);
      expect((await self.request('PUT', '/api/user/forum-follows/digest', { json: { digest: true } })).statusCode).toBe(200);
      await reply(self, topic.id, 'Mój własny wpis.');
      expect(await worker()).toBe(0);
    });

    it('goes once at the digest hour, with the new posts, never twice: not on the next poll, two nodes, nor after a restart', async () => {
      const now = t.clock.now();
      t.clock.advance(nextDigest(now).getTime() - now.getTime() - 60_000);
      expect(await worker()).toBe(0);
      t.clock.advance(2 * 60_000);
      // Two nodes polling at once (a second worker of its own: one worker joins its own pass in flight).
      const other = new ForumDigestWorker(t.app.get(CommandWorkerPorts, { strict: false }));
      const compiled = async () =>
        (await t.infra.eventStore.readStream(forumFollowsStreamId(reader.id))).filter((e) => e.type === 'ForumDigestCompiled');
      const [a, b] = await Promise.all([t.app.get(ForumDigestWorker).runDue(), other.runDue()]);
      await projected();
      // Both saw it due; one digest was compiled (the one who wrote the last post followed after the others: owed nothing).
      expect(a.digests + b.digests).toBeGreaterThan(0);
      expect(await compiled()).toHaveLength(1);
      expect(await worker()).toBe(0);
      await deliver();
      const at = t.clock.now().getTime();
      t = await t.restart();
      t.clock.advance(at - t.clock.now().getTime());
      expect(await worker()).toBe(0);
      await deliver();
      const [digest, ...more] = digestsTo(reader);
      expect(more).toEqual([]);
      expect(digest!.text).toContain(`- „${topic.title}”: nowe wpisy (3): http`);
      expect(digest!.text).toContain(`/forum/temat/${topic.slug}/#post-3`);
      expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(digest!.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/forum-follows\/unsubscribe\?token=[0-9a-f.-]+>$/);
      expect(await compiled()).toHaveLength(1);
    }, 180_000);

    it('turns off from the e-mail without a session; a forged token changes nothing', async () => {
      const text = digestsTo(reader)[0]!.text;
      const token = /\/forum\/wypisz\/\?token=([0-9a-f.-]+)/.exec(text)![1]!;
      const guest = t.client();
      const unsubscribe = (query: string) =>
        guest.request('POST', `/api/forum-follows/unsubscribe?${query}`, {
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          csrf: false,
        });
      const before = await head();
      for (const bad of [`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`, `${randomUUID()}.${token.split('.')[1]}`, 'x']) {
        const res = await unsubscribe(`token=${encodeURIComponent(bad)}`);
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json().errors)).toContain('link do wypisania');
      }
      expect(await head()).toBe(before);
      const res = await unsubscribe(`token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ digest: false });
      // The app restarted since the e-mail: its clients are signed in again.
      const again = t.client();
      expect((await again.post('/api/login', { login: reader.login, password: reader.password })).statusCode).toBe(200);
      expect((await again.get('/api/user/forum-follows')).json<ForumFollowsDto>()).toMatchObject({
        digest: false,
        topics: [{ id: topic.id }],
      });
      // Off, a new post is owed to the reader no more: the next day only the other follower (e-mail on) gets one.
      await reply(await t.staff(ROLES.moderator), topic.id, 'Po wypisaniu.');
      t.clock.advance(24 * HOUR);
      expect(await worker()).toBe(1);
      const events = await t.infra.eventStore.readStream(forumFollowsStreamId(reader.id));
      expect(events.filter((e) => e.type === 'ForumDigestCompiled')).toHaveLength(1);
    });
  });
});
