import type { AdminArticleDto, ArticleHistoryEntry, ArticleList, PublicArticleDto } from '@anonse/contracts';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { ArticleSchedulerWorker, seedFirstArticles } from '.';

const t = useTestApp({ CONTENT_SCHEDULER_POLL_MS: '3600000' });
jest.setTimeout(60_000);

const draft = (over: Record<string, unknown> = {}) => ({
  kind: 'blog',
  language: 'pl',
  slug: 'pierwszy-wpis',
  title: 'Pierwszy wpis',
  lead: 'Krótki wstęp.',
  body: '## Śródtytuł\n\nTreść z [linkiem](https://example.org/x) i <img src="https://evil.example/a.png" onerror="alert(1)">.\n\n<script>alert(1)</script>',
  category: 'porady',
  tags: ['bezpieczeństwo', 'Pierwsze Kroki'],
  ...over,
});

const put = (c: TestClient, url: string, json: unknown, revision?: number) =>
  c.request('PUT', url, { json, headers: revision === undefined ? {} : { 'if-match': `"${revision}"` } });

describe('content: articles and static pages', () => {
  let staff: TestClient;

  beforeAll(async () => {
    staff = await t.admin();
  });

  it('writes the static pages’ first versions once, published in both languages', async () => {
    const first = await seedFirstArticles(t.app);
    expect(first.map((a) => a.key)).toEqual(
      expect.arrayContaining(['page|terms|pl', 'page|terms|en', 'page|contact|pl', 'blog|kim-jest-escort|pl']),
    );
    const head = await t.infra.eventStore.headPosition();
    expect(await seedFirstArticles(t.app)).toEqual([]);
    expect(await t.infra.eventStore.headPosition()).toBe(head);
    await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 });

    const terms = (await t.client().get('/api/content/articles/page/pl/terms')).json<PublicArticleDto>();
    expect(terms).toMatchObject({ title: 'Regulamin', status: 'published', href: '/regulamin/' });
    expect(terms.html).toContain('<h2>1. Postanowienia ogólne</h2>');
    expect(terms.translations).toEqual([{ language: 'en', href: '/en/regulations/' }]);
    const contact = (await t.client().get('/api/content/articles/page/en/contact')).json<PublicArticleDto>();
    expect(contact.lead).toContain('kontakt@anonse.example');
    expect((await t.client().get('/api/content/articles/blog/pl/kim-jest-escort')).statusCode).toBe(200);
  });

  it('creates a draft, publishes it, and lists it publicly with sanitised HTML', async () => {
    const created = await staff.post('/api/admin/articles', draft());
    expect(created.statusCode).toBe(201);
    const article = created.json<AdminArticleDto>();
    expect(article).toMatchObject({
      status: 'draft',
      slug: 'pierwszy-wpis',
      tags: ['bezpieczeństwo', 'pierwsze kroki'],
      href: '/blog/pierwszy-wpis/',
    });

    // A draft is staff's: everyone else gets 404, staff a preview.
    expect((await t.client().get('/api/content/articles/blog/pl/pierwszy-wpis')).statusCode).toBe(404);
    const preview = await staff.get('/api/content/articles/blog/pl/pierwszy-wpis');
    expect(preview.json<PublicArticleDto>().status).toBe('draft');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(
      (await t.client().get('/api/content/articles?kind=blog&language=pl')).json<ArticleList>().items.map((a) => a.slug),
    ).not.toContain('pierwszy-wpis');

    expect((await staff.post(`/api/admin/articles/${article.id}/publish`)).json<AdminArticleDto>().status).toBe('published');
    const list = (await t.client().get('/api/content/articles?kind=blog&language=pl&tag=bezpieczeństwo')).json<ArticleList>();
    expect(list.items.map((a) => a.slug)).toEqual(['pierwszy-wpis']);
    expect((await t.client().get('/api/content/articles?kind=blog&language=pl&category=inne')).json<ArticleList>().total).toBe(0);
    const page = (await t.client().get('/api/content/articles/blog/pl/pierwszy-wpis')).json<PublicArticleDto>();
    expect(page.html).toContain('<h2>Śródtytuł</h2>');
    expect(page.html).toContain('<a href="https://example.org/x" rel="nofollow noopener ugc" target="_blank">linkiem</a>');
    expect(page.html).not.toMatch(/script|onerror|evil\.example/);

    const rss = await t.client().get('/blog/rss.xml');
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(rss.body).toContain('/blog/pierwszy-wpis/</link>');
    const sitemap = await t.client().get('/sitemaps/files/articles-1.xml');
    expect(sitemap.body).toContain('/blog/pierwszy-wpis/');

    const history = (await staff.get(`/api/admin/articles/${article.id}/history`)).json<ArticleHistoryEntry[]>();
    expect(history.map((h) => h.type)).toEqual(['ArticlePublished', 'ArticleCreated']);
    expect(history[1]!.actor.login).toMatch(/^admin/);
  });

  it('refuses a stale edit (409), bad input (400) and a taken slug (409), changing nothing', async () => {
    const article = (await staff.post('/api/admin/articles', draft({ slug: 'do-edycji' }))).json<AdminArticleDto>();
    const edited = await put(staff, `/api/admin/articles/${article.id}`, { ...article, title: 'Nowy tytuł' }, article.revision);
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).toBe(`"${article.revision + 1}"`);
    const stale = await put(staff, `/api/admin/articles/${article.id}`, { title: 'Za późno' }, article.revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ title: 'Nowy tytuł', revision: article.revision + 1 });

    const bad = await staff.post('/api/admin/articles', draft({ slug: 'Zły Adres', title: '' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['slug', 'title']);
    const story = await staff.post('/api/admin/articles', draft({ kind: 'story', language: 'en', slug: 'story' }));
    expect(story.statusCode).toBe(400);
    expect(Object.keys(story.json().errors)).toEqual(['language']);
    expect((await put(staff, `/api/admin/articles/${article.id}`, { tags: ['<b>'] })).statusCode).toBe(400);
    expect((await staff.post('/api/admin/articles', draft({ slug: 'do-edycji' }))).statusCode).toBe(409);
    expect((await staff.post('/api/admin/articles', draft({ kind: 'page', slug: 'nie-strona' }))).statusCode).toBe(400);

    const now = (await staff.get(`/api/admin/articles/${article.id}`)).json<AdminArticleDto>();
    expect(now).toMatchObject({ title: 'Nowy tytuł', revision: article.revision + 1 });
    const history = (await staff.get(`/api/admin/articles/${article.id}/history`)).json<ArticleHistoryEntry[]>();
    expect(history[0]!.changes).toEqual([{ field: 'title', before: 'Pierwszy wpis', after: 'Nowy tytuł' }]);
  });

  it('publishes a scheduled article once its time has passed, not before', async () => {
    const article = (await staff.post('/api/admin/articles', draft({ kind: 'news', slug: 'zaplanowana' }))).json<AdminArticleDto>();
    const publishAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const past = await staff.post(`/api/admin/articles/${article.id}/schedule`, {
      publishAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    const scheduled = await staff.post(`/api/admin/articles/${article.id}/schedule`, { publishAt });
    expect(scheduled.json<AdminArticleDto>()).toMatchObject({ status: 'scheduled', publishAt });

    const worker = t.app.get(ArticleSchedulerWorker);
    expect(await worker.runDue()).toBe(0);
    expect((await t.client().get('/api/content/articles/news/pl/zaplanowana')).statusCode).toBe(404);

    t.clock.advance(61_000);
    expect(await worker.runDue()).toBe(1);
    await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 });
    expect(await worker.runDue()).toBe(0);
    const list = (await t.client().get('/api/content/articles?kind=news&language=pl')).json<ArticleList>();
    expect(list.items.map((a) => a.slug)).toEqual(['zaplanowana']);
    const history = (await staff.get(`/api/admin/articles/${article.id}/history`)).json<ArticleHistoryEntry[]>();
    expect(history[0]).toMatchObject({ type: 'ArticlePublished', actor: { id: 'system:content-scheduler' } });
  });

  it('lets only staff write: 401 without a session, 403 for a user; the preview sanitises', async () => {
    expect((await t.client().post('/api/admin/articles', draft({ slug: 'anonim' }))).statusCode).toBe(401);
    const user = await t.user({ confirmed: false });
    expect((await user.post('/api/admin/articles', draft({ slug: 'uzytkownik' }))).statusCode).toBe(403);
    expect((await user.get('/api/admin/articles')).statusCode).toBe(403);
    expect((await user.post('/api/admin/articles/preview', { body: 'x' })).statusCode).toBe(403);

    const preview = await staff.post('/api/admin/articles/preview', {
      body: '**ok** [x](javascript:alert(1)) ![a](/api/media/files/abc.jpg)',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toBe(
      '<p><strong>ok</strong> [x](javascript:alert(1)) <img src="/api/media/files/abc.jpg" alt="a" loading="lazy" /></p>\n',
    );
  });
});
