import { PageCache, type Rendered, type RenderedPage } from './page-cache';

function setup() {
  let version = 1;
  let now = 1_000_000;
  const cache = new PageCache({ readVersion: async () => version, pollMs: 250, maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => now });
  let renders = 0;
  const render =
    (nonce: string, over: Partial<RenderedPage> = {}) =>
    async (): Promise<Rendered> => {
      renders++;
      return {
        status: 200,
        headers: [['content-type', 'text/html']],
        body: `<script nonce="${nonce}">${renders}</script>`,
        maxAgeSeconds: 30,
        ...over,
      };
    };
  return {
    cache,
    render,
    renders: () => renders,
    change: () => void version++,
    advance: (ms: number) => void (now += ms),
  };
}

const body = (page: Rendered) => ('passthrough' in page ? '' : page.body.toString());

describe('PageCache', () => {
  it('serves a kept page with each answer its own nonce, and renders again once the content version moves', async () => {
    const t = setup();
    await t.cache.poll();
    const first = await t.cache.get('/anonse/', 'n1', t.render('n1'));
    expect([first.cached, body(first.page)]).toEqual([false, '<script nonce="n1">1</script>']);
    const second = await t.cache.get('/anonse/', 'n2', t.render('n2'));
    expect([second.cached, body(second.page)]).toEqual([true, '<script nonce="n2">1</script>']);
    t.change();
    await t.cache.poll();
    const third = await t.cache.get('/anonse/', 'n3', t.render('n3'));
    expect([third.cached, body(third.page), t.renders()]).toEqual([false, '<script nonce="n3">2</script>', 2]);
  });

  it('keeps a page no longer than the route asked, nor than its own limit', async () => {
    const t = setup();
    await t.cache.get('/a/', 'n', t.render('n', { maxAgeSeconds: 5 }));
    t.advance(4_999);
    expect((await t.cache.get('/a/', 'n', t.render('n'))).cached).toBe(true);
    t.advance(2);
    expect((await t.cache.get('/a/', 'n', t.render('n'))).cached).toBe(false);
    await t.cache.get('/b/', 'n', t.render('n', { maxAgeSeconds: 3600 }));
    t.advance(60_001);
    expect((await t.cache.get('/b/', 'n', t.render('n'))).cached).toBe(false);
  });

  it('keeps only what a route opted into, answered 200 without cookies', async () => {
    const t = setup();
    for (const over of [{ maxAgeSeconds: undefined }, { status: 404 }, { headers: [['set-cookie', 'a=b']] as [string, string][] }]) {
      await t.cache.get('/x/', 'n', t.render('n', over));
      expect((await t.cache.get('/x/', 'n', t.render('n', over))).cached).toBe(false);
    }
    const stream = await t.cache.get('/s/', 'n', async () => ({ passthrough: new Response('streamed') }));
    expect('passthrough' in stream.page).toBe(true);
    expect(t.cache.counters().pages).toBe(0);
  });

  it('renders once for concurrent misses of one page, and never keeps a render begun before a change', async () => {
    const t = setup();
    await t.cache.poll();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async (): Promise<Rendered> => {
      await gate;
      return t.render('n1')();
    };
    const a = t.cache.get('/p/', 'n1', slow);
    const b = t.cache.get('/p/', 'n2', t.render('n2'));
    release();
    const [ra, rb] = await Promise.all([a, b]);
    expect([body(ra.page), body(rb.page), t.renders()]).toEqual(['<script nonce="n1">1</script>', '<script nonce="n2">1</script>', 1]);

    let release2!: () => void;
    const gate2 = new Promise<void>((r) => (release2 = r));
    t.change();
    await t.cache.poll();
    const pending = t.cache.get('/q/', 'n', async () => {
      await gate2;
      return t.render('n')();
    });
    t.change();
    await t.cache.poll();
    release2();
    await pending;
    expect((await t.cache.get('/q/', 'n', t.render('n'))).cached).toBe(false);
  });

  it('evicts the least recently used pages beyond its size', async () => {
    // Room for eight pages of 100 bytes (a page may take at most an eighth of the cache).
    const small = new PageCache({ readVersion: async () => 1, pollMs: 250, maxBytes: 8 * 100, maxAgeMs: 60_000 });
    const page = (id: string) => async (): Promise<Rendered> => ({ status: 200, headers: [], body: id.repeat(100), maxAgeSeconds: 30 });
    for (const id of 'abcdefgh') await small.get(id, '', page(id));
    await small.get('a', '', page('a'));
    await small.get('i', '', page('i'));
    expect(small.counters()).toMatchObject({ pages: 8, bytes: 800 });
    expect((await small.get('a', '', page('a'))).cached).toBe(true);
    expect((await small.get('b', '', page('b'))).cached).toBe(false);
  });
});
