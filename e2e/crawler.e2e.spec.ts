import { expect, test, type APIRequestContext } from '@playwright/test';
import { unique } from './support/helpers';
import { xsrfOf } from './support/moderation';
import { adminApi } from './support/staff';

/**
 * The site crawler: from `/` and from `/en/`, every internal link a visitor who passed the age gate can follow
 * must lead to a page that answers 200 (directly, or after 301/308 redirects to one that does) and is not the
 * 404 page. A failure names the URL, what it answered and the page that linked to it.
 *
 * Pages are fetched with the request API and their links read from the server HTML, not loaded in a browser:
 * every public page is server-rendered with its links, so the HTML is what a search engine and a visitor without
 * JavaScript follow, and a request is some ten times cheaper than a page load with hydration — which is what lets
 * the walk cover every route family within the spec's time. (A link that only client code adds is not seen;
 * the pages have none today.)
 *
 * A link to a page for signed-in people (the header's "add ad") sends a guest to the login page with a 302/303:
 * that is allowed when the login page answers 200, and listed apart; any other redirect but 301/308 fails.
 *
 * The walk is bounded so filter and pagination permutations cannot explode: each route family (see `familyOf`)
 * gets at most `PER_FAMILY` URLs, of which at most `PER_FAMILY_WITH_QUERY` carry a query string, ad details at
 * most `AD_DETAILS`, and `GLOBAL_CAP` URLs in all.
 */

const PER_FAMILY = 25;
const PER_FAMILY_WITH_QUERY = 4;
const AD_DETAILS = 12;
const GLOBAL_CAP = 700;
const PARALLEL = 6;
const MAX_REDIRECTS = 5;

const AGE_GATE = { cookie: 'adultContent=true' };

/** Links that act rather than show a page, or leave the public site. */
const SKIP = [
  /^\/admin(\/|$)/,
  /^\/en\/admin(\/|$)/,
  /^\/dev\//,
  /logout|wyloguj/i,
  // Pages that exist to carry a one-time token from an e-mail: without one they answer an error by design.
  /^\/(en\/)?(reset-password|potwierdz-email|confirm-email|zapisane-wyszukiwania\/wypisz|saved-searches\/unsubscribe|wiadomosci\/wypisz|messages\/unsubscribe)\//,
];
/** What `/api/` may link to and still be a page: feeds and sitemaps. */
const API_ALLOWED = /^\/api\/.*(feed|rss|sitemap)/i;

interface Visit {
  url: string;
  from: string;
}

interface Failure {
  url: string;
  from: string;
  why: string;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** `href`s of `<a>` elements in server HTML (attribute order and quoting as React renders them). */
function hrefsIn(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = /\shref=(?:"([^"]*)"|'([^']*)')/i.exec(tag[0]);
    const value = href?.[1] ?? href?.[2];
    if (value !== undefined) out.push(decodeEntities(value));
  }
  return out;
}

/**
 * The route family of a path: its first segment (two for `/en/…` and the sitemap trees), so `/anonse/krakow/`
 * and `/anonse/panie/` share a family and each family gets its own cap.
 */
function familyOf(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'en') return `en/${parts[1] ?? ''}${parts[1] === 'sitemap' && parts[2] ? `/${parts[2]}` : ''}`;
  if (parts[0] === 'sitemap' && parts[1]) return `sitemap/${parts[1]}`;
  return parts[0] ?? '';
}

const isAdDetail = (pathname: string) => /^\/(anons\/(?!add\/|promoPage\/)|en\/erotic-ad\/|noindex\/ad\/)[^/]+\//.test(pathname);

