import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, passAgeGate } from './support/helpers';

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA, and axe's best practices) on every public page family, in
 * both languages, on a desktop and on a phone viewport — with the age gate accepted, and once with the gate
 * shown. Zero violations is the bar; a failure lists each violation with its rule, its help text and the
 * selectors of the offending nodes.
 *
 * Pages that are found from another page (an ad, a salon, an article) are looked up in the server HTML of their
 * list, so the spec needs no knowledge of the demo data.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

type Lang = 'pl' | 'en';

/** Where a page is: a fixed path, or the first link matching `link` on the list page `from`. */
type Target = { path: string } | { from: string; link: RegExp };

interface PageCase {
  name: string;
  pl: Target;
  /** null: the page exists in Polish only (docs/product.md § 2). */
  en: Target | null;
  /** The status the page must answer (the 404 page answers 404). */
  status?: number;
}

const PAGES: PageCase[] = [
  { name: 'home', pl: { path: '/' }, en: { path: '/en/' } },
  { name: 'ad list: all ads', pl: { path: '/anonse/' }, en: { path: '/en/erotic-ads/' } },
  { name: 'ad list: province', pl: { path: '/anonse/mazowieckie/' }, en: { path: '/en/erotic-ads/mazowieckie/' } },
  { name: 'ad list: city', pl: { path: '/anonse/krakow/' }, en: { path: '/en/erotic-ads/krakow/' } },
  { name: 'ad list: district', pl: { path: '/anonse/warszawa/mokotow/' }, en: { path: '/en/erotic-ads/warszawa/mokotow/' } },
  { name: 'ad list: category', pl: { path: '/anonse/panie/' }, en: { path: '/en/erotic-ads/ladies/' } },
  { name: 'ad list: category and city', pl: { path: '/roksa/mazowieckie/' }, en: { path: '/en/escorts/mazowieckie/' } },
  { name: 'service index', pl: { path: '/uslugi/' }, en: { path: '/en/services/' } },
  {
    name: 'ad detail',
    pl: { from: '/anonse/mazowieckie/', link: /href="(\/anons\/(?!add\/|promoPage\/)[^"/]+\/[^"]*)"/ },
    en: { from: '/en/erotic-ads/mazowieckie/', link: /href="(\/en\/erotic-ad\/[^"/]+\/[^"]*)"/ },
  },
  { name: 'search', pl: { path: '/search/?city=warszawa' }, en: { path: '/en/search/?city=warszawa' } },
  { name: 'sitemap', pl: { path: '/sitemap/' }, en: { path: '/en/sitemap/' } },
  { name: 'sitemap: province', pl: { path: '/sitemap/provinces/malopolskie/' }, en: { path: '/en/sitemap/provinces/malopolskie/' } },
  { name: 'sitemap: city', pl: { path: '/sitemap/regions/krakow/' }, en: { path: '/en/sitemap/regions/krakow/' } },
  { name: 'static: terms', pl: { path: '/regulamin/' }, en: { path: '/en/regulations/' } },
  { name: 'static: privacy', pl: { path: '/polityka-prywatnosci/' }, en: { path: '/en/privacy-policy/' } },
  { name: 'static: advertising', pl: { path: '/reklama/' }, en: { path: '/en/ad/' } },
  { name: 'static: about', pl: { path: '/o-nas/' }, en: { path: '/en/about-us/' } },
  { name: 'static: contact', pl: { path: '/kontakt/' }, en: { path: '/en/contact/' } },
  { name: 'static: security', pl: { path: '/bezpieczenstwo/' }, en: { path: '/en/security/' } },
  { name: 'static: ad types', pl: { path: '/rodzaje-ogloszen/' }, en: { path: '/en/types-of-ads/' } },
  { name: 'static: promotion', pl: { path: '/promowanie-ogloszen/' }, en: { path: '/en/promo-ads/' } },
  { name: 'static: pricing', pl: { path: '/cennik/' }, en: { path: '/en/pricing/' } },
  { name: 'salons', pl: { path: '/salony-masazu/' }, en: { path: '/en/erotic-massage-parlors/' } },
  { name: 'salons: city', pl: { path: '/salony-masazu/warszawa/' }, en: { path: '/en/erotic-massage-parlors/warszawa/' } },
  {
    name: 'salon',
    pl: { from: '/salony-masazu/', link: /href="(\/salon-masazu\/(?!create\/|edit\/)[^"/]+\/)"/ },
    en: { from: '/en/erotic-massage-parlors/', link: /href="(\/en\/erotic-massage-parlor\/(?!create\/|edit\/)[^"/]+\/)"/ },
  },
  { name: 'blog', pl: { path: '/blog/' }, en: { path: '/en/blog/' } },
  {
    name: 'blog article',
    pl: { from: '/blog/', link: /href="(\/blog\/[^"?#]+\/)"/ },
    en: { from: '/en/blog/', link: /href="(\/en\/blog\/[^"?#]+\/)"/ },
  },
  { name: 'guides', pl: { path: '/poradniki/' }, en: { path: '/en/poradniki/' } },
  { name: 'stories', pl: { path: '/opowiadania-erotyczne/' }, en: null },
  { name: 'news', pl: { path: '/aktualnosci/' }, en: { path: '/en/news/' } },
  { name: 'login', pl: { path: '/login/' }, en: { path: '/en/login/' } },
  { name: 'register', pl: { path: '/register/' }, en: { path: '/en/register/' } },
  { name: 'forgot password', pl: { path: '/forgot-password/' }, en: { path: '/en/forgot-password/' } },
  { name: '404', pl: { path: '/nie-ma-takiej-strony/' }, en: { path: '/en/no-such-page/' }, status: 404 },
];

/**
 * The last matching link of the list that still answers 200: the specs running beside this one add ads and delete
 * them, and theirs are the newest, listed first (the demo data's are the stable ones).
 */
async function resolveTarget(request: APIRequestContext, target: Target): Promise<string> {
  if ('path' in target) return target.path;
  const res = await request.get(target.from, { headers: { cookie: 'adultContent=true' } });
  expect(res.status(), `${target.from}, where the page is looked up, answers ${res.status()}`).toBe(200);
  const links = [...(await res.text()).matchAll(new RegExp(target.link.source, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'));
  expect(links.length, `no link matching ${target.link} on ${target.from}`).toBeGreaterThan(0);
  for (const path of links.reverse())
    if ((await request.get(path, { headers: { cookie: 'adultContent=true' }, maxRedirects: 0 })).status() === 200) return path;
  return links[0]!;
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.length} node(s): ` +
      v.nodes
        .slice(0, 6)
        .map((n) => n.target.join(' '))
        .join(' | '),
  );
}

/**
 * The page at its path, audited at each of `viewports` in turn: one load, the layout re-flowed by a resize. English
 * pages are audited on the desktop only: a page's markup and styles are the same in both languages and its phone
 * layout is audited in Polish, while what changes with the language (texts, names, `lang`) shows on any viewport.
 * The phone pass of 35 English pages cost two minutes of CI.
 */
type Viewports = Readonly<Record<string, { readonly width: number; readonly height: number }>>;

async function audit(page: Page, path: string, expectedStatus: number, viewports: Viewports = VIEWPORTS): Promise<string[]> {
  await page.setViewportSize(VIEWPORTS.desktop);
  const res = await page.goto(path, { waitUntil: 'load' });
  // A wrong status is listed with the violations, so one run names every problem of every page.
  if (res?.status() !== expectedStatus) return [`${path} answers ${res?.status()}, not ${expectedStatus}`];
  // Hydration may change the DOM (client-only widgets, focus management): audit what a visitor ends up with.
  await hydrated(page).catch(() => undefined);
  const found: string[] = [];
  for (const [name, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    // Violations only: axe then builds and sends no node lists for the rules a page passes, most of an audit's cost.
    const results = await new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    found.push(...describeViolations(results.violations).map((v) => `${path} (${name}): ${v}`));
  }
  return found;
}

/**
 * Two tests per language walk every family, half each: a browser context per page and a load per viewport cost more
 * than the audits themselves (140 tests took minutes), while one test per language came within a minute of its limit
 * on a loaded machine. Every violation of every page of a half is still listed in one failure.
 */
const VIEWPORTS_OF: Record<Lang, Viewports> = { pl: VIEWPORTS, en: { desktop: VIEWPORTS.desktop } };
const HALVES = [PAGES.slice(0, Math.ceil(PAGES.length / 2)), PAGES.slice(Math.ceil(PAGES.length / 2))] as const;

for (const lang of ['pl', 'en'] as const satisfies readonly Lang[]) {
  HALVES.forEach((pages, half) => {
    const gate = half === 0 ? ', the age gate shown and accepted' : ', the age gate accepted';
    const where = lang === 'pl' ? 'on a desktop and a phone' : 'on a desktop';
    test(`accessibility, ${lang}, part ${half + 1} of 2: public page families ${where}${gate}`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(6 * 60_000);
      const violations: string[] = [];
      if (half === 0) {
        const home = lang === 'pl' ? '/' : '/en/';
        violations.push(...(await audit(page, home, 200, VIEWPORTS_OF[lang])));
        await expect(page.getByTestId('age-gate')).toBeVisible();
      }

      await passAgeGate(context, baseURL);
      for (const pageCase of pages) {
        const target = pageCase[lang];
        if (!target) continue;
        const path = await resolveTarget(request, target);
        violations.push(...(await audit(page, path, pageCase.status ?? 200, VIEWPORTS_OF[lang])));
        await expect(page.getByTestId('age-gate'), `no age gate on ${path} once accepted`).toHaveCount(0);
      }
      expect(violations, 'axe violations').toEqual([]);
    });
  });
}
