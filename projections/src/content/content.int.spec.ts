import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { parkedEventsOf } from '../runner/parked-events';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import {
  articlesDueForPublication,
  findArticleBySlug,
  listPublishedArticles,
  publishedArticlesForSitemap,
  publishedTranslations,
} from './content.queries';

describe(`content read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
  const append = async (articleId: string, type: string, data: Record<string, unknown>) => {
    const id = randomUUID();
    await kit.store.appendToStream(`article-${articleId}`, [{ id, type, data: { articleId, ...data }, metadata: { occurredAt: at(0) } }]);
    return id;
  };
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const create = (articleId: string, over: Record<string, unknown> = {}) =>
    append(articleId, 'ArticleCreated', {
      kind: 'blog',
      language: 'pl',
      slug: articleId,
      title: `Tytuł ${articleId}`,
      lead: 'Wstęp',
      body: `Treść **${articleId}** <script>alert(1)</script>`,
      coverPhotoId: null,
      category: 'porady',
      tags: ['a', 'b'],
      seoDescription: '',
      createdAt: at(1),
      ...over,
    });
  const dump = async () => (await kit.db.client.query('SELECT * FROM articles ORDER BY id')).rows;

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('folds an article’s life into one row with its sanitised HTML; a rebuild from 0 gives the same rows', async () => {
    await create('a1');
    await append('a1', 'ArticleEdited', { changes: { title: 'Nowy', body: 'Nowa *treść*', tags: ['c'] }, editedAt: at(2) });
    await append('a1', 'ArticlePublished', { publishedAt: at(3), scheduled: false });
    await create('a2', { language: 'en', slug: 'a1' });
    await append('a2', 'ArticlePublished', { publishedAt: at(4), scheduled: false });
    await create('a3', { kind: 'news' });
    await append('a3', 'ArticleScheduled', { publishAt: at(30), scheduledAt: at(5) });
    await create('a4');
    await append('a4', 'ArticlePublished', { publishedAt: at(6), scheduled: false });
    await append('a4', 'ArticleUnpublished', { unpublishedAt: at(7) });
    await append('a4', 'ArticlePublished', { publishedAt: at(8), scheduled: false });
    await create('a5');
    await append('a5', 'ArticleDeleted', { deletedAt: at(9) });
    await settle();

    const a1 = await findArticleBySlug(kit.db.client, { kind: 'blog', language: 'pl', slug: 'a1' });
    expect(a1).toMatchObject({
      title: 'Nowy',
      html: '<p>Nowa <em>treść</em></p>\n',
      tags: ['c'],
      status: 'published',
      publishedAt: at(3),
      revision: 2,
    });
    expect(await publishedTranslations(kit.db.client, { kind: 'blog', language: 'pl', slug: 'a1' })).toEqual(['en']);
    // Taken down and put up again, it keeps its first date.
    const list = await listPublishedArticles(kit.db.client, { kind: 'blog', language: 'pl', offset: 0, limit: 10 });
    expect(list.rows.map((r) => [r.id, r.publishedAt])).toEqual([
      ['a4', at(6)],
      ['a1', at(3)],
    ]);
    expect(
      (await listPublishedArticles(kit.db.client, { kind: 'blog', language: 'pl', tag: 'c', offset: 0, limit: 10 })).rows.map((r) => r.id),
    ).toEqual(['a1']);
    expect(
      (await listPublishedArticles(kit.db.client, { kind: 'blog', language: 'pl', category: 'porady', offset: 1, limit: 1 })).total,
    ).toBe(2);
    expect(await articlesDueForPublication(kit.db.client, new Date(at(29)), 10)).toEqual([]);
    expect(await articlesDueForPublication(kit.db.client, new Date(at(30)), 10)).toEqual([{ id: 'a3', publishAt: at(30) }]);
    expect(await findArticleBySlug(kit.db.client, { kind: 'news', language: 'pl', slug: 'a3' })).toBeNull();
    expect(await findArticleBySlug(kit.db.client, { kind: 'news', language: 'pl', slug: 'a3', anyStatus: true })).toMatchObject({
      status: 'scheduled',
    });
    expect((await publishedArticlesForSitemap(kit.db.client)).map((a) => `${a.language}/${a.slug}`).sort()).toEqual([
      'en/a1',
      'pl/a1',
      'pl/a4',
    ]);
    expect((await dump()).map((r) => r.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect((await dump()).map((r) => r.html).join('')).not.toContain('<script');

    const incremental = await dump();
    await runner.rebuild('content');
    await settle();
    expect(await dump()).toEqual(incremental);
  });

  it('parks an event that breaks its contract and goes on with the rest', async () => {
    const bad = await append('b1', 'ArticleCreated', { kind: 'poem', language: 'pl', slug: 'x', createdAt: 'yesterday' });
    await create('b2');
    await settle();
    expect(await findArticleBySlug(kit.db.client, { kind: 'blog', language: 'pl', slug: 'b2', anyStatus: true })).toMatchObject({
      status: 'draft',
    });
    expect((await parkedEventsOf(kit.db.client, 'content')).map((p) => p.eventId)).toContain(bad);
  });
});
