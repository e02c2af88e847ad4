import type { AdDetail, AdFields } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

// Four URLs a file: two pages (each in Polish and English), so a handful of ads already needs several files.
const t = useTestApp({ SITEMAP_URLS_PER_FILE: '4', PUBLIC_ORIGIN: 'https://anonse.example' });
jest.setTimeout(60_000);

const ORIGIN = 'https://anonse.example';
const rng = seededRandom(1111);

let admin: TestClient;
let owner: TestUser;
let blockedOwner: TestUser;

async function settle(): Promise<void> {
  const head = await t.infra.eventStore.headPosition();
  expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
}

async function ad(by: TestUser, fields: Partial<AdFields>, approve = true): Promise<AdDetail> {
  const base: AdFields = { ...fakeAdFields(rng), services: [] };
  delete base.district;
  const created = await by.post('/api/anonse', { ...base, ...fields });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  if (approve) expect((await admin.post(`/api/admin/ads/${id}/approve`)).statusCode).toBe(200);
  await settle();
  return (await by.get(`/api/anonse/${id}`)).json<AdDetail>();
}

const changedOf = (a: AdDetail) =>
  [a.createdAt, a.approvedAt, a.updatedAt]
    .filter((v): v is string => !!v)
    .sort()
    .at(-1)!
    .replace(/\.\d{3}Z$/, 'Z');

