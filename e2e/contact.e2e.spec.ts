import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail';
import { hydrated, passAgeGate, unique } from './support/helpers';
import { xsrfOf } from './support/moderation';
import { adminApi, consoleLogIn, newStaff, ROLE } from './support/staff';

/** A person takes a few seconds to fill the form; the server's clock (DEV_CLOCK) is moved past the minimum instead. */
async function letSecondsPass(admin: Page): Promise<void> {
  const res = await admin.request.post('/api/dev/clock/advance', { headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) }, data: { ms: 5_000 } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a visitor writes through the contact form, and a moderator answers from the console inbox', async ({ page, browser, baseURL }) => {
  const admin = await adminApi(browser, baseURL);
  const email = `${unique('kontakt')}@example.test`;
  const words = `Nie mogę dodać zdjęć do anonsu, ${unique('sprawa ')}.`;

  // The contact text as before, and the form under it; the honeypot is there for bots but hidden from people.
  await passAgeGate(page.context(), baseURL);
  await page.goto('/kontakt/');
  await expect(page.getByTestId('info-page')).toHaveAttribute('data-page', 'contact');
  const form = page.getByTestId('contact-form');
  const trap = form.locator('[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(form.locator('[aria-hidden="true"] [name="website"]')).toHaveCount(1);
  expect((await trap.boundingBox())!.x).toBeLessThan(0);
  await hydrated(page);

  // With JavaScript: an error is shown on its field without a reload, then the fixed form is sent.
  await form.getByLabel('Imię lub pseudonim').fill('Ola');
  await form.getByLabel('Adres e-mail *').fill(email);
  await form.getByLabel('Temat *').selectOption('ad');
  await form.getByLabel('Wiadomość *').fill('Za krótko');
  await letSecondsPass(admin);
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const message = form.getByLabel('Wiadomość *');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('field-error')).toHaveText('Wiadomość jest za krótka: napisz co najmniej 10 znaków.');
  await expect(message).toHaveAttribute('aria-describedby', /-error$/);
  await message.fill(words);
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText('Dziękujemy, wiadomość wysłana');
  await expect(page).toHaveURL(/\/kontakt\/$/);
  // On a fresh store the demo seed's e-mails go out first: the first message may wait behind them.
  await waitForMail(email, /^Otrzymaliśmy Twoją wiadomość$/, 60_000);

  // A moderator finds it in the inbox, open and unanswered, and replies.
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  await consoleLogIn(moderator.page, moderator.account);
  await moderator.page.goto('/admin/support');
  await expect(moderator.page.getByTestId('support-badge')).toBeVisible();
  const row = moderator.page.getByTestId('support-table').locator('tbody tr', { hasText: email });
  await expect(row).toContainText('bez odpowiedzi');
  await row.click();
  await expect(moderator.page.getByTestId('support-message')).toContainText(words);
  const reply = `Dzień dobry, zdjęcia muszą mieć co najmniej 600 px — ${unique('r')}`;
  await moderator.page.getByTestId('support-reply-text').fill(reply);
  await moderator.page.getByTestId('support-reply-send').click();
  await expect(moderator.page.getByTestId('support-reply')).toContainText(reply);
  await moderator.page.getByTestId('support-mark-handled').click();
  await expect(moderator.page.getByTestId('support-status').first()).toHaveText('załatwiona');

  // The reply reaches the sender by e-mail, in the language of the page they wrote from.
  const mail = await waitForMail(email, /^Odpowiedź na Twoją wiadomość: Mój anons$/);
  expect(mail.text).toContain(reply);
});

test('without JavaScript the form is a plain post: field errors with what was typed, then the success state in English', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminApi(browser, baseURL);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await passAgeGate(context, baseURL);
  const page = await context.newPage();
  await page.goto('/en/contact/');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('E-mail address *').fill('not-an-address');
  await form.getByLabel('Message *').fill('A question about my points package.');
  await letSecondsPass(admin);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-form').getByTestId('field-error')).toHaveText(
    'This e-mail address does not look right. Check it and try again.',
  );
  await expect(page.getByTestId('contact-form').getByLabel('Message *')).toHaveValue('A question about my points package.');

  const email = `${unique('nojs')}@example.test`;
  await page.getByTestId('contact-form').getByLabel('E-mail address *').fill(email);
  await page.getByTestId('contact-form').getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText('Thank you, your message has been sent');
  await waitForMail(email, /^We have received your message$/, 60_000);
  await context.close();
});
