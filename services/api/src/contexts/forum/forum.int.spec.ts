import type {
  ForumCategoryDto,
  ForumPostDto,
  ForumQueueItem,
  ForumSearchResult,
  ForumTagDto,
  ForumTopicDto,
  ForumTopicList,
  NotificationList,
} from '@anonse/contracts';
import { DataExport, forumTopicStreamId, ROLES } from '@anonse/contracts';
import { ERASED } from '@anonse/eventstore';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(120_000);

const HOUR = 3_600_000;
let n = 0;

describe('forum through HTTP', () => {
  let moderator: TestClient;
  let category: ForumCategoryDto;

  const newCategory = async (over: Record<string, unknown> = {}) => {
    const res = await moderator.post('/api/admin/forum/categories', { slug: `dzial-${++n}`, name: `Dział ${n}`, position: n, ...over });
    expect(res.statusCode).toBe(201);
    return res.json<ForumCategoryDto>();
  };
  const start = (c: TestClient, title: string, over: Record<string, unknown> = {}) =>
    c.post('/api/forum/topics', { categoryId: category.id, title, body: 'Czy to **oszustwo**?', tags: 'Bezpieczeństwo, porady', ...over });
  const queued = async () => (await moderator.get('/api/admin/forum/queue')).json<ForumQueueItem[]>();
  const approve = (item: { topicId: string; postId: string }) =>
    moderator.post(`/api/admin/forum/queue/${item.topicId}/${item.postId}/approve`);

  beforeAll(async () => {
    moderator = await t.staff(ROLES.moderator);
    category = await newCategory({ slug: 'bezpieczenstwo', name: 'Bezpieczeństwo', description: 'O oszustwach' });
  });

  it('lets staff keep categories, with one address each and localized field errors', async () => {
    const taken = await moderator.post('/api/admin/forum/categories', { slug: 'bezpieczenstwo', name: 'Inny' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ slug: ['Dział o tym adresie już istnieje.'] });
    const bad = await moderator.post('/api/admin/forum/categories', { slug: 'Zły Adres', name: '' }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.slug).toEqual(['The address may hold only lower-case letters without diacritics, digits and hyphens.']);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['slug', 'name']));

    const user = await t.user();
    expect((await user.post('/api/admin/forum/categories', { slug: 'moj', name: 'Mój' })).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/forum/queue')).statusCode).toBe(401);

    const other = await newCategory();
    const changed = await moderator.request('PATCH', `/api/admin/forum/categories/${other.id}`, {
      json: { name: 'Nowa nazwa', description: 'Opis', position: 0 },
    });
    expect(changed.json()).toMatchObject({ name: 'Nowa nazwa', description: 'Opis', position: 0 });
    expect((await t.client().get('/api/forum/categories')).json<ForumCategoryDto[]>()[0]).toMatchObject({ id: other.id });
    expect((await moderator.post(`/api/admin/forum/categories/${other.id}/archive`)).json()).toMatchObject({ archived: true });
    expect((await t.client().get('/api/forum/categories')).json<ForumCategoryDto[]>().some((c) => c.id === other.id)).toBe(false);
    expect((await t.client().get(`/api/forum/categories/${other.slug}/topics`)).statusCode).toBe(404);
    const closed = await start(moderator, 'Temat w archiwum', { categoryId: other.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors).toEqual({ categoryId: ['Ten dział jest zarchiwizowany: nie można w nim zakładać tematów.'] });
  });

  it('lets staff merge, rename and archive tags: the topics follow, each change an event of the tags stream', async () => {
    const own = await newCategory();
    const made = await start(moderator, `Tagi ${n}`, { categoryId: own.id, tags: `scam ${n}, oszustwo ${n}` });
    expect(made.statusCode).toBe(201);
    const { topic } = made.json<ForumTopicDto>();
    const tag = (text: string) => encodeURIComponent(text);
    expect((await moderator.post('/api/admin/forum/tags', { tag: `Oszustwa ${n}` })).statusCode).toBe(200);

    const merged = await moderator.post(`/api/admin/forum/tags/${tag(`oszustwo ${n}`)}/merge`, { into: `oszustwa ${n}` });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<ForumTagDto[]>().find((x) => x.tag === `oszustwa ${n}`)).toEqual({
      tag: `oszustwa ${n}`,
      topicCount: 1,
      archived: false,
    });
    expect(merged.json<ForumTagDto[]>().some((x) => x.tag === `oszustwo ${n}`)).toBe(false);
    const again = await moderator.post(`/api/admin/forum/tags/${tag(`oszustwo ${n}`)}/merge`, { into: `oszustwa ${n}` });
    expect(again.statusCode).toBe(200);

    const taken = await moderator.post(
      `/api/admin/forum/tags/${tag(`scam ${n}`)}/rename`,
      { to: `oszustwa ${n}` },
      { 'accept-language': 'en' },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ to: ['This tag already exists: merge the two instead of renaming.'] });
    expect((await moderator.post(`/api/admin/forum/tags/${tag(`scam ${n}`)}/rename`, { to: `naciągacze ${n}` })).statusCode).toBe(200);
    expect((await t.client().get(`/api/forum/topics/${topic.slug}`)).json<ForumTopicDto>().topic.tags).toEqual([
      `naciągacze ${n}`,
      `oszustwa ${n}`,
    ]);

    const archived = await moderator.post(`/api/admin/forum/tags/${tag(`naciągacze ${n}`)}/archive`);
    expect(archived.json<ForumTagDto[]>().find((x) => x.tag === `naciągacze ${n}`)?.archived).toBe(true);
    expect((await moderator.post('/api/admin/forum/tags/nie%20ma/archive')).statusCode).toBe(404);
    expect((await moderator.post(`/api/admin/forum/tags/${tag(`oszustwa ${n}`)}/merge`, { into: `oszustwa ${n}` })).statusCode).toBe(422);
    expect((await (await t.user()).post(`/api/admin/forum/tags`, { tag: 'moj' })).statusCode).toBe(403);

    const log = await t.infra.eventStore.readStream('forum-tags');
    expect(log.map((e) => e.type)).toEqual(
      expect.arrayContaining(['ForumTagCreated', 'ForumTagsMerged', 'ForumTagRenamed', 'ForumTagArchived']),
    );
  });

  it('searches without diacritics, by the starts of words, within a category or a tag, and answers JSON to a bad query', async () => {
    const own = await newCategory();
    const made = await start(moderator, `Zaliczka w Łodzi ${++n}`, {
      categoryId: own.id,
      tags: `łódź ${n}`,
      body: 'Ktoś żądał przedpłaty.',
    });
    expect(made.statusCode).toBe(201);
    const found = await t.client().get(`/api/forum/search?q=${encodeURIComponent(`LODZ przedpl`)}&category=${own.slug}`);
    expect(found.statusCode).toBe(200);
    const { items } = found.json<ForumSearchResult>();
    expect(items.map((i) => i.topic.title)).toEqual([`Zaliczka w Łodzi ${n}`]);
    expect(items[0]!.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['przedpł']);
    const tagged = await t.client().get(`/api/forum/search?q=zaliczka&tag=${encodeURIComponent(`łódź ${n}`)}`);
    expect(tagged.json<ForumSearchResult>().items).toHaveLength(1);
    const bad = await t.client().get(`/api/forum/search?q=${'x'.repeat(201)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/json/);
  });

  it('tells the topic’s author of a reply and a mentioned member, on the bell, with a link to the post', async () => {
    const author = await t.staff(ROLES.moderator);
    const own = await newCategory();
    const made = await start(author, `Pytanie o powiadomienia ${n}`, { categoryId: own.id });
    const { topic } = made.json<ForumTopicDto>();
    const mentioned = await t.user();
    const replier = await t.staff(ROLES.moderator);
    const reply = await replier.post(`/api/forum/topics/${topic.id}/posts`, {
      body: `> cytat\n\n@${mentioned.login} zobacz, a @nikt-taki nie istnieje.`,
    });
    expect(reply.statusCode).toBe(201);
    const bell = async (c: TestClient) => {
      let items: { text: string; link: string }[] = [];
      for (let i = 0; i < 50 && items.length === 0; i++) {
        items = (await c.get('/api/notifications')).json<NotificationList>().data.notifications;
        if (items.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      return items;
    };
    expect(await bell(author)).toEqual([
      expect.objectContaining({
        text: `Nowa odpowiedź w Twoim temacie „Pytanie o powiadomienia ${n}”.`,
        link: `/forum/temat/${topic.slug}/#post-2`,
      }),
    ]);
    expect((await bell(mentioned)).map((x) => x.link)).toEqual([`/forum/temat/${topic.slug}/#post-2`]);
    expect((await replier.get('/api/notifications')).json<NotificationList>().data.notifications).toEqual([]);
  });

  it('lets staff lock, pin and hide: a locked topic takes no reply, a pinned one heads its section, a hidden reply is staff’s only', async () => {
    const own = await newCategory();
    const topics = [];
    for (const title of [`Stary temat ${n}`, `Nowy temat ${n}`])
      topics.push((await start(moderator, title, { categoryId: own.id })).json<ForumTopicDto>().topic);
    const [old, fresh] = topics as [ForumTopicDto['topic'], ForumTopicDto['topic']];
    const act = (path: string, json?: unknown) => moderator.post(`/api/admin/forum/topics/${path}`, json);
    const list = async () => (await t.client().get(`/api/forum/categories/${own.slug}/topics`)).json<ForumTopicList>().items;
    expect((await list()).map((x) => x.id)).toEqual([fresh.id, old.id]);
    expect((await act(`${old.id}/pin`)).statusCode).toBe(200);
    expect((await list()).map((x) => [x.id, x.pinned])).toEqual([
      [old.id, true],
      [fresh.id, false],
    ]);

    const reply = (await moderator.post(`/api/forum/topics/${old.id}/posts`, { body: 'Tani spam, kliknij' })).json<ForumPostDto>();
    expect((await act(`${old.id}/posts/${reply.id}/hide`, { reason: 'spam' })).statusCode).toBe(200);
    const guestView = (await t.client().get(`/api/forum/topics/${old.slug}`)).json<ForumTopicDto>();
    expect(guestView.posts.map((p) => p.number)).toEqual([1]);
    expect(guestView.topic.postCount).toBe(1);
    const staffView = (await moderator.get(`/api/forum/topics/${old.slug}`)).json<ForumTopicDto>();
    expect(staffView.posts.map((p) => [p.number, p.hidden])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect((await act(`${old.id}/posts/${staffView.posts[0]!.id}/hide`, { reason: 'x' })).statusCode).toBe(422);
    expect((await act(`${old.id}/posts/${reply.id}/unhide`)).statusCode).toBe(200);
    expect((await t.client().get(`/api/forum/topics/${old.slug}`)).json<ForumTopicDto>().posts).toHaveLength(2);

    expect((await act(`${old.id}/lock`)).statusCode).toBe(200);
    expect((await act(`${old.id}/lock`)).statusCode).toBe(200);
    const refused = await moderator.post(`/api/forum/topics/${old.id}/posts`, { body: 'Jeszcze jedno' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ body: ['Ten temat jest zamknięty: nie można już w nim odpowiadać.'] });
    expect((await t.client().get(`/api/forum/topics/${old.slug}`)).json<ForumTopicDto>().topic.locked).toBe(true);
    expect((await act(`${old.id}/explode`)).statusCode).toBe(404);
    expect((await (await t.user()).post(`/api/admin/forum/topics/${old.id}/unlock`)).statusCode).toBe(403);

    const log = await t.infra.eventStore.readStream(forumTopicStreamId(old.id));
    expect(log.map((e) => e.type).filter((type) => /^ForumTopic|^ForumPost(Hidden|Unhidden)$/.test(type))).toEqual([
      'ForumTopicPinned',
      'ForumPostHidden',
      'ForumPostUnhidden',
      'ForumTopicLocked',
    ]);
  });

  it('holds a new account’s topic and reply for a moderator, and counts only what others can read', async () => {
    const author = await t.user();
    const res = await start(author, 'Czy ten anons to oszustwo?');
    expect(res.statusCode).toBe(201);
    const { topic, posts } = res.json<ForumTopicDto>();
    expect(topic).toMatchObject({ slug: 'czy-ten-anons-to-oszustwo', status: 'queued', tags: ['bezpieczeństwo', 'porady'] });
    expect(posts[0]!.html).toBe('<p>Czy to <strong>oszustwo</strong>?</p>\n');

    const guest = t.client();
    expect((await guest.get(`/api/forum/topics/${topic.slug}`)).statusCode).toBe(404);
    expect((await author.get(`/api/forum/topics/${topic.slug}`)).json<ForumTopicDto>().topic.status).toBe('queued');
    expect((await guest.get('/api/forum/categories/bezpieczenstwo/topics')).json<ForumTopicList>().items).toEqual([]);

    const waiting = (await queued()).find((q) => q.topicId === topic.id)!;
    expect(waiting).toMatchObject({ number: 1, topicTitle: 'Czy ten anons to oszustwo?', author: { id: author.id, login: author.login } });
    expect((await approve(waiting)).statusCode).toBe(200);
    expect((await approve(waiting)).statusCode).toBe(200);
    expect((await guest.get(`/api/forum/topics/${topic.slug}`)).json<ForumTopicDto>().topic.status).toBe('published');

    const replier = await t.user();
    const reply = await replier.post(`/api/forum/topics/${topic.id}/posts`, { body: 'Uważaj na **zaliczki**.' });
    expect(reply.json<ForumPostDto>()).toMatchObject({ number: 2, status: 'queued' });
    expect((await guest.get(`/api/forum/topics/${topic.slug}`)).json<ForumTopicDto>().posts).toHaveLength(1);
    const rejected = await moderator.post(`/api/admin/forum/queue/${topic.id}/${reply.json<ForumPostDto>().id}/reject`, {
      reason: 'Reklama',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await replier.get(`/api/forum/topics/${topic.slug}`)).json<ForumTopicDto>().posts).toHaveLength(1);

    const [row] = (await guest.get('/api/forum/categories')).json<ForumCategoryDto[]>().filter((c) => c.id === category.id);
    expect(row).toMatchObject({ topicCount: 1, postCount: 1, lastTopic: { slug: topic.slug } });
  });

  it('refuses empty markup in the page’s language', async () => {
    const user = await t.user();
    const pl = await start(user, 'Pusty wpis?', { body: '** > **' });
    expect(pl.statusCode).toBe(400);
    expect(pl.json().errors).toEqual({ body: ['Wpis musi zawierać tekst, nie same znaki formatowania.'] });
    const en = await user.post('/api/forum/topics', { categoryId: category.id, title: '!!!!!', body: '__' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({
      title: ['A post must hold text, not only formatting characters.'],
      body: ['A post must hold text, not only formatting characters.'],
    });
    expect((await t.client().post('/api/forum/topics', { categoryId: category.id, title: 'Bez sesji', body: 'x' })).statusCode).toBe(401);
  });

  it('lets the author correct a post within the window (staff see the earlier text) and delete it', async () => {
    const author = await t.staff(ROLES.administrator);
    const { topic, posts } = (await start(author, 'Temat do poprawki')).json<ForumTopicDto>();
    const opening = posts[0]!;
    const url = `/api/forum/topics/${topic.id}/posts/${opening.id}`;
    const edited = await author.request('PUT', url, { json: { title: 'Poprawiony temat', body: 'Nowa treść' } });
    expect(edited.json<ForumPostDto>()).toMatchObject({ html: '<p>Nowa treść</p>\n', editedAt: expect.any(String) });
    expect((await t.client().get(`/api/forum/topics/${topic.slug}`)).json<ForumTopicDto>().topic.title).toBe('Poprawiony temat');
    expect((await moderator.get(`/api/admin/forum/posts/${opening.id}/revisions`)).json()).toEqual([
      { title: 'Temat do poprawki', body: 'Czy to **oszustwo**?', until: expect.any(String) },
    ]);

    const stranger = await t.user();
    const foreign = await stranger.request('PUT', url, { json: { body: 'Cudza zmiana' } });
    expect(foreign.statusCode).toBe(403);
    t.clock.advance(61 * 60_000);
    const late = await author.request('PUT', url, { json: { body: 'Za późno' }, headers: { 'accept-language': 'en' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The time to correct this post has passed.');

    expect((await stranger.request('DELETE', url)).statusCode).toBe(403);
    expect((await author.request('DELETE', url)).statusCode).toBe(200);
    expect((await t.client().get(`/api/forum/topics/${topic.slug}`)).statusCode).toBe(404);
  });

  it('trusts an account a day old with two approved posts', async () => {
    const user: TestUser = await t.user();
    for (const title of ['Pierwsze pytanie', 'Drugie pytanie']) {
      const { topic, posts } = (await start(user, title)).json<ForumTopicDto>();
      expect(topic.status).toBe('queued');
      await approve({ topicId: topic.id, postId: posts[0]!.id });
    }
    expect((await start(user, 'Jeszcze za wcześnie')).json<ForumTopicDto>().topic.status).toBe('queued');
    await t.passTime(24 * HOUR + 1000, user, moderator);
    expect((await start(user, 'Teraz bez kolejki')).json<ForumTopicDto>().topic.status).toBe('published');
  });

  it('gives two topics of one title started at once two addresses', async () => {
    const [one, two] = [await t.staff(ROLES.moderator), await t.staff(ROLES.moderator)];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all([start(one, `Wyścig ${round}`), start(two, `Wyścig ${round}`)]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      const slugs = answers.map((a) => a.json<ForumTopicDto>().topic.slug).sort();
      expect(slugs).toEqual([`wyscig-${round}`, `wyscig-${round}-2`]);
    }
  });

  it('pages a category’s topics by latest activity', async () => {
    category = await newCategory();
    const staff = await t.staff(ROLES.administrator);
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      t.clock.advance(1000);
      ids.push((await start(staff, `Temat numer ${i}`)).json<ForumTopicDto>().topic.id);
    }
    t.clock.advance(1000);
    await staff.post(`/api/forum/topics/${ids[0]}/posts`, { body: 'Odświeżam.' });
    const first = (await t.client().get(`/api/forum/categories/${category.slug}/topics`)).json<ForumTopicList>();
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ id: ids[0], postCount: 2 });
    const second = (await t.client().get(`/api/forum/categories/${category.slug}/topics?after=${first.next}`)).json<ForumTopicList>();
    expect(second).toMatchObject({ items: [{ id: ids[1] }], next: null });
  });
});

describe('forum: a post’s words are its author’s', () => {
  const settle = async () =>
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  /** The topic's events as stored: what a backup or anyone with database access reads. */
  const rawStream = async (topicId: string) =>
    JSON.stringify(
      (await t.db.client.query('SELECT data FROM events WHERE stream_id = $1 ORDER BY global_position', [forumTopicStreamId(topicId)]))
        .rows,
    );
  const read = async (slug: string) => (await t.client().get(`/api/forum/topics/${slug}`)).json<ForumTopicDto>();

  it('seals bodies in the log; a deleted account’s posts stay in their topics without words or name, also after a rebuild', async () => {
    const moderator = await t.staff(ROLES.moderator);
    const created = await moderator.post('/api/admin/forum/categories', { slug: 'prywatnosc-forum', name: 'Prywatność', position: 50 });
    const categoryId = created.json<ForumCategoryDto>().id;
    const approve = async (topicId: string, postId: string) =>
      expect((await moderator.post(`/api/admin/forum/queue/${topicId}/${postId}/approve`)).statusCode).toBe(200);

    const others = (
      await moderator.post('/api/forum/topics', {
        categoryId,
        title: 'Temat moderatora o prywatności',
        body: 'Pytanie moderatora',
        tags: '',
      })
    ).json<ForumTopicDto>();
    const author = await t.user();
    const own = (
      await author.post('/api/forum/topics', { categoryId, title: 'Temat osoby, która odejdzie', body: 'Sekret otwarcia 4713', tags: '' })
    ).json<ForumTopicDto>();
    await approve(own.topic.id, own.posts[0]!.id);
    const reply = (
      await author.post(`/api/forum/topics/${others.topic.id}/posts`, { body: 'Sekret odpowiedzi 4711' })
    ).json<ForumPostDto>();
    await approve(others.topic.id, reply.id);
    const edit = await author.request('PUT', `/api/forum/topics/${others.topic.id}/posts/${reply.id}`, {
      json: { body: 'Sekret poprawki 4712' },
    });
    expect(edit.statusCode).toBe(200);

    const log = (await rawStream(others.topic.id)) + (await rawStream(own.topic.id));
    // The whole sentences: a bare 4-digit number turned up by chance in a random id or a ciphertext of the log.
    for (const secret of ['Sekret odpowiedzi 4711', 'Sekret poprawki 4712', 'Sekret otwarcia 4713']) expect(log).not.toContain(secret);
    expect(log).toContain('Temat osoby, która odejdzie');
    expect((await read(others.topic.slug)).posts[1]).toMatchObject({ erased: false, html: '<p>Sekret poprawki 4712</p>\n' });

    // The person's export holds their own posts, with the texts before each edit, and nobody else's.
    const exported = DataExport.parse((await author.get('/api/user/export')).json()).forumPosts;
    expect(exported).toEqual([
      expect.objectContaining({ postId: own.posts[0]!.id, number: 1, body: 'Sekret otwarcia 4713', earlierBodies: [], deleted: false }),
      expect.objectContaining({
        postId: reply.id,
        topicTitle: 'Temat moderatora o prywatności',
        number: 2,
        body: 'Sekret poprawki 4712',
        earlierBodies: ['Sekret odpowiedzi 4711'],
        status: 'published',
      }),
    ]);

    expect((await author.post('/api/user/delete', { password: author.password })).statusCode).toBe(204);
    await settle();

    const stored = await t.infra.eventStore.readStream(forumTopicStreamId(others.topic.id));
    expect(stored.filter((e) => e.metadata[ERASED]).map((e) => e.type)).toEqual(['ReplyPosted', 'ForumPostEdited']);
    const expectForgotten = async () => {
      const topic = await read(others.topic.slug);
      expect(topic.posts.map((p) => ({ erased: p.erased, login: p.author.login, html: p.html }))).toEqual([
        { erased: false, login: expect.any(String), html: '<p>Pytanie moderatora</p>\n' },
        { erased: true, login: null, html: '' },
      ]);
      const theirs = await read(own.topic.slug);
      expect(theirs.topic).toMatchObject({ title: 'Temat osoby, która odejdzie', author: { login: null }, postCount: 1 });
      expect(theirs.posts).toEqual([expect.objectContaining({ number: 1, erased: true, html: '' })]);
      expect((await moderator.get(`/api/admin/forum/posts/${reply.id}/revisions`)).json()).toEqual([
        { title: null, body: '', until: expect.any(String) },
      ]);
      const { rows } = await t.db.client.query<{ body: string; html: string }>('SELECT body, html FROM forum_posts WHERE author_id = $1', [
        author.id,
      ]);
      expect(rows).toEqual([
        { body: '', html: '' },
        { body: '', html: '' },
      ]);
    };
    await expectForgotten();

    // The topic lives on: others still reply to it and moderators still act on it.
    expect((await moderator.post(`/api/forum/topics/${others.topic.id}/posts`, { body: 'Nadal otwarty' })).statusCode).toBe(201);
    expect((await moderator.request('DELETE', `/api/forum/topics/${others.topic.id}/posts/${reply.id}`)).statusCode).toBe(200);
    await settle();
    expect((await read(others.topic.slug)).posts.map((p) => p.number)).toEqual([1, 3]);
    expect((await moderator.post(`/api/admin/forum/queue/${own.topic.id}/${own.posts[0]!.id}/approve`)).statusCode).toBe(200);

    await t.infra.runner!.rebuild('forum');
    await settle();
    expect((await read(others.topic.slug)).posts.map((p) => p.number)).toEqual([1, 3]);
    const theirs = await read(own.topic.slug);
    expect(theirs.topic).toMatchObject({ title: 'Temat osoby, która odejdzie', author: { login: null } });
    expect(theirs.posts).toEqual([expect.objectContaining({ erased: true, html: '', author: expect.objectContaining({ login: null }) })]);
    const { rows } = await t.db.client.query<{ body: string; html: string; erased: boolean }>(
      'SELECT body, html, erased FROM forum_posts WHERE author_id = $1',
      [author.id],
    );
    expect(rows).toEqual([
      { body: '', html: '', erased: true },
      { body: '', html: '', erased: true },
    ]);
    expect((await moderator.get(`/api/admin/forum/posts/${reply.id}/revisions`)).json()).toEqual([
      { title: null, body: '', until: expect.any(String) },
    ]);
  });
});
