import { expect, test, type Page } from '@playwright/test';
import { hydrated, passAgeGate } from './support/helpers';

/**
 * The public shell (docs/product.md § 2, § 8, § 9): header and footer links in both languages and on a phone, the loading bar,
 * a code chunk that fails to load, and the age gate as a modal. The blog and salon pages are built elsewhere: their
 * links are checked by href here, not by status.
 */

const TABS = {
  pl: [
    '/',
    '/anonse/panie/',
    '/masaze-erotyczne/',
    '/salony-masazu/',
    '/anonse/pary/',
    '/anonse/klimat-gfe/',
    '/anonse/sex-telefon-pokazy/',
    '/anonse/bdsm/',
    '/anonse/panowie/',
    '/anonse/trans/',
  ],
  en: [
    '/en/',
    '/en/erotic-ads/ladies/',
    '/en/erotic-massages/',
    '/en/erotic-massage-parlors/',
    '/en/erotic-ads/couples/',
    '/en/erotic-ads/gfe-climate/',
    '/en/erotic-ads/phone-and-shows/',
    '/en/erotic-ads/bdsm/',
    '/en/erotic-ads/gentlemen/',
    '/en/erotic-ads/trans/',
  ],
};

const FOOTER = {
  pl: {
    home: '/',
    terms: '/regulamin/',
    privacy: '/polityka-prywatnosci/',
    advertising: '/reklama/',
    about: '/o-nas/',
    news: '/aktualnosci/',
    contact: '/kontakt/',
    security: '/bezpieczenstwo/',
    adTypes: '/rodzaje-ogloszen/',
    promoInfo: '/promowanie-ogloszen/',
    blog: '/blog/',
    guides: '/poradniki/',
    stories: '/opowiadania-erotyczne/',
    escortArticle: '/blog/kim-jest-escort/',
    escorts: '/roksa/',
    login: '/login/',
    register: '/register/',
    addAd: '/dodaj-anons/',
    pricing: '/cennik/',
    sitemap: '/sitemap/',
    sitemapRegions: '/sitemap/regions/',
    sitemapProvinces: '/sitemap/provinces/',
    categoryMap: '/sitemap/#sitemap-categories',
    liveSex: '/anonse/sex-telefon-pokazy/',
    salons: '/salony-masazu/',
  },
  en: {
    home: '/en/',
    terms: '/en/regulations/',
    privacy: '/en/privacy-policy/',
    advertising: '/en/ad/',
    about: '/en/about-us/',
    news: '/en/news/',
    contact: '/en/contact/',
    security: '/en/security/',
    adTypes: '/en/types-of-ads/',
    promoInfo: '/en/promo-ads/',
    blog: '/en/blog/',
    guides: '/en/poradniki/',
    escorts: '/en/escorts/',
    login: '/en/login/',
    register: '/en/register/',
    addAd: '/en/add-ad/',
    pricing: '/en/pricing/',
    sitemap: '/en/sitemap/',
    sitemapRegions: '/en/sitemap/regions/',
    sitemapProvinces: '/en/sitemap/provinces/',
    categoryMap: '/en/sitemap/#sitemap-categories',
    liveSex: '/en/erotic-ads/phone-and-shows/',
    salons: '/en/erotic-massage-parlors/',
  },
};

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const linkMap = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) => Object.fromEntries(links.map((a) => [a.getAttribute('data-link-id'), a.getAttribute('href')])));