interface Url {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}
function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    ...(/<lastmod>([^<]+)</.exec(body!) ? { lastmod: /<lastmod>([^<]+)</.exec(body!)![1]! } : {}),
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!]),
    ),
  }));
}
const indexOf = (xml: string) =>
  [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map(([, loc, lastmod]) => ({
    loc: loc!,
    lastmod,
  }));

let krakowA: AdDetail;
let krakowB: AdDetail;
let warsaw: AdDetail;
let pending: AdDetail;
let hidden: AdDetail;

beforeAll(async () => {
  admin = await t.admin();
  owner = await t.user();
  blockedOwner = await t.user();
  krakowA = await ad(owner, {
    province: 'malopolskie',
    city: 'krakow',
    district: 'nowa-huta',
    category: 'kobieta',
    services: ['gfe', 'masaz-tantryczny'],
  });
  t.clock.advance(60_000);
  krakowB = await ad(owner, { province: 'malopolskie', city: 'krakow', category: 'masaz', services: [] });
  t.clock.advance(60_000);
  warsaw = await ad(owner, { province: 'mazowieckie', city: 'warszawa', category: 'para', title: 'Ola & Tom <3 "razem"' });
  pending = await ad(owner, { province: 'pomorskie', city: 'gdansk', category: 'kobieta' }, false);
  hidden = await ad(blockedOwner, { province: 'opolskie', city: 'opole', category: 'trans', services: ['sexting'] });
  expect(
    (await admin.post(`/api/admin/accounts/${blockedOwner.id}/block`, { reason: 'Oszustwo zgłoszone przez kilku użytkowników' }))
      .statusCode,
  ).toBe(200);
  // Nothing read the sitemaps before this point, so no list of pages from before the block is cached.
  await settle();
});

async function allUrls(): Promise<{ file: string; urls: Url[] }[]> {
  const index = await t.client().get('/sitemap.xml');
  const out = [];
  for (const { loc } of indexOf(index.body)) {
    const res = await t.client().get(new URL(loc).pathname);
    expect(res.statusCode).toBe(200);
    out.push({ file: new URL(loc).pathname, urls: urlsOf(res.body) });
  }
  return out;
}

describe('XML sitemaps', () => {
  it('serve an index of files of at most SITEMAP_URLS_PER_FILE URLs, with the public origin and each file’s newest change', async () => {
    const res = await t.client().get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = indexOf(res.body);
    // Three public ads (the pending one and the blocked owner's are not public) at two a file.
    expect(files.filter((f) => f.loc.includes('/sitemaps/files/ads-')).map((f) => f.loc)).toEqual([
      `${ORIGIN}/sitemaps/files/ads-1.xml`,
      `${ORIGIN}/sitemaps/files/ads-2.xml`,
    ]);
    expect(files.find((f) => f.loc.endsWith('/files/ads-2.xml'))!.lastmod).toBe(
      changedOf([krakowA, krakowB, warsaw].sort((a, b) => (a.id < b.id ? -1 : 1))[2]!),
    );
    expect(files.some((f) => f.loc.endsWith('/files/lists-1.xml'))).toBe(true);
    expect(files.some((f) => f.loc.endsWith('/files/pages-1.xml'))).toBe(true);

    for (const { file, urls } of await allUrls()) {
      expect([file, urls.length <= 4]).toEqual([file, true]);
      expect(urls.length).toBeGreaterThan(0);
    }
  });

  it('list every public ad in both languages with hreflang alternates and its last change, and nothing else of ads', async () => {
    const urls = (await allUrls()).filter((f) => f.file.startsWith('/sitemaps/files/ads-')).flatMap((f) => f.urls);
    expect(urls).toHaveLength(6);
    const pl = urls.find((u) => u.loc.includes(warsaw.id) && !u.loc.includes('/en/'))!;
    // The title's `&`, `<` and quotes are not in the slug; the XML stays well formed either way.
    expect(pl.loc).toBe(`${ORIGIN}/anons/${warsaw.id}/ola-tom-3-razem/`);
    expect(pl.lastmod).toBe(changedOf(warsaw));
    expect(pl.alternates).toEqual({ pl: pl.loc, en: `${ORIGIN}/en/erotic-ad/${warsaw.id}/ola-tom-3-razem/`, 'x-default': pl.loc });
    expect(urls.find((u) => u.loc === pl.alternates.en)!.alternates).toEqual(pl.alternates);
    for (const gone of [pending, hidden]) expect(urls.some((u) => u.loc.includes(gone.id))).toBe(false);
  });

  it('list the list pages that have public ads, with their newest ad as lastmod, and the information pages', async () => {
    const urls = (await allUrls()).flatMap((f) => f.urls);
    const at = (path: string) => urls.find((u) => u.loc === `${ORIGIN}${path}`);
    for (const path of [
      '/',
      '/en/',
      '/anonse/',
      '/anonse/krakow/',
      '/en/erotic-ads/krakow/',
      '/anonse/krakow/nowa-huta/',
      '/anonse/malopolskie/',
      '/anonse/panie/krakow/nowa-huta/',
      '/anonse/masaz/krakow/',
      '/anonse/klimat-gfe/krakow/',
      '/en/erotic-ads/gfe-climate/malopolskie/',
      '/anonse/pary/warszawa/',
      '/roksa/',
      '/roksa/krakow/nowa-huta/',
      '/masaze-erotyczne/',
      '/anonse-erotyczne/',
      '/uslugi/',
      '/uslugi/gfe/',
      '/uslugi/masaz-tantryczny/',
      '/en/services/gfe/',
      '/sitemap/provinces/malopolskie/',
      '/sitemap/regions/krakow/',
      '/regulamin/',
      '/en/regulations/',
      '/sitemap/',
    ])
      expect([path, !!at(path)]).toEqual([path, true]);
    expect(at('/anonse/krakow/')!.lastmod).toBe(changedOf(krakowB));
    expect(at('/anonse/panie/krakow/')!.lastmod).toBe(changedOf(krakowA));
    expect(at('/anonse/krakow/')!.alternates).toEqual({
      pl: `${ORIGIN}/anonse/krakow/`,
      en: `${ORIGIN}/en/erotic-ads/krakow/`,
      'x-default': `${ORIGIN}/anonse/krakow/`,
    });
    // No public ad there: a pending ad, a blocked owner's ad, or no ad at all.
    for (const path of [
      '/anonse/gdansk/',
      '/anonse/opole/',
      '/uslugi/sexting/',
      '/anonse/panie/warszawa/',
      '/roksa/warszawa/',
      '/uslugi/striptiz/',
      '/sitemap/regions/gdansk/',
    ])
      expect([path, !!at(path)]).toEqual([path, false]);
    // One URL each: nothing is listed twice across files.
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('answer 404 for a file that does not exist', async () => {
    for (const path of [
      '/sitemaps/files/ads-3.xml',
      '/sitemaps/files/salons-1.xml',
      '/sitemaps/files/ads-0.xml',
      '/sitemaps/files/ads.xml',
      '/sitemaps/files/__proto__-1.xml',
      `/sitemaps/files/${'a'.repeat(200)}-1.xml`,
      '/sitemaps/files/a/b.xml',
      '/sitemaps/ads-1.xml',
      '/sitemaps/',
    ]) {
      const res = await t.client().get(path, { 'accept-language': 'en' });
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
    }
  });
});

describe('robots.txt', () => {
  it('closes searches, dashboards and the console, and names the sitemap by the public origin, with a short cache', async () => {
    const res = await t.client().get('/robots.txt', { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    for (const line of [
      'User-agent: *',
      'Disallow: /*?',
      'Disallow: /search/',
      'Disallow: /anonse/search/',
      'Disallow: /dashboard/',
      'Disallow: /user/',
      'Disallow: /admin/',
      'Disallow: /api/',
      'Disallow: /login/',
    ])
      expect(res.body.split('\n')).toContain(line);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toContain('evil.example');
  });
});
