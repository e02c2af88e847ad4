import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import { approveViaApi } from './moderation';

/** A visitor who already passed the age gate (cookie adultContent=true, as the gate sets it). */
export async function passAgeGate(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = new URL(baseURL ?? 'http://127.0.0.1:3300');
  await context.addCookies([
    {
      name: 'adultContent',
      value: 'true',
      domain: url.hostname,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 2_592_000,
      sameSite: 'Lax',
    },
  ]);
}

/** Unique enough for one run: e2e data lives in a fresh store each run. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Hour prices written on a card ("300 zł / godz.", "300 PLN / hour"). */
export function pricesIn(text: string): number[] {
  return [...text.replace(/\u00a0/g, ' ').matchAll(/(\d+)\s*(?:zł \/ godz|PLN \/ hour)/gi)].map((m) => Number(m[1]));
}

export interface Account {
  login: string;
  email: string;
  password: string;
}

export function newAccount(): Account {
  const login = unique('e2e');
  return { login, email: `${login}@example.test`, password: 'e2e-User-password-1' };
}

/** Fills the first matching field among several plausible names. */
async function fill(page: Page, scope: string, names: string[], value: string): Promise<boolean> {
  for (const name of names) {
    const field = page.locator(`${scope} [name="${name}"]`);
    if ((await field.count()) > 0) {
      await field.first().fill(value);
      return true;
    }
  }
  return false;
}

/**
 * Registers through `/register/` (register-form; a successful registration signs in and goes home), starts
 * a fresh session, then logs in through `/login/` (login-form).
 */
export async function registerAndLogIn(page: Page, account: Account): Promise<void> {
  await page.goto('/register/');
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  const scope = '[data-testid="register-form"]';
  await fill(page, scope, ['login'], account.login);
  await fill(page, scope, ['email'], account.email);
  await fill(page, scope, ['password'], account.password);
  await fill(page, scope, ['password_confirmation'], account.password);
  await form.locator('input[name="terms"]').check();
  await form.getByTestId('register-submit').click();
  await expect(page).not.toHaveURL(/\/register\/$/);

  // A new session: forget the registration's session cookie, keep the age-gate consent.
  const origin = new URL(page.url()).origin;
  await page.context().clearCookies();
  await passAgeGate(page.context(), origin);
  await logIn(page, account);
}

export async function logIn(page: Page, account: Pick<Account, 'login' | 'password'>): Promise<void> {
  await page.goto('/login/');
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  await fill(page, '[data-testid="login-form"]', ['login'], account.login);
  await fill(page, '[data-testid="login-form"]', ['password'], account.password);
  await form.getByTestId('login-submit').click();
  // docs/product.md § 4: a successful login goes to the home page.
  await expect(page).not.toHaveURL(/\/login\/$/);
  await expect(page.getByTestId('account-menu').first()).toBeVisible();
}

/** Reloads `path` until `check` passes: projections are asynchronous (read-your-writes is bounded). */
export async function eventually(page: Page, path: string, check: () => Promise<void>, timeout = 20_000): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout, intervals: [250, 500, 1000, 2000] });
}

/** Sets a form control by name: text inputs are filled, selects get the option by value (or label). */
export async function setField(page: Page, scope: string, names: string[], value: string): Promise<boolean> {
  for (const name of names) {
    const field = page.locator(`${scope} [name="${name}"]`).first();
    if ((await field.count()) === 0) continue;
    const tag = await field.evaluate((el) => el.tagName.toLowerCase());
    if (tag === 'select') {
      await field.selectOption(value).catch(() => field.selectOption({ label: value }));
    } else {
      await field.fill(value);
    }
    return true;
  }
  return false;
}

/** A valid ad for `CreateAdInput` (contracts/src/ads): Warszawa, 300 zł per hour. */
export function sampleAd(title: string) {
  return {
    title,
    description: 'Spokojne, dyskretne spotkania w centrum miasta. Tekst testowy e2e, w pełni fikcyjny.',
    category: 'kobieta',
    province: 'mazowieckie',
    city: 'warszawa',
    phone: '+48 600 100 200',
    age: 30,
    languages: [],
    outcalls: 2 as const,
    services: [],
    workingHours: { from: 10, to: 22 },
    prices: { hour: 300 },
  };
}

/** Registers (and signs in) through the JSON API with the double-submit CSRF token; returns nothing. */
export async function registerViaApi(page: Page, account: Account): Promise<void> {
  const xsrf = await csrf(page);
  const res = await page.request.post('/api/register', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      login: account.login,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      terms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Creates an ad through the JSON API for the signed-in user; returns its id. */
export async function createAdViaApi(
  page: Page,
  title: string,
  prices: { hour: number } = { hour: 300 },
  place: Partial<Pick<ReturnType<typeof sampleAd>, 'province' | 'city'>> = {},
): Promise<string> {
  const xsrf = await csrf(page);
  const res = await page.request.post('/api/anonse', { headers: { 'X-XSRF-TOKEN': xsrf }, data: { ...sampleAd(title), ...place, prices } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Confirms a new account's address the way its owner does: the link of the confirmation message the run's mail
 * catcher received (the server's SMTP_URL), opened in the signed-in browser, its button pressed (the page never
 * confirms on load, so a mail scanner cannot).
 */
export async function confirmEmail(page: Page, account: Pick<Account, 'email'>): Promise<void> {
  const link = linkIn(await waitForMail(account.email, /^(Potwierdź swój adres e-mail|Confirm your e-mail address) /));
  // A context made only for the API has not passed the age gate (its dialog would cover the page).
  await passAgeGate(page.context(), new URL((await page.request.get('/healthz')).url()).origin);
  await page.goto(`${link.pathname}${link.search}`);
  await hydrated(page);
  await page.getByTestId('confirm-email-submit').click();
  await expect(page.getByTestId('confirm-email-done')).toBeVisible();
}

async function csrf(page: Page): Promise<string> {
  await page.request.post('/sanctum/csrf-cookie').catch(() => undefined);
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    const res = await page.request.get('/sanctum/csrf-cookie');
    expect(res.ok(), 'XSRF-TOKEN cookie from /sanctum/csrf-cookie').toBe(true);
  }
  return decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

/**
 * Posts an ad as a fresh advertiser (its address confirmed) and approves it as the demo administrator, both through the JSON API,
 * each in a context of its own; returns the ad's id once the approval was accepted.
 */
export async function publishAdViaApi(
  browser: Browser,
  baseURL: string | undefined,
  title: string,
  prices?: { hour: number },
): Promise<string> {
  const advertiserContext = await browser.newContext({ baseURL });
  const advertiser = await advertiserContext.newPage();
  const account = newAccount();
  await registerViaApi(advertiser, account);
  await confirmEmail(advertiser, account);
  const id = await createAdViaApi(advertiser, title, prices);
  await advertiserContext.close();

  await approveViaApi(browser, baseURL, id);
  return id;
}

/**
 * The page answers to its scripts: the application has hydrated, or, on a page a visitor reads without it
 * (docs/architecture.md § Islands), every island shown with the page has started.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => '__reactRouterDataRouter' in window || document.documentElement.dataset.islands === 'ready', undefined, {
    timeout: 15_000,
  });
