import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import {
  countPublishedForumPosts,
  findForumCategory,
  findForumTopic,
  forumPostRevisions,
  listForumCategories,
  listForumPosts,
  listForumQueue,
  listForumTopics,
} from './forum.queries';
import { FORUM_SEARCH_BACKFILL } from './forum.migration';
import { searchForum } from './forum-search';
import { forumTagExists, listForumTags } from './forum-tags';

describe(`forum read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  let n = 0;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
  const append = async (stream: string, type: string, data: Record<string, unknown>) => {
    await kit.store.appendToStream(stream, [{ id: crypto.randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  };
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const category = (id: string, position: number) =>
    append(`forum-category-${id}`, 'ForumCategoryCreated', {
      categoryId: id,
      slug: id,
      name: `Dział ${id}`,
      description: '',
      position,
      createdAt: at(0),
    });
  const topic = (topicId: string, categoryId: string, minute: number, held = false, authorId = 'u1') =>
    append(`forum-topic-${topicId}`, 'TopicStarted', {
      topicId,
      categoryId,
      slug: topicId,
      title: `Temat ${topicId}`,
      tags: ['porady'],
      postId: `${topicId}-p1`,
      authorId,
      body: `**Pytanie** ${topicId} <script>alert(1)</script> [x](javascript:alert(1))`,
      held,
      startedAt: at(minute),
    });
  const reply = (topicId: string, number: number, minute: number, held = false) =>
    append(`forum-topic-${topicId}`, 'ReplyPosted', {
      topicId,
      postId: `${topicId}-p${number}`,
      number,
      authorId: 'u2',
      body: `Odpowiedź ${number}`,
      held,
      postedAt: at(minute),
    });
  const anonymous = { id: null, staff: false };

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('renders posts once with HTML off and sanitised, and counts only what others can read', async () => {
    await category(`c${++n}`, 2);
    const c = `c${n}`;
    await topic(`${c}-t1`, c, 1);
    await reply(`${c}-t1`, 2, 5);
    await reply(`${c}-t1`, 3, 7, true);
    await topic(`${c}-t2`, c, 3, true);
    await settle();

    const [row] = (await listForumCategories(kit.db.client)).filter((x) => x.id === c);
    expect(row).toMatchObject({
      topicCount: 1,
      postCount: 2,
      lastActivityAt: at(5),
      lastTopic: { slug: `${c}-t1`, title: `Temat ${c}-t1` },
    });
    const { items } = await listForumPosts(kit.db.client, `${c}-t1`, { limit: 20, viewer: anonymous });
    expect(items.map((p) => p.number)).toEqual([1, 2]);
    expect(items[0]!.html).toBe(`<p><strong>Pytanie</strong> ${c}-t1 &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>\n`);
    // The queued reply: its author's and staff's, nobody else's.
    expect((await listForumPosts(kit.db.client, `${c}-t1`, { limit: 20, viewer: { id: 'u2', staff: false } })).items).toHaveLength(3);
    expect((await listForumPosts(kit.db.client, `${c}-t1`, { limit: 20, viewer: { id: 'm', staff: true } })).items).toHaveLength(3);
    expect(await findForumTopic(kit.db.client, { slug: `${c}-t2` }, anonymous)).toBeNull();
    expect(await findForumTopic(kit.db.client, { slug: `${c}-t2` }, { id: 'u1', staff: false })).toMatchObject({ status: 'queued' });

    const queue = (await listForumQueue(kit.db.client, 100)).filter((q) => q.topicId.startsWith(c));
    expect(queue.map((q) => q.postId)).toEqual([`${c}-t2-p1`, `${c}-t1-p3`]);
  });

  it('follows approval, rejection, edits (history kept) and deletion into the counts', async () => {
    await category(`c${++n}`, 1);
    const c = `c${n}`;
    await topic(`${c}-t1`, c, 1, true);
    await reply(`${c}-t1`, 2, 2);
    await settle();
    expect(await findForumCategory(kit.db.client, { slug: c })).toMatchObject({ topicCount: 0, postCount: 0, lastActivityAt: null });

    await append(`forum-topic-${c}-t1`, 'ForumPostApproved', {
      topicId: `${c}-t1`,
      postId: `${c}-t1-p1`,
      moderatorId: 'm',
      approvedAt: at(3),
    });
    await append(`forum-topic-${c}-t1`, 'ForumPostEdited', {
      topicId: `${c}-t1`,
      postId: `${c}-t1-p1`,
      authorId: 'u1',
      title: 'Nowy tytuł',
      body: 'Poprawiony',
      editedAt: at(4),
    });
    await append(`forum-topic-${c}-t1`, 'ForumPostEdited', {
      topicId: `${c}-t1`,
      postId: `${c}-t1-p1`,
      authorId: 'u1',
      body: 'Jeszcze raz',
      editedAt: at(5),
    });
    await settle();
    expect(await findForumCategory(kit.db.client, { id: c })).toMatchObject({
      topicCount: 1,
      postCount: 2,
      lastTopic: { title: 'Nowy tytuł' },
    });
    expect(await forumPostRevisions(kit.db.client, `${c}-t1-p1`)).toEqual([
      { title: `Temat ${c}-t1`, body: expect.stringContaining('Pytanie'), until: at(4) },
      { title: null, body: 'Poprawiony', until: at(5) },
    ]);
    expect(await countPublishedForumPosts(kit.db.client, 'u2')).toBeGreaterThanOrEqual(1);

    await append(`forum-topic-${c}-t1`, 'ForumPostDeleted', { topicId: `${c}-t1`, postId: `${c}-t1-p2`, byStaff: false, deletedAt: at(6) });
    await settle();
    expect(await findForumCategory(kit.db.client, { id: c })).toMatchObject({ topicCount: 1, postCount: 1, lastActivityAt: at(1) });

    await append(`forum-topic-${c}-t1`, 'ForumPostDeleted', { topicId: `${c}-t1`, postId: `${c}-t1-p1`, byStaff: true, deletedAt: at(7) });
    await topic(`${c}-t2`, c, 8, true);
    await append(`forum-topic-${c}-t2`, 'ForumPostRejected', {
      topicId: `${c}-t2`,
      postId: `${c}-t2-p1`,
      moderatorId: 'm',
      reason: 'spam',
      rejectedAt: at(9),
    });
    await settle();
    expect(await findForumCategory(kit.db.client, { id: c })).toMatchObject({ topicCount: 0, postCount: 0, lastTopic: null });
    expect(await findForumTopic(kit.db.client, { slug: `${c}-t1` }, { id: 'm', staff: true })).toBeNull();
  });

  it('pages topics by latest activity with a keyset cursor, and categories by their order', async () => {
    await category(`c${++n}`, 0);
    const c = `c${n}`;
    for (let i = 1; i <= 5; i++) await topic(`${c}-t${i}`, c, i);
    await reply(`${c}-t2`, 2, 30);
    await append(`forum-category-${c}`, 'ForumCategoryMoved', { categoryId: c, position: 99, movedAt: at(0) });
    await append(`forum-category-${c}`, 'ForumCategoryRenamed', { categoryId: c, name: 'Inna nazwa', renamedAt: at(0) });
    await settle();

    const first = await listForumTopics(kit.db.client, c, { limit: 2 });
    expect(first.items.map((t) => t.id)).toEqual([`${c}-t2`, `${c}-t5`]);
    const second = await listForumTopics(kit.db.client, c, { limit: 2, after: first.next! });
    expect(second.items.map((t) => t.id)).toEqual([`${c}-t4`, `${c}-t3`]);
    const last = await listForumTopics(kit.db.client, c, { limit: 2, after: second.next! });
    expect(last).toEqual({ items: [expect.objectContaining({ id: `${c}-t1`, postCount: 1 })], next: null, prev: expect.any(String) });
    // The way back: `prev` names the page before by keyset, and '' once that page is the first.
    expect(first.prev).toBeNull();
    expect(second.prev).toBe('');
    const back = await listForumTopics(kit.db.client, c, { limit: 2, before: last.prev! });
    expect(back.items.map((t) => t.id)).toEqual([`${c}-t4`, `${c}-t3`]);
    expect(back).toMatchObject({ next: second.next, prev: '' });
    expect((await listForumTopics(kit.db.client, c, { limit: 2, after: 'not-a-cursor' })).items).toHaveLength(2);

    const categories = await listForumCategories(kit.db.client);
    expect(categories.at(-1)).toMatchObject({ id: c, name: 'Inna nazwa', position: 99 });
    await append(`forum-category-${c}`, 'ForumCategoryArchived', { categoryId: c, archivedAt: at(0) });
    await settle();
    expect((await listForumCategories(kit.db.client)).some((x) => x.id === c)).toBe(false);
  });

  it('keeps the tags members used; a merge or a rename moves their topics, each keeping its order without a repeat', async () => {
    await category(`c${++n}`, 5);
    const c = `c${n}`;
    const tagged = (topicId: string, tags: string[]) =>
      append(`forum-topic-${topicId}`, 'TopicStarted', {
        topicId,
        categoryId: c,
        slug: topicId,
        title: `Temat ${topicId}`,
        tags,
        postId: `${topicId}-p1`,
        authorId: 'u1',
        body: 'Treść',
        held: false,
        startedAt: at(1),
      });
    await tagged(`${c}-t1`, [`${c} oszustwo`, `${c} porady`]);
    await tagged(`${c}-t2`, [`${c} porady`, `${c} oszustwa`]);
    await append('forum-tags', 'ForumTagCreated', { tag: `${c} nowy`, byId: 'm1', createdAt: at(2) });
    await settle();
    const mine = async () => (await listForumTags(kit.db.client)).filter((t) => t.tag.startsWith(c));
    expect(await mine()).toEqual([
      { tag: `${c} porady`, topicCount: 2, archived: false },
      { tag: `${c} oszustwa`, topicCount: 1, archived: false },
      { tag: `${c} oszustwo`, topicCount: 1, archived: false },
      { tag: `${c} nowy`, topicCount: 0, archived: false },
    ]);

    await append('forum-tags', 'ForumTagsMerged', { tag: `${c} oszustwo`, into: `${c} oszustwa`, byId: 'm1', mergedAt: at(3) });
    await append('forum-tags', 'ForumTagRenamed', { tag: `${c} porady`, to: `${c} rady`, byId: 'm1', renamedAt: at(3) });
    await append('forum-tags', 'ForumTagArchived', { tag: `${c} nowy`, byId: 'm1', archivedAt: at(3) });
    await settle();
    const viewer = { id: null, staff: false };
    expect((await findForumTopic(kit.db.client, { id: `${c}-t1` }, viewer))?.tags).toEqual([`${c} oszustwa`, `${c} rady`]);
    expect((await findForumTopic(kit.db.client, { id: `${c}-t2` }, viewer))?.tags).toEqual([`${c} rady`, `${c} oszustwa`]);
    expect(await mine()).toEqual([
      { tag: `${c} oszustwa`, topicCount: 2, archived: false },
      { tag: `${c} rady`, topicCount: 2, archived: false },
      { tag: `${c} nowy`, topicCount: 0, archived: true },
    ]);
    expect(await forumTagExists(kit.db.client, `${c} oszustwo`)).toBe(false);
    expect(await forumTagExists(kit.db.client, `${c} rady`)).toBe(true);
  });

  it('finds topics by the starts of their words, diacritics and case aside, ranked by the title, highlighted; never what others cannot read', async () => {
    await category(`c${++n}`, 6);
    const c = `c${n}`;
    const started = (topicId: string, title: string, body: string, held = false, tags = ['porady']) =>
      append(`forum-topic-${topicId}`, 'TopicStarted', {
        topicId,
        categoryId: c,
        slug: topicId,
        title,
        tags,
        postId: `${topicId}-p1`,
        authorId: 'u1',
        body,
        held,
        startedAt: at(1),
      });
    const word = `Żółw${n}ęś`;
    await started(`${c}-t1`, `Oszustwo w Łodzi ${word}`, 'Ktoś prosił o **zaliczkę** przez BLIK.');
    await started(`${c}-t2`, `Pytanie ${word}`, 'Czy w Łodzi są sprawdzone salony?', false, ['łódź']);
    await started(`${c}-t3`, `Ukryte ${word}`, 'Łódź, oszustwo', true);
    await settle();

    const folded = `zolw${n}es`;
    const hits = await searchForum(kit.db.client, { q: `lodz ${folded}` });
    expect(hits.map((h) => h.topic.id)).toEqual([`${c}-t1`, `${c}-t2`]);
    expect(hits[0]!.title).toEqual([
      { text: 'Oszustwo w ', hit: false },
      { text: 'Łodz', hit: true },
      { text: 'i ', hit: false },
      { text: word, hit: true },
    ]);
    expect(hits[1]).toMatchObject({ postNumber: 1, topic: { category: { slug: c }, tags: ['łódź'] } });
    expect(hits[1]!.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['Łodz']);
    // A prefix finds; the middle of a word does not; every word must match somewhere.
    expect((await searchForum(kit.db.client, { q: `ZALICZ ${folded}` })).map((h) => h.topic.id)).toEqual([`${c}-t1`]);
    expect(await searchForum(kit.db.client, { q: `liczk ${folded}` })).toEqual([]);
    expect(await searchForum(kit.db.client, { q: `${folded} nieistniejące` })).toEqual([]);
    expect((await searchForum(kit.db.client, { q: folded, tag: 'łódź' })).map((h) => h.topic.id)).toEqual([`${c}-t2`]);
    expect(await searchForum(kit.db.client, { q: folded, category: 'nie-ma' })).toEqual([]);
    expect(await searchForum(kit.db.client, { q: ' *** ' })).toEqual([]);
  });
  it('forgives a typo and finds by a prefix, through the trigram indexes, with the similar word marked', async () => {
    await category(`c${++n}`, 7);
    const c = `c${n}`;
    await append(`forum-topic-${c}-t1`, 'TopicStarted', {
      topicId: `${c}-t1`,
      categoryId: c,
      slug: `${c}-t1`,
      title: `Bezpieczeństwo spotkań ${c}`,
      tags: [],
      postId: `${c}-t1-p1`,
      authorId: 'u1',
      body: 'Umawiaj się w miejscu publicznym.',
      held: false,
      startedAt: at(1),
    });
    await append(`forum-topic-${c}-t1`, 'ReplyPosted', {
      topicId: `${c}-t1`,
      postId: `${c}-t1-p2`,
      number: 2,
      authorId: 'u2',
      body: 'Weryfikacja ogłoszeniodawcy to podstawa.',
      held: false,
      postedAt: at(2),
    });
    await settle();
    const ids = async (q: string) => (await searchForum(kit.db.client, { q: `${q} ${c}`, category: c })).map((h) => h.topic.id);
    // Without diacritics, with a typo (two letters swapped), and by the start of the word.
    expect(await ids('bezpieczenstwo')).toEqual([`${c}-t1`]);
    expect(await ids('bezpieczenstow')).toEqual([`${c}-t1`]);
    expect(await ids('bezpiecz')).toEqual([`${c}-t1`]);
    expect(await ids('weryfikacja ogloszeniodacwy')).toEqual([`${c}-t1`]);
    expect(await ids('kompletnieinnyslowo')).toEqual([]);
    const [hit] = await searchForum(kit.db.client, { q: `bezpieczenstow ogloszeniodacwy ${c}`, category: c });
    expect(hit!.title.filter((p) => p.hit).map((p) => p.text)).toEqual(['Bezpieczeństwo', c]);
    expect(hit).toMatchObject({ postNumber: 2 });
    expect(hit!.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['ogłoszeniodawcy']);
    // A server without pg_trgm (as a handle that says so) keeps the prefix search and loses only the typo tolerance.
    const client = kit.db.client;
    const withoutTrigrams = new Proxy(client, {
      get: (target, key) =>
        key === 'query'
          ? (text: string, params?: unknown[]) =>
              text.includes('pg_extension') ? Promise.resolve({ rows: [{ on: false }] }) : target.query(text, params as never)
          : Reflect.get(target, key),
    });
    const plain = async (q: string) => (await searchForum(withoutTrigrams, { q: `${q} ${c}`, category: c })).map((h) => h.topic.id);
    expect(await plain('bezpiecz')).toEqual([`${c}-t1`]);
    expect(await plain('bezpieczenstow')).toEqual([]);
    // The words table has its trigram index (the migration made it: both databases bundle pg_trgm); the trigram
    // indexes over every post of forum/008 are gone.
    const { rows } = await kit.db.client.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()
         AND indexname IN ('forum_topics_folded_title_trgm_idx', 'forum_posts_folded_trgm_idx', 'forum_search_words_trgm_idx',
                           'forum_topic_search_words_idx') ORDER BY indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(['forum_search_words_trgm_idx', 'forum_topic_search_words_idx']);
  });

  it('finds a Polish word typed without diacritics, with a typo or by its start, in its section and tag; never in a hidden or queued post', async () => {
    await category(`c${++n}`, 8);
    await category(`c${++n}`, 9);
    const c = `c${n - 1}`;
    const other = `c${n}`;
    const started = (topicId: string, categoryId: string, title: string, body: string, tags: string[]) =>
      append(`forum-topic-${topicId}`, 'TopicStarted', {
        topicId,
        categoryId,
        slug: topicId,
        title,
        tags,
        postId: `${topicId}-p1`,
        authorId: 'u1',
        body,
        held: false,
        startedAt: at(1),
      });
    const replied = (topicId: string, number: number, body: string, held = false) =>
      append(`forum-topic-${topicId}`, 'ReplyPosted', {
        topicId,
        postId: `${topicId}-p${number}`,
        number,
        authorId: 'u2',
        body,
        held,
        postedAt: at(2),
      });
    // A made-up word per run, so other tests' topics never match it.
    const mark = `qx${`${n}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    await started(`${c}-t1`, c, 'Pytanie o salon', `Gdzie jest źrebięcość${mark} w Krakowie?`, ['krakow']);
    await started(`${other}-t1`, other, 'Inne pytanie', `Też źrebięcość${mark}, ale gdzie indziej.`, ['gdansk']);
    await started(`${c}-t2`, c, 'Ukryte i czekające', 'Nic tu nie ma.', ['krakow']);
    await replied(`${c}-t2`, 2, `Schowane chrząszczowisko${mark}`);
    await replied(`${c}-t2`, 3, `Czekające pszczelarstwo${mark}`, true);
    await append(`forum-topic-${c}-t2`, 'ForumPostHidden', {
      topicId: `${c}-t2`,
      moderatorId: 'm1',
      at: at(3),
      postId: `${c}-t2-p2`,
      reason: 'spam',
    });
    await settle();

    const ids = async (q: string, filters: { category?: string; tag?: string } = {}) =>
      (await searchForum(kit.db.client, { q, ...filters })).map((h) => h.topic.id).sort();
    const both = [`${c}-t1`, `${other}-t1`].sort();
    expect(await ids(`zrebiecosc${mark}`)).toEqual(both);
    expect(await ids(`zrebeicosc${mark}`)).toEqual(both);
    expect(await ids(`zrebiec`)).toEqual(expect.arrayContaining(both));
    expect(await ids(`zrebiecosc${mark}`, { category: c })).toEqual([`${c}-t1`]);
    expect(await ids(`zrebiecosc${mark}`, { tag: 'gdansk' })).toEqual([`${other}-t1`]);
    expect(await ids(`zrebiecosc${mark}`, { category: c, tag: 'gdansk' })).toEqual([]);
    const [hit] = await searchForum(kit.db.client, { q: `zrebeicosc${mark}`, category: c });
    expect(hit!.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual([`źrebięcość${mark}`]);
    // The hidden reply and the queued one are never found: exactly, by a prefix or through a typo.
    for (const q of [`chrzaszczowisko${mark}`, 'chrzaszczow', `chrzaszcozwisko${mark}`, `pszczelarstwo${mark}`, `pszczelarsto${mark}`])
      expect(await ids(q)).toEqual([]);
    const words = async () =>
      (await kit.db.client.query<{ word: string }>('SELECT word FROM forum_search_words WHERE word LIKE $1', [`%${mark}`])).rows
        .map((r) => r.word)
        .sort();
    expect(await words()).toEqual([`zrebiecosc${mark}`]);
    // Unhidden, the reply's words are searched (and in the words table, so a typo of them finds it too).
    await append(`forum-topic-${c}-t2`, 'ForumPostUnhidden', { topicId: `${c}-t2`, moderatorId: 'm1', at: at(4), postId: `${c}-t2-p2` });
    await settle();
    expect(await ids(`chrzaszcozwisko${mark}`)).toEqual([`${c}-t2`]);
    expect(await words()).toEqual([`chrzaszczowisko${mark}`, `zrebiecosc${mark}`]);
  });

  it('keeps one search row per readable topic and a words table counting them, as a backfill from the rows and a rebuild give', async () => {
    await category(`c${++n}`, 10);
    const c = `c${n}`;
    await topic(`${c}-t1`, c, 1);
    await reply(`${c}-t1`, 2, 2);
    await reply(`${c}-t1`, 3, 3, true);
    await topic(`${c}-t2`, c, 4);
    await topic(`${c}-t3`, c, 5, true);
    await append(`forum-topic-${c}-t1`, 'ForumPostEdited', {
      topicId: `${c}-t1`,
      postId: `${c}-t1-p2`,
      authorId: 'u2',
      body: 'Poprawiona odpowiedź',
      editedAt: at(6),
    });
    await append(`forum-topic-${c}-t2`, 'ForumPostDeleted', { topicId: `${c}-t2`, postId: `${c}-t2-p1`, byStaff: true, deletedAt: at(7) });
    await settle();

    const searchRows = async () => {
      const docs = await kit.db.client.query<{ row: { topic_id: string; title: string; words: string } }>(
        'SELECT to_jsonb(s) AS row FROM forum_topic_search s ORDER BY topic_id',
      );
      const words = await kit.db.client.query<{ word: string; topics: number }>(
        'SELECT word, topics FROM forum_search_words ORDER BY word',
      );
      return { docs: docs.rows.map((r) => r.row), words: words.rows };
    };
    const live = await searchRows();
    const mine = live.docs.filter((d) => d.topic_id.startsWith(`${c}-`));
    expect(mine.map((d) => d.topic_id)).toEqual([`${c}-t1`]);
    // The opening post's Markdown as written (its words, not its marks), the title's words, the edited reply's new text.
    expect(mine[0]!.words).toBe(`'1' 'alert' '${c}' 'javascript' 'odpowiedz' 'poprawiona' 'pytanie' 'script' 't1' 'temat' 'x'`);
    expect(live.words).toEqual(expect.arrayContaining([{ word: 'poprawiona', topics: 1 }]));

    // What the migration's backfill makes from the rows alone is what the projector kept, topic by topic.
    await kit.db.client.query('TRUNCATE forum_topic_search, forum_search_words');
    for (const statement of FORUM_SEARCH_BACKFILL) await kit.db.client.query(statement);
    expect(await searchRows()).toEqual(live);
    // And a replay from the first event reaches the same rows.
    await kit.db.client.query("UPDATE forum_search_words SET topics = 99 WHERE word = 'poprawiona'");
    await runner.rebuild('forum');
    await settle();
    expect(await searchRows()).toEqual(live);
  });
});