/** A same-origin page URL to visit, normalised (no fragment, sorted query), or null when the link is skipped. */
function normalise(href: string, base: string): string | null {
  if (/^(mailto|tel|javascript|data|sms):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  if (url.pathname.startsWith('/api/') && !API_ALLOWED.test(url.pathname)) return null;
  if (SKIP.some((re) => re.test(url.pathname))) return null;
  url.hash = '';
  url.searchParams.sort();
  return url.pathname + url.search;
}

class Frontier {
  private readonly seen = new Set<string>();
  private readonly perFamily = new Map<string, number>();
  private readonly perFamilyQuery = new Map<string, number>();
  private adDetails = 0;
  readonly queue: Visit[] = [];
  dropped = 0;

  add(path: string, from: string): void {
    if (this.seen.has(path)) return;
    const { pathname, search } = new URL(path, 'http://x');
    const family = familyOf(pathname);
    const capped =
      this.seen.size >= GLOBAL_CAP ||
      (isAdDetail(pathname) ? this.adDetails >= AD_DETAILS : (this.perFamily.get(family) ?? 0) >= PER_FAMILY) ||
      (search !== '' && (this.perFamilyQuery.get(family) ?? 0) >= PER_FAMILY_WITH_QUERY);
    if (capped) {
      this.dropped++;
      return;
    }
    this.seen.add(path);
    if (isAdDetail(pathname)) this.adDetails++;
    else this.perFamily.set(family, (this.perFamily.get(family) ?? 0) + 1);
    if (search !== '') this.perFamilyQuery.set(family, (this.perFamilyQuery.get(family) ?? 0) + 1);
    this.queue.push({ url: path, from });
  }

  get size(): number {
    return this.seen.size;
  }

  families(): Record<string, number> {
    return { 'ad details': this.adDetails, ...Object.fromEntries([...this.perFamily].sort(([a], [b]) => a.localeCompare(b))) };
  }
}

const LOGIN = /^\/(en\/)?login\/$/;

interface Fetched {
  status: number;
  html: string;
  finalPath: string;
  /** Why the link is broken; absent when it is not. */
  why?: string;
  /** Set when a guest was sent to the login page on the way. */
  signIn?: boolean;
}

/** Follows 301/308, and 302/303 to the login page; any other redirect, or an end other than a 200, is a failure. */
async function fetchPage(request: APIRequestContext, path: string, baseURL: string): Promise<Fetched> {
  let current = path;
  let signIn = false;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const res = await request.get(current, {
      maxRedirects: 0,
      headers: { ...AGE_GATE, accept: 'text/html,application/xml;q=0.9,*/*;q=0.8' },
    });
    const status = res.status();
    const toLogin =
      (status === 302 || status === 303) && LOGIN.test(new URL(res.headers().location ?? '/', new URL(current, baseURL)).pathname);
    if (status === 301 || status === 308 || toLogin) {
      signIn ||= toLogin;
      const location = res.headers().location;
      if (!location) return { status, html: '', finalPath: current, why: `${status} without a Location` };
      const next = new URL(location, new URL(current, baseURL));
      if (next.origin !== new URL(baseURL).origin)
        return { status, html: '', finalPath: current, why: `${status} to another origin: ${next.href}` };
      current = next.pathname + next.search;
      continue;
    }
    const html = await res.text();
    const hops = current === path ? '' : ` (after redirects to ${current})`;
    if (status !== 200) {
      const location = res.headers().location;
      return { status, html, finalPath: current, why: `${status}${location ? ` → ${location}` : ''}${hops}` };
    }
    if (html.includes('data-testid="not-found"')) return { status, html, finalPath: current, why: `200 but renders the 404 page${hops}` };
    return { status, html, finalPath: current, signIn };
  }
  return { status: 0, html: '', finalPath: current, why: `more than ${MAX_REDIRECTS} redirects` };
}

async function crawl(request: APIRequestContext, baseURL: string, start: string) {
  const frontier = new Frontier();
  frontier.add(start, '(start)');
  const failures: Failure[] = [];
  const signIns: Visit[] = [];
  let visited = 0;
  while (visited < frontier.queue.length) {
    const batch = frontier.queue.slice(visited, visited + PARALLEL);
    visited += batch.length;
    await Promise.all(
      batch.map(async ({ url, from }) => {
        const page = await fetchPage(request, url, baseURL);
        if (page.why) {
          failures.push({ url, from, why: page.why });
          return;
        }
        if (page.signIn) signIns.push({ url, from });
        if (!/<html/i.test(page.html)) return; // a sitemap or feed: answered 200, has no links to follow
        const pageURL = new URL(page.finalPath, baseURL).href;
        for (const href of hrefsIn(page.html)) {
          const next = normalise(href, pageURL);
          if (next) frontier.add(next, url);
        }
      }),
    );
  }
  return {
    failures: await stillLinked(request, baseURL, failures),
    signIns,
    visited,
    dropped: frontier.dropped,
    families: frontier.families(),
  };
}

