import type { ForumCategoryDto, ForumPostDto, ForumPostSource, ForumTopicDto, ForumTopicList } from '@anonse/contracts';
import { forumTopicStreamId, ROLES } from '@anonse/contracts';
import { useTestApp, type TestClient } from '#api/testing/test-app';

// A short window, so the test shows it is the configured one and not a constant.
const t = useTestApp({ FORUM_EDIT_WINDOW_MINUTES: '5', PUBLIC_ORIGIN: 'https://anonse.example' });
jest.setTimeout(120_000);

const MINUTE = 60_000;
let n = 0;

describe('forum writing through HTTP', () => {
  let moderator: TestClient;
  let category: ForumCategoryDto;

  const start = async (c: TestClient, body = 'Czy to **oszustwo**?', title = `Temat do pisania ${++n}`) => {
    const res = await c.post('/api/forum/topics', { categoryId: category.id, title, body, tags: '' });
    expect(res.statusCode).toBe(201);
    return res.json<ForumTopicDto>();
  };
  const replyTo = async (c: TestClient, topicId: string, body: string) => {
    const res = await c.post(`/api/forum/topics/${topicId}/posts`, { body });
    expect(res.statusCode).toBe(201);
    return res.json<ForumPostDto>();
  };
  const approve = async (topicId: string, postId: string) =>
    expect((await moderator.post(`/api/admin/forum/queue/${topicId}/${postId}/approve`)).statusCode).toBe(200);
  const read = async (c: TestClient, slug: string, after?: number) =>
    (await c.get(`/api/forum/topics/${slug}${after ? `?after=${after}` : ''}`)).json<ForumTopicDto>();

  beforeAll(async () => {
    moderator = await t.staff(ROLES.moderator);
    const res = await moderator.post('/api/admin/forum/categories', { slug: 'pisanie', name: 'Pisanie', position: 1 });
    category = res.json<ForumCategoryDto>();
  });

  it('tells the author until when they may correct their post, within the configured window; staff read the history', async () => {
    const author = await t.staff(ROLES.administrator);
    const { topic } = await start(author);
    const reply = await replyTo(author, topic.id, 'Pierwsza wersja');
    const until = new Date(Date.parse(reply.createdAt) + 5 * MINUTE).toISOString();
    expect(reply.editableUntil).toBe(until);
    expect((await read(author, topic.slug)).posts.map((p) => p.editableUntil)).toEqual([expect.any(String), until]);
    expect((await read(t.client(), topic.slug)).posts.every((p) => p.editableUntil === null)).toBe(true);
    expect((await read(moderator, topic.slug)).posts.every((p) => p.editableUntil === null)).toBe(true);

    const url = `/api/forum/topics/${topic.id}/posts/${reply.id}`;
    t.clock.advance(4 * MINUTE);
    const edited = await author.request('PUT', url, { json: { body: 'Druga wersja' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ForumPostDto>()).toMatchObject({ html: '<p>Druga wersja</p>\n', editableUntil: until });
    const bad = await author.request('PUT', url, { json: { body: '**' }, headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ body: ['A post must hold text, not only formatting characters.'] });

    t.clock.advance(2 * MINUTE);
    expect((await read(author, topic.slug)).posts[1]!.editableUntil).toBeNull();
    const late = await author.request('PUT', url, { json: { body: 'Trzecia wersja' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Czas na poprawienie wpisu minął.');

    // The history: every edit an event of the topic, the earlier texts for staff only.
    const history = await moderator.get(`/api/admin/forum/posts/${reply.id}/revisions`);
    expect(history.json()).toEqual([{ title: null, body: 'Pierwsza wersja', until: expect.any(String) }]);
    expect((await (await t.user()).get(`/api/admin/forum/posts/${reply.id}/revisions`)).statusCode).toBe(403);
    const log = await t.infra.eventStore.readStream(forumTopicStreamId(topic.id));
    expect(log.filter((e) => e.type === 'ForumPostEdited').map((e) => (e.data as { postId: string }).postId)).toEqual([reply.id]);
  });

  it('lets the author delete their own reply at any time, and nobody else’s', async () => {
    const author = await t.staff(ROLES.administrator);
    const { topic } = await start(author);
    const reply = await replyTo(author, topic.id, 'Do usunięcia');
    const url = `/api/forum/topics/${topic.id}/posts/${reply.id}`;
    t.clock.advance(60 * MINUTE);
    const stranger = await t.user();
    expect((await stranger.request('DELETE', url)).statusCode).toBe(403);
    expect((await author.request('DELETE', url)).statusCode).toBe(200);
    expect((await author.request('DELETE', url)).statusCode).toBe(200);
    expect((await read(t.client(), topic.slug)).posts.map((p) => p.number)).toEqual([1]);
    const log = await t.infra.eventStore.readStream(forumTopicStreamId(topic.id));
    expect(log.filter((e) => e.type === 'ForumPostDeleted').map((e) => e.data)).toEqual([
      expect.objectContaining({ postId: reply.id, byStaff: false }),
    ]);
  });

  it('gives a post’s Markdown to whoever may read it, to quote it or to correct it', async () => {
    const author = await t.user();
    const { topic, posts } = await start(moderator, '> cudzy cytat\n\nMoje **zdanie**');
    const source = await t.client().get(`/api/forum/topics/${topic.id}/posts/${posts[0]!.id}/source`);
    expect(source.statusCode).toBe(200);
    expect(source.json<ForumPostSource>()).toEqual({
      id: posts[0]!.id,
      number: 1,
      author: { id: expect.any(String), login: expect.any(String) },
      body: '> cudzy cytat\n\nMoje **zdanie**',
    });
    // A queued reply is its author's and staff's only.
    const queued = await replyTo(author, topic.id, 'Czekam na moderatora');
    const path = `/api/forum/topics/${topic.id}/posts/${queued.id}/source`;
    expect((await t.client().get(path)).statusCode).toBe(404);
    expect((await (await t.user()).get(path)).statusCode).toBe(404);
    expect((await author.get(path)).json<ForumPostSource>().body).toBe('Czekam na moderatora');
    expect((await moderator.get(path)).statusCode).toBe(200);
    const unknown = await t.client().get(`/api/forum/topics/${topic.id}/posts/nie-ma/source`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it('renders links as plain text for a writer below the trust rule, and as nofollow ugc links for a trusted one', async () => {
    const body = 'Zobacz [tę stronę](https://example.org/oferta) albo https://example.org/inna i ![x](https://example.org/a.png)';
    const newcomer = await t.user();
    const { topic, posts } = await start(newcomer, body);
    expect(posts[0]!.status).toBe('queued');
    await approve(topic.id, posts[0]!.id);
    const plain = (await read(t.client(), topic.slug)).posts[0]!.html;
    expect(plain).not.toContain('<a');
    expect(plain).not.toContain('<img');
    expect(plain).toContain('[tę stronę](https://example.org/oferta)');
    expect(plain).toContain('https://example.org/inna');

    const trusted = (await replyTo(moderator, topic.id, body)).html;
    expect(trusted).toContain('<a href="https://example.org/oferta" rel="nofollow noopener ugc" target="_blank">tę stronę</a>');
    expect(trusted).toContain('<a href="https://example.org/inna" rel="nofollow noopener ugc" target="_blank">');

    // The event keeps the verdict, so a rebuild renders the same.
    const log = await t.infra.eventStore.readStream(forumTopicStreamId(topic.id));
    expect(log.map((e) => [e.type, (e.data as { plainLinks?: boolean }).plainLinks])).toEqual([
      ['TopicStarted', true],
      ['ForumPostApproved', undefined],
      ['ReplyPosted', undefined],
    ]);
    await t.infra.runner!.rebuild('forum');
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    expect((await read(t.client(), topic.slug)).posts.map((p) => p.html)).toEqual([plain, trusted]);
  });

  it('previews Markdown by the projector’s rules and the writer’s trust, storing nothing', async () => {
    const body = '**Uwaga** na [link](https://example.org/) <script>alert(1)</script>';
    const trusted = await moderator.post('/api/forum/preview', { body });
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json()).toEqual({
      html: '<p><strong>Uwaga</strong> na <a href="https://example.org/" rel="nofollow noopener ugc" target="_blank">link</a> &lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    });
    const newcomer = await (await t.user()).post('/api/forum/preview', { body });
    expect(newcomer.json()).toEqual({
      html: '<p><strong>Uwaga</strong> na [link](https://example.org/) &lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    });
    expect((await t.client().post('/api/forum/preview', { body })).statusCode).toBe(401);
    const tooLong = await moderator.post('/api/forum/preview', { body: 'x'.repeat(20_001) }, { 'accept-language': 'en' });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['body']);
  });

  it('pages a topic’s posts and a section’s topics both ways', async () => {
    const own = (
      await moderator.post('/api/admin/forum/categories', { slug: 'strony', name: 'Strony', position: 2 })
    ).json<ForumCategoryDto>();
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      t.clock.advance(1000);
      const res = await moderator.post('/api/forum/topics', { categoryId: own.id, title: `Strona tematu ${i}`, body: 'Treść', tags: '' });
      ids.push(res.json<ForumTopicDto>().topic.id);
    }
    const list = async (query = '') => (await t.client().get(`/api/forum/categories/strony/topics${query}`)).json<ForumTopicList>();
    const first = await list();
    expect(first).toMatchObject({ prev: null, next: expect.any(String) });
    const second = await list(`?after=${first.next}`);
    expect(second.prev).toBe('');
    const third = await list(`?after=${second.next}`);
    expect(third).toMatchObject({ items: [{ id: ids[4] }, {}, {}, {}, { id: ids[0] }], next: null, prev: expect.any(String) });
    const back = await list(`?before=${encodeURIComponent(third.prev!)}`);
    expect(back.items.map((x) => x.id)).toEqual(second.items.map((x) => x.id));
    expect(back.prev).toBe('');
  });

  it('lists the forum’s sections and readable topics in the sitemap, and leaves queued ones out', async () => {
    const published = await start(moderator, 'Widoczny', `Temat w mapie ${++n}`);
    const queued = await start(await t.user(), 'Ukryty', `Temat spoza mapy ${++n}`);
    const index = (await t.client().get('/sitemap.xml')).body;
    expect(index).toContain('https://anonse.example/sitemaps/files/forum-1.xml');
    const file = await t.client().get('/sitemaps/files/forum-1.xml');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<loc>https://anonse.example/forum/</loc>');
    expect(file.body).toContain('<loc>https://anonse.example/forum/tematy/pisanie/</loc>');
    expect(file.body).toContain('<loc>https://anonse.example/en/forum/topics/pisanie/</loc>');
    expect(file.body).toContain(`<loc>https://anonse.example/forum/temat/${published.topic.slug}/</loc>`);
    expect(file.body).not.toContain(queued.topic.slug);
  });
});