test.describe('header and footer (docs/product.md § 2)', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  for (const locale of ['pl', 'en'] as const) {
    test(`every header and footer link goes to its route-table path (${locale})`, async ({ page }) => {
      const home = locale === 'pl' ? '/' : '/en/';
      await page.goto(home);
      expect(await hrefs(page, '[data-testid="header-tabs"] a')).toEqual(TABS[locale]);
      const footer = await linkMap(page, '[data-testid="footer"] a[data-link-id]');
      expect(footer).toEqual(FOOTER[locale]);
      await expect(page.getByTestId('header-add-ad')).toHaveAttribute('href', FOOTER[locale].addAd);
      await expect(page.getByTestId('header-register')).toHaveAttribute('href', FOOTER[locale].register);
      await expect(page.getByTestId('header-login')).toHaveAttribute('href', FOOTER[locale].login);
      await expect(page.getByTestId('lang-switch-pl')).toHaveAttribute('href', '/');
      await expect(page.getByTestId('lang-switch-en')).toHaveAttribute('href', '/en/');
      // Only the configured network (SOCIAL_FACEBOOK_URL in the e2e server's environment) is shown.
      await expect(page.getByTestId('footer-social').locator('a')).toHaveCount(1);
      await expect(page.getByTestId('footer-social').locator('a')).toHaveAttribute('href', 'https://www.facebook.com/anonse.example');
      await expect(page.getByTestId('copyright')).toContainText(`2021–${new Date().getFullYear()}`);

      // The pages that exist in this build answer; the active tab is the page shown.
      await page.locator(`[data-testid="header-tabs"] a[href="${TABS[locale][1]}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${TABS[locale][1]}$`));
      await expect(page.locator(`[data-testid="header-tabs"] a[href="${TABS[locale][1]}"]`)).toHaveAttribute('aria-current', 'page');
      await expect(page.locator(`[data-testid="header-tabs"] a[href="${home}"]`)).not.toHaveAttribute('aria-current', 'page');
    });
  }

  test('on a phone the icon menu has the same entries, and the bar stays 70 px high', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    await hydrated(page);
    expect(await page.getByTestId('site-header').evaluate((h) => (h.firstElementChild as HTMLElement).getBoundingClientRect().height)).toBe(
      70,
    );
    await expect(page.getByTestId('header-actions')).toBeHidden();
    await page.getByTestId('mobile-menu').click();
    const panel = page.getByTestId('mobile-menu-panel');
    await expect(panel).toBeVisible();
    expect(await linkMap(page, '[data-testid="mobile-menu-panel"] a')).toEqual({
      home: '/en/',
      ...Object.fromEntries(
        ['panie', 'massages', 'salons', 'pary', 'klimat-gfe', 'sex-telefon-pokazy', 'bdsm', 'panowie', 'trans'].map((id, i) => [
          id,
          TABS.en[i + 1],
        ]),
      ),
      addAd: '/en/add-ad/',
      register: '/en/register/',
      login: '/en/login/',
      'lang-pl': '/',
      'lang-en': '/en/',
    });
    // Escape closes it and leaves focus on its button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('mobile-menu')).toBeFocused();
    // A link in it navigates and closes it.
    await page.getByTestId('mobile-menu').click();
    await panel.locator('a[data-link-id="pary"]').click();
    await expect(page).toHaveURL(/\/en\/erotic-ads\/couples\/$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('feels instant (docs/product.md § 9)', () => {
  test.beforeEach(async ({ context, baseURL }) => passAgeGate(context, baseURL));

  test('the loading bar shows on a slow navigation, completes and hides, and never shows on a fast one', async ({ page }) => {
    const bodies = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
    let mode: 'slow' | 'stored' = 'slow';
    // A visitor's list page is read without the application (docs/architecture.md § Islands): the next page is a
    // document load; a hydrated page asks for `.data`. Either is slowed, or answered at once from what was stored.
    const isNavigation = (url: URL, type: string) =>
      /\.data$/.test(url.pathname) || (type === 'document' && /^\/anonse\/(panie|pary)\/$/.test(url.pathname));
    await page.route(
      (url) => /\.data$/.test(url.pathname) || /^\/anonse\/(panie|pary)\/$/.test(url.pathname),
      async (route) => {
        const request = route.request();
        const url = request.url();
        const wanted =
          isNavigation(new URL(url), request.resourceType()) &&
          (request.resourceType() === 'fetch' || request.resourceType() === 'document');
        const stored = bodies.get(url);
        // A page fetched ahead (the prefetcher) would make the slow trip fast, and keep the server busy in the fast one.
        if (!wanted) return route.abort();
        if (mode === 'stored' && stored) return route.fulfill(stored);
        if (mode === 'slow') await new Promise((r) => setTimeout(r, 1500));
        const response = await route.fetch();
        // Without speculation rules: a page the browser fetched ahead by them would not pass through this route.
        const body = (await response.body()).toString('utf8').replace(/<script type="speculationrules"[^>]*>[^<]*<\/script>/, '');
        const { 'content-length': _length, ...headers } = response.headers();
        const entry = { status: response.status(), headers, body: Buffer.from(body) };
        if (wanted) bodies.set(url, entry);
        return route.fulfill(entry);
      },
    );
    // When the bar first showed, counted from the click that started the navigation; reported to the test, so the
    // figure outlives the page that showed the bar when the next page is a new document. The page reports the bar as
    // it shows (its role, name and whether it is drawn): while a document load is pending, the test's own locators
    // wait for the next document and cannot see the page that still shows.
    interface BarSeen {
      after: number;
      role: string | null;
      label: string | null;
      visible: boolean;
    }
    let barSeen: BarSeen | null = null;
    // A click reports null: the bar of the navigation it starts is yet to come.
    await page.exposeFunction('reportBar', (seen: BarSeen | null) => {
      if (!seen) barSeen = null;
      else barSeen ??= seen;
    });
    await page.addInitScript(() => {
      let clickAt = 0;
      let reported = false;
      const report = (seen: unknown) => void (window as unknown as { reportBar: (seen: unknown) => Promise<void> }).reportBar(seen);
      document.addEventListener(
        'click',
        () => {
          clickAt = performance.now();
          reported = false;
          report(null);
        },
        true,
      );
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-testid="loading-bar"]');
        if (reported || !clickAt || !bar) return;
        reported = true;
        const box = bar.getBoundingClientRect();
        report({
          after: performance.now() - clickAt,
          role: bar.getAttribute('role'),
          label: bar.getAttribute('aria-label'),
          visible: box.width > 0 && box.height > 0 && getComputedStyle(bar).visibility !== 'hidden',
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/anonse/panie/');
    await hydrated(page);
    const barAfter = () => Promise.resolve((barSeen as BarSeen | null)?.after ?? null);
    const bar = page.getByTestId('loading-bar');
    const tab = (path: string) => page.locator(`[data-testid="header-tabs"] a[href="${path}"]`);

    await tab('/anonse/pary/').click();
    await expect.poll(() => (barSeen as BarSeen | null)?.visible ?? false).toBe(true);
    expect((barSeen as BarSeen | null)?.role).toBe('progressbar');
    expect((barSeen as BarSeen | null)?.label).toBe('Wczytywanie strony');
    // Not before the 200 ms throttle.
    expect(await barAfter()).toBeGreaterThanOrEqual(190);
    await expect(page).toHaveURL(/\/anonse\/pary\/$/);
    await expect(bar).toHaveCount(0);

    // Back to the first list slowly too, so both lists' data is at hand for the fast trips.
    await tab('/anonse/panie/').click();
    await expect(page).toHaveURL(/\/anonse\/panie\/$/);
    await expect(bar).toHaveCount(0);

    // Data answered at once: no bar. A busy test machine may stall a trip past 200 ms, so of three trips one must
    // go without it, and a bar that does show never comes before the throttle.
    mode = 'stored';
    const withoutBar: boolean[] = [];
    for (const path of ['/anonse/pary/', '/anonse/panie/', '/anonse/pary/']) {
      await tab(path).click();
      await expect(tab(path)).toHaveAttribute('aria-current', 'page');
      await expect(bar).toHaveCount(0);
      const after = await barAfter();
      if (after !== null) expect(after).toBeGreaterThanOrEqual(190);
      withoutBar.push(after === null);
    }
    expect(withoutBar).toContain(true);
    // Prefetches still held back by the slow route must not outlive the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a page chunk that fails to load once reloads the page, and then the page opens', async ({ page }) => {
    // No prefetching here (data saver): the click below is the first time the login page's code is asked for.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }),
    );
    let aborted = 0;
    // The login page's code: its route module in the application, its form's island on a visitor's page.
    await page.route(/\/assets\/(login|island-LoginForm)-[^/]*\.js$/, async (route) => {
      if (aborted === 0) {
        aborted++;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByTestId('header-login').click();
    await expect.poll(() => loads.length).toBeGreaterThan(0);
    expect(aborted).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    // After the reload the code loads: the login page opens (by the link again when the reload kept the old page).
    if (!/\/login\/$/.test(page.url())) {
      await hydrated(page);
      await page.getByTestId('header-login').click();
    }
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page.locator('input[name="login"]')).toBeVisible();
  });
});

test.describe('age gate as a modal (docs/product.md § 4)', () => {
  test('focus stays inside, Escape does not dismiss it, the page behind is inert; accepting returns focus to the page', async ({
    page,
  }) => {
    await page.goto('/');
    const gate = page.getByTestId('age-gate');
    const accept = page.getByTestId('age-gate-accept');
    await expect(accept).toBeFocused();
    await expect(accept).toHaveText('Mam 18 lat, wchodzę');
    // The words quote the button.
    await expect(gate).toContainText('Klikając „Mam 18 lat, wchodzę”');
    expect(await page.locator('header').evaluate((h) => (h as HTMLElement).inert || !!h.closest('[inert]'))).toBe(true);

    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await gate.evaluate((g) => g.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();

    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(gate).toHaveCount(0);
    expect(await page.locator('header').evaluate((h) => (h as HTMLElement).inert || !!h.closest('[inert]'))).toBe(false);
    // Nothing had focus before the gate: the next Tab starts at the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
  });
});