/**
 * The failures whose linking page still links to them: the specs running beside this one delete ads, so a link read
 * a moment ago may be gone with its ad, and the page that showed it no longer does. A broken link is one a page still
 * gives.
 */
async function stillLinked(request: APIRequestContext, baseURL: string, failures: Failure[]): Promise<Failure[]> {
  const kept: Failure[] = [];
  for (const failure of failures) {
    if (failure.from === '(start)') {
      kept.push(failure);
      continue;
    }
    const from = await fetchPage(request, failure.from, baseURL);
    const fromURL = new URL(from.finalPath, baseURL).href;
    if (from.why || hrefsIn(from.html).some((href) => normalise(href, fromURL) === failure.url)) kept.push(failure);
    else console.log(`${failure.url} (${failure.why}) is no longer linked from ${failure.from}: changed meanwhile, not broken`);
  }
  return kept;
}

test.describe('site crawler', () => {
  for (const start of ['/', '/en/']) {
    test(`every internal link reachable from ${start} answers 200 and is not the 404 page`, async ({ request, baseURL }) => {
      test.setTimeout(180_000);
      const result = await crawl(request, baseURL!, start);
      console.log(
        `crawl from ${start}: ${result.visited} pages visited, ${result.dropped} links over the caps, ${result.failures.length} failing\n` +
          `  pages per family: ${JSON.stringify(result.families)}`,
      );
      const report = result.failures.sort((a, b) => a.url.localeCompare(b.url)).map((f) => `${f.url} — ${f.why} — linked from ${f.from}`);
      if (result.signIns.length)
        console.log(`sign-in redirects from ${start} (allowed): ${result.signIns.map((v) => `${v.url} (from ${v.from})`).join(', ')}`);
      if (report.length) console.log(`failing links from ${start}:\n  ${report.join('\n  ')}`);
      // The walk must have gone past the start page, or a broken link extractor would pass.
      expect(result.visited).toBeGreaterThan(20);
      expect(report).toEqual([]);
    });
  }

  // The demo store has no forum: a section with a topic and a reply, so the walk reaches every forum page family
  // (sections, a section's topics, a topic, the search, the add-topic page's sign-in redirect).
  test('every internal link reachable from /forum/ and /en/forum/ answers 200 and is not the 404 page', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const admin = await adminApi(browser, baseURL);
    const headers = { 'X-XSRF-TOKEN': await xsrfOf(admin) };
    const slug = unique('crawl-').toLowerCase();
    const category = await admin.request.post('/api/admin/forum/categories', { headers, data: { slug, name: `Dział ${slug}` } });
    expect(category.status(), await category.text()).toBe(201);
    const { id: categoryId } = (await category.json()) as { id: string };
    const topic = await admin.request.post('/api/forum/topics', {
      headers,
      data: { categoryId, title: `Temat do przejścia ${slug}`, body: 'Pierwszy wpis z [linkiem](/forum/).', tags: 'porady' },
    });
    expect(topic.status(), await topic.text()).toBe(201);
    const { topic: made } = (await topic.json()) as { topic: { id: string } };
    const reply = await admin.request.post(`/api/forum/topics/${made.id}/posts`, { headers, data: { body: 'Odpowiedź.' } });
    expect(reply.status(), await reply.text()).toBe(201);
    for (const start of ['/forum/', '/en/forum/']) {
      const result = await crawl(request, baseURL!, start);
      const report = result.failures.map((f) => `${f.url} — ${f.why} — linked from ${f.from}`);
      if (report.length) console.log(`failing links from ${start}:\n  ${report.join('\n  ')}`);
      const forumFamily = start === '/forum/' ? 'forum' : 'en/forum';
      expect(result.families[forumFamily] ?? 0).toBeGreaterThanOrEqual(3);
      expect(report).toEqual([]);
    }
  });
});
