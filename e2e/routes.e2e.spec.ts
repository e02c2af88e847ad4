import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, passAgeGate } from './support/helpers';

/**
 * Every list route family of docs/product.md § 2 in both languages, aliases and typed text, the 404 page for what names
 * nothing, and a walk of the XML sitemap. Pages are fetched with the request API (server HTML), not loaded in
 * the browser, except one page that checks what only a browser shows (hydration, CSP, the JSON-LD in the DOM).
 */

const headingOf = (html: string) =>
  /data-testid="list-heading"[^>]*>([^<]*)</
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];

async function get(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location, html: await res.text() };
}

test.describe('list routes', () => {
  test('every family answers in both languages with its own heading and a canonical to itself', async ({ request, baseURL }) => {
    const pages: [string, string][] = [
      ['/anonse/', 'Anonse towarzyskie'],
      ['/en/erotic-ads/', 'Erotic ads'],
      ['/anonse/panie/krakow/', 'Panie — Kraków'],
      ['/en/erotic-ads/ladies/krakow/', 'Ladies — Kraków'],
      ['/anonse/warszawa/mokotow/', 'Anonse towarzyskie — Warszawa, Mokotów'],
      ['/anonse-erotyczne/', 'Anonse erotyczne'],
      ['/en/adult-ads/', 'Adult ads'],
      ['/roksa/', 'Towarzystwo i escort'],
      ['/en/escorts/', 'Escorts'],
      ['/roksa/mazowieckie/', 'Towarzystwo i escort — Mazowieckie'],
      ['/masaze-erotyczne/', 'Masaże erotyczne'],
      ['/en/erotic-massages/', 'Erotic massages'],
      ['/uslugi/', 'Usługi'],
      ['/en/services/', 'Services'],
      ['/uslugi/masaz-tantryczny/', 'Masaż tantryczny'],
      ['/en/services/gfe/krakow/', 'Girlfriend experience — Kraków'],
      ['/sitemap/', 'Mapa strony'],
      ['/en/sitemap/', 'Sitemap'],
      ['/sitemap/provinces/malopolskie/', 'Województwo Małopolskie — mapa miast'],
      ['/en/sitemap/regions/krakow/', 'Kraków: map of districts and categories'],
    ];
    const titles = new Set<string>();
    for (const [path, heading] of pages) {
      const page = await get(request, path);
      expect([path, page.status, headingOf(page.html), canonicalOf(page.html)]).toEqual([path, 200, heading, `${baseURL}${path}`]);
      titles.add(/<title>([^<]*)<\/title>/.exec(page.html)![1]!);
    }
    expect(titles.size).toBe(pages.length);
    // The service's description leads its page; the city's own texts follow Kraków's list.
    expect((await get(request, '/uslugi/masaz-tantryczny/')).html).toContain('Powolny masaż całego ciała inspirowany tantrą');
    expect((await get(request, '/en/erotic-ads/krakow/')).html).toContain('Ads in English');
  });

  test('aliases and typed places redirect, other typed text is a noindex search, and what names nothing is the 404 page', async ({
    request,
    baseURL,
  }) => {
    for (const [from, to] of [
      ['/anonse/anonse-ero/', '/anonse-erotyczne/'],
      ['/anonse/anonse-ero/krakow/', '/anonse-erotyczne/krakow/'],
      ['/anonse/Krak%C3%B3w/', '/anonse/krakow/'],
      ['/anonse/ZIELONA%20G%C3%93RA/', '/anonse/zielona-gora/'],
      ['/anonse/panie/%C5%81%C3%B3d%C5%BA/', '/anonse/panie/lodz/'],
      ['/en/erotic-ads/Krakow/', '/en/erotic-ads/krakow/'],
      ['/anonse/?page=0', '/anonse/'],
    ]) {
      const page = await get(request, from);
      expect([from, page.status, page.location?.replace(baseURL!, '')]).toEqual([from, 301, to]);
    }
    const past = await get(request, '/anonse/krakow/?page=500');
    expect(past.status).toBe(302);
    expect(past.location).toMatch(/\/anonse\/krakow\/(\?page=\d+)?$/);

    const text = await get(request, '/anonse/zakopane-centrum/');
    expect(text.status).toBe(200);
    expect(robotsOf(text.html)).toBe('noindex, follow');
    expect(headingOf(text.html)).toBe('Wyniki dla „zakopane centrum”');
    expect(canonicalOf(text.html)).toBe(`${baseURL}/anonse/zakopane-centrum/`);

    for (const [path, texts] of [
      ['/uslugi/nie-ma-takiej-uslugi/', ['Nie znaleziono strony', 'Przykro nam, ale nie udało się znaleźć tej strony']],
      ['/anonse/warszawa/atlantyda/', ['Nie znaleziono strony']],
      ['/anonse/panie/zakopane-centrum/', ['Nie znaleziono strony']],
      ['/en/services/no-such-service/', ['This page could not be found']],
    ] as const) {
      const page = await get(request, path);
      expect([path, page.status]).toEqual([path, 404]);
      for (const t of texts) expect(page.html).toContain(t);
      expect(page.html).toContain('<title>404 Not Found</title>');
    }
  });

  test('a list page hydrates without a CSP violation and carries its breadcrumbs as JSON-LD', async ({ page, context, baseURL }) => {
    await passAgeGate(context, baseURL);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to|hydrat/i.test(m.text())) violations.push(m.text());
    });
    page.on('pageerror', (e) => violations.push(e.message));
    await page.goto('/anonse/krakow/');
    await hydrated(page);
    await expect(page.getByTestId('city-texts')).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      itemListElement: { name: string; item?: string }[];
    };
    expect(ld.itemListElement.map((i) => i.name)).toEqual(['Strona główna', 'Anonse towarzyskie', 'Małopolskie', 'Kraków']);
    expect(ld.itemListElement[2]!.item).toBe(`${baseURL}/anonse/malopolskie/`);
    await expect(page.locator('ol li[aria-current="page"]')).toHaveText('Kraków');
    expect(violations).toEqual([]);
  });
});

test.describe('XML sitemap', () => {
  test('every URL it lists answers 200 with a canonical link to itself', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThanOrEqual(3);
    const urls: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${baseURL}/sitemaps/`)).toBe(true);
      const res = await request.get(file.slice(baseURL!.length));
      expect(res.status()).toBe(200);
      urls.push(...[...(await res.text()).matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(new Set(urls).size).toBe(urls.length);
    // The demo data gives some 1,600 URLs; rendering all of them takes minutes on a loaded CI machine, so the
    // walk takes every k-th URL in sitemap order (first and last included): about 400, every kind of page.
    const step = Math.max(1, Math.ceil(urls.length / 400));
    const walked = urls.filter((_, i) => i % step === 0 || i === urls.length - 1);
    console.log(`sitemap: ${files.length} files, ${urls.length} URLs, walking ${walked.length} (every ${step})`);
    const failures: string[] = [];
    for (let i = 0; i < walked.length; i += 8) {
      await Promise.all(
        walked.slice(i, i + 8).map(async (url) => {
          const res = await request.get(url.slice(baseURL!.length), { maxRedirects: 0 });
          const canonical = canonicalOf(await res.text());
          if (res.status() !== 200 || canonical !== url) failures.push(`${url}: ${res.status()} canonical ${canonical}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
