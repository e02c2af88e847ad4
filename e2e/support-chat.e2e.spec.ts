import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, newAccount, passAgeGate, registerAndLogIn, unique } from './support/helpers';
import { ROLE, adminApi, consoleLogIn, newStaff } from './support/staff';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

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

/** The person's chat message with this text (exactly one expected). */
const said = (page: Page, text: string) => page.getByTestId('support-chat-message').filter({ hasText: text });

/** Writes in the chat box and sends it with Enter, as a keyboard user does. */
async function write(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('support-chat-text');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(said(page, text)).toHaveCount(1);
}

test('support chat: a person writes from the dashboard, a moderator answers in the console inbox, both see the other live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser, baseURL);

  // The person: signed in, the dashboard's "Czat z obsługą".
  const personContext = await browser.newContext({ baseURL });
  await passAgeGate(personContext, baseURL);
  const person = await personContext.newPage();
  const account = newAccount();
  await registerAndLogIn(person, account);
  await person.goto('/dashboard/');
  await person.getByTestId('dashboard-nav').getByRole('link', { name: 'Czat z obsługą' }).click();
  await expect(person).toHaveURL(/\/dashboard\/czat\/$/);
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Czat z obsługą');
  await expect(person.getByTestId('support-chat-empty')).toBeVisible();
  await expect(person.getByTestId('support-chat-presence')).toBeVisible();
  await hydrated(person);
  const first = `Nie widzę punktów po płatności, ${unique('sprawa ')}`;
  await write(person, first);

  // A moderator finds the chat at the top of the one inbox, waiting for an answer, and opens it.
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  await consoleLogIn(moderator.page, moderator.account);
  await moderator.page.goto('/admin/support');
  const row = moderator.page.getByTestId('support-chat-row').filter({ hasText: account.login });
  await expect(row).toContainText('czeka na odpowiedź', { timeout: 15_000 });
  await expect(moderator.page.getByTestId('support-table').or(moderator.page.getByTestId('support-empty'))).toBeVisible();
  await row.click();
  const thread = moderator.page.getByTestId('support-chat-thread');
  await expect(thread).toContainText(first);

  // The person writes again while the moderator's page is open: it appears there without a reload.
  const second = 'Płaciłam BLIK-iem o 10:15.';
  await write(person, second);
  await expect(thread.getByTestId('support-chat-admin-message').filter({ hasText: second })).toHaveCount(1, { timeout: 15_000 });
  // Someone is there now, and the person is told so with the answer to what they sent.
  await expect(person.getByTestId('support-chat-presence')).toHaveAttribute('data-online', 'true');

  // The moderator answers from a canned reply, edited; it reaches the person live.
  await moderator.page.getByRole('combobox', { name: 'Gotowa odpowiedź' }).click();
  await moderator.page.getByRole('option', { name: 'Sprawdzamy' }).click();
  const answer = moderator.page.getByTestId('support-chat-reply-text');
  await expect(answer).toHaveValue(/^Dziękujemy, sprawdzamy to teraz/);
  await answer.fill('Dziękujemy, sprawdzamy płatność BLIK z 10:15.');
  await moderator.page.getByTestId('support-chat-reply-send').click();
  await expect(thread.getByTestId('support-chat-admin-message').filter({ hasText: 'sprawdzamy płatność BLIK' })).toHaveCount(1);
  const staffSaid = said(person, 'sprawdzamy płatność BLIK');
  await expect(staffSaid).toHaveCount(1, { timeout: 15_000 });
  await expect(staffSaid).toHaveAttribute('data-author', 'staff');
  await expect(person.getByTestId('support-chat-message')).toHaveCount(3);

  // An internal note stays in the console; the first response is timed.
  await moderator.page.getByTestId('support-chat-note-text').fill('Sprawdzić w operatorze płatności');
  await moderator.page.getByTestId('support-chat-note-add').click();
  await expect(moderator.page.getByTestId('support-chat-note')).toContainText('Sprawdzić w operatorze płatności');
  await expect(moderator.page.getByTestId('support-chat-first-response')).not.toContainText('—');
  // The moderator hands the chat to an administrator: any moderator or administrator can be picked.
  const administrator = process.env.E2E_ADMIN_LOGIN!;
  await moderator.page.getByRole('combobox', { name: 'Przypisany do' }).click();
  await moderator.page.getByRole('option', { name: administrator, exact: true }).click();
  await expect(moderator.page.getByTestId('support-chat-assignee')).toContainText(administrator);
  await moderator.page.getByTestId('support-chat-mark-handled').click();
  await expect(moderator.page.getByTestId('support-chat-reopen')).toBeVisible();
  await person.reload();
  await expect(person.getByTestId('support-chat-handled')).toBeVisible();
  await expect(person.getByText('Sprawdzić w operatorze')).toHaveCount(0);

  expect(await axe(person), 'axe violations on the support chat').toEqual([]);

  // In English as well.
  await person.goto('/en/dashboard/support-chat/');
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Support chat');
  await expect(person.getByTestId('support-chat-message')).toHaveCount(3);
});
