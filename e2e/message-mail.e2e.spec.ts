import { expect, test } from '@playwright/test';
import { hydrated, newAccount, passAgeGate, registerAndLogIn } from './support/helpers';

test('message e-mails: turned off and on in the settings; the unsubscribe pages refuse a forged link in both languages', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await passAgeGate(context, baseURL);
  await registerAndLogIn(page, newAccount());

  await page.goto('/dashboard/ustawienia/');
  await hydrated(page);
  const box = page.getByTestId('message-settings-email');
  await expect(box).toBeChecked();
  await expect(page.getByTestId('message-settings')).toContainText('Powiadamiaj mnie e-mailem o nowej wiadomości');
  await box.uncheck();
  await page.getByTestId('message-settings-save').click();
  await expect(page.getByTestId('message-settings-saved')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('message-settings-email')).not.toBeChecked();

  await page.goto('/en/dashboard/settings/');
  await hydrated(page);
  await expect(page.getByTestId('message-settings')).toContainText('E-mail me about a new message while I am away');

  const forged = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'0'.repeat(64)}`;
  for (const [path, words] of [
    ['/wiadomosci/wypisz/', 'Ten link wypisania jest nieprawidłowy'],
    ['/en/messages/unsubscribe/', 'This unsubscribe link is not valid'],
    // The forum digest's page is the same page with its own texts and API.
    ['/forum/wypisz/', 'zmień ustawienie na stronie obserwowanych'],
    ['/en/forum/unsubscribe/', 'change the setting on the page of what you follow'],
  ] as const) {
    // A mangled token is refused by the page itself; a well-formed forged one only by the API, after the button.
    const mangled = await page.goto(`${path}?token=x`);
    expect(mangled!.status()).toBe(400);
    await expect(page.getByTestId('unsubscribe-invalid')).toContainText(words);
    await page.goto(`${path}?token=${forged}`);
    await page.getByTestId('unsubscribe-button').click();
    await expect(page.getByTestId('unsubscribe-invalid')).toContainText(words);
  }
});
