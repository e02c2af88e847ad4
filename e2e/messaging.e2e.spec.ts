import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { approveViaApi } from './support/moderation';
import {
  confirmEmail,
  createAdViaApi,
  hydrated,
  newAccount,
  passAgeGate,
  registerAndLogIn,
  registerViaApi,
  unique,
} from './support/helpers';
import { ROLE, adminApi, consoleLogIn, newStaff } from './support/staff';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** A real 1 × 1 PNG: the server refuses it for who sends it, not for what it is. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

/** The open conversation's message with this text (exactly one is expected wherever it is used). */
const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

/** Writes in the open conversation's reply box and sends it with Enter. */
async function reply(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('reply-text');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(message(page, text)).toHaveCount(1);
}

async function axe(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    found.push(...violations.map((v) => `${size.width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}

test('messages: a request from an ad, accepted, replies live, nothing lost or doubled offline, a scam warned, reported to the console (its opening logged), a block, the account deleted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);

  // The advertiser: a confirmed account with an approved ad, signed in in a browser of their own.
  const advertiserContext = await browser.newContext({ baseURL });
  await passAgeGate(advertiserContext, baseURL);
  const advertiser = await advertiserContext.newPage();
  const advertiserAccount = newAccount();
  await registerViaApi(advertiser, advertiserAccount);
  await confirmEmail(advertiser, advertiserAccount);
  const title = unique('Wiadomosci ');
  const adId = await createAdViaApi(advertiser, title);
  await approveViaApi(browser, baseURL, adId);

  // A visitor who is not signed in gets a plain link to the login page, which comes back to the ad.
  const visitorContext = await browser.newContext({ baseURL });
  await passAgeGate(visitorContext, baseURL);
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(`/anons/${adId}/`);
    await expect(visitor.getByTestId('ad-message-login')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.getByTestId('ad-message-login')).toHaveAttribute('href', /^\/login\/\?next=%2Fanons%2F/);
  const adPath = new URL(visitor.url()).pathname;

  // The visitor registers, comes back to the ad and writes from it.
  const visitorAccount = newAccount();
  await registerAndLogIn(visitor, visitorAccount);
  await visitor.goto(adPath);
  await hydrated(visitor);
  await visitor.getByTestId('ad-message').click();
  const compose = visitor.getByTestId('compose-dialog');
  await expect(compose).toBeVisible();
  await expect(visitor.getByTestId('compose-text')).toBeFocused();
  const first = 'Dzień dobry, czy termin w piątek jest wolny?';
  await visitor.getByTestId('compose-text').fill(first);
  await expect(visitor.getByTestId('compose-count')).toHaveText(`${[...first].length} / 2000`);
  await visitor.getByTestId('compose-text').press('Enter');
  await expect(visitor.getByTestId('compose-sent')).toBeVisible();
  await visitor.getByTestId('compose-open').click();
  await expect(visitor.getByTestId('thread')).toHaveAttribute('data-status', 'request-sent');
  await expect(message(visitor, first)).toHaveCount(1);
  await hydrated(visitor);

  // It arrives as a request; the advertiser accepts it and answers.
  await advertiser.goto('/dashboard/wiadomosci/?folder=requests');
  await expect(advertiser.getByTestId('conversation-item')).toHaveCount(1, { timeout: 15_000 });
  await advertiser.getByTestId('conversation-item').click();
  await expect(advertiser.getByTestId('request-panel')).toBeVisible();
  await expect(message(advertiser, first)).toHaveCount(1);
  await hydrated(advertiser);
  await advertiser.getByTestId('request-accept').click();
  await expect(advertiser.getByTestId('thread')).toHaveAttribute('data-status', 'accepted');
  const answer = 'Tak, piątek o 18:00 jest wolny.';
  await reply(advertiser, answer);

  // The reply arrives live on the visitor's open conversation, with no reload.
  await expect(message(visitor, answer)).toHaveCount(1, { timeout: 15_000 });
  await expect(visitor.getByTestId('thread')).toHaveAttribute('data-status', 'accepted');
  expect(await axe(visitor), 'axe violations on the open conversation').toEqual([]);

  // The visitor goes offline; three messages are sent meanwhile; back online, each is there once.
  await visitorContext.setOffline(true);
  const offline = ['Pierwsza wiadomość', 'Druga wiadomość', 'Trzecia wiadomość'];
  for (const text of offline) await reply(advertiser, text);
  await visitorContext.setOffline(false);
  for (const text of offline) await expect(message(visitor, text)).toHaveCount(1, { timeout: 20_000 });
  await expect(visitor.getByTestId('message')).toHaveCount(2 + offline.length);

  // A scam message is flagged beside itself.
  const scam = 'Przed spotkaniem wpłać zaliczkę 200 zł, inaczej nie potwierdzę terminu.';
  await reply(advertiser, scam);
  await expect(message(visitor, scam).getByTestId('message-scam-warning')).toBeVisible({ timeout: 15_000 });
  await expect(message(visitor, answer).getByTestId('message-scam-warning')).toHaveCount(0);

  // The conversation is accepted, so the reply box offers photos; the visitor's account is new, so its photo is refused in words.
  await expect(visitor.getByTestId('reply-attach')).toBeVisible();
  await visitor.getByTestId('reply-photo-input').setInputFiles({ name: 'zdjecie.png', mimeType: 'image/png', buffer: PNG });
  await expect(visitor.getByTestId('reply-photo-error')).toHaveText(/^Nowe konta nie mogą wysyłać zdjęć/);
  await visitor.getByTestId('reply-photo-remove').press('Enter');
  await expect(visitor.getByTestId('reply-photo')).toHaveCount(0);

  // The visitor answers (the header's count on the advertiser's side is live too), then reports the conversation.
  await reply(visitor, 'Nie wpłacę zaliczki.');
  await visitor.getByTestId('thread-report').click();
  const report = visitor.getByTestId('conversation-report-dialog');
  await expect(report).toBeVisible();
  await visitor.getByTestId('conversation-report-send').click();
  await expect(report.getByRole('alert')).toBeVisible();
  await visitor.getByTestId('conversation-report-reason-scam').check();
  await visitor.getByTestId('conversation-report-send').click();
  await expect(visitor.getByTestId('conversation-report-thanks')).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(report).toBeHidden();

  // The advertiser blocks the visitor, who can no longer write.
  await advertiser.getByTestId('thread-block').click();
  await expect(advertiser.getByTestId('thread-block')).toHaveText(/Odblokuj/);
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByTestId('thread-cannot-write')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.getByTestId('reply-text')).toHaveCount(0);

  // A moderator finds the reported conversation in the console and opens it: the reports and the messages around them.
  const admin = await adminApi(browser, baseURL);
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  await consoleLogIn(moderator.page, moderator.account);
  await expect(async () => {
    await moderator.page.goto('/admin/conversations');
    await expect(moderator.page.getByTestId('conversation-reason').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await moderator.page.getByTestId('conversation-reason').first().click();
  await expect(moderator.page.getByTestId('conversation-report')).toHaveCount(1);
  await expect(moderator.page.getByTestId('conversation-window')).toContainText(scam);
  await expect(moderator.page.getByTestId('conversation-action-warn')).toBeVisible();
  // The opening is in the data access log, under the moderator's name.
  await expect(async () => {
    const filter = encodeURIComponent(JSON.stringify({ viewer: moderator.account.login, what: 'conversation' }));
    const views = await admin.request.get(`/api/admin/audit/data-access?filter=${filter}`);
    expect(views.status()).toBe(200);
    expect((await views.json()) as unknown[]).not.toHaveLength(0);
  }).toPass({ timeout: 15_000 });

  // The visitor deletes the account: the advertiser keeps the conversation, where the visitor's messages read "deleted".
  await visitor.goto('/dashboard/ustawienia/');
  await hydrated(visitor);
  await visitor.getByTestId('delete-account-login').fill(visitorAccount.login);
  await visitor.getByTestId('delete-account-password').fill(visitorAccount.password);
  await visitor.getByTestId('delete-account-submit').click();
  await expect(visitor.getByTestId('account-menu')).toHaveCount(0, { timeout: 15_000 });
  await expect(async () => {
    await advertiser.reload();
    await expect(message(advertiser, 'Wiadomość usunięta').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(message(advertiser, first)).toHaveCount(0);
  await expect(message(advertiser, answer)).toHaveCount(1);

  await Promise.all([advertiserContext.close(), visitorContext.close(), moderator.context.close(), admin.context().close()]);
});
