import { expect, test, type Page } from '@playwright/test';
import { demoAdmin } from './support/admin';
import { eventually, passAgeGate } from './support/helpers';
import { serverNow } from './support/moderation';

async function adminLogIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  const admin = demoAdmin();
  await page.locator('input[name="username"]').fill(admin.login);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

test.describe('editorial content', () => {
  test('a staff member schedules a blog article seconds ahead: not public before, on /blog/ after', async ({ browser, page, baseURL }) => {
    // Console work, then the wait for the scheduled time and the scheduler's next pass.
    test.setTimeout(150_000);
    const slug = `zaplanowany-${Date.now().toString(36)}`;
    const title = `Zaplanowany wpis ${slug}`;

    await adminLogIn(page);
    await page.getByTestId('menu-articles').click();
    await expect(page).toHaveURL(/\/admin\/articles\/?(\?.*)?$/);
    await page.goto('/admin/articles/create');
    await page.locator('input[name="slug"]').fill(slug);
    await page.locator('input[name="title"]').fill(title);
    await page.locator('textarea[name="lead"]').fill('Wstęp zaplanowanego wpisu.');
    await page
      .getByTestId('article-body-input')
      .fill('## Śródtytuł wpisu\n\nTreść z **pogrubieniem**.\n\n<script>window.pwned = 1</script>');
    // The live preview is the API's sanitised HTML.
    await expect(page.getByTestId('article-preview').locator('h2')).toHaveText('Śródtytuł wpisu');
    await expect(page.getByTestId('article-preview').locator('script')).toHaveCount(0);
    await page.locator('input[name="tags"]').fill('e2e, plan');
    await page.getByRole('button', { name: /Zapisz|Save/ }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('article-status')).toHaveText('szkic');

    // Twenty seconds from the server's now (other specs move its clock on), in the browser's own time zone, as the
    // datetime-local input takes it.
    const due = (await serverNow(page)).getTime() + 20_000;
    const at = await page.evaluate((ms) => {
      const d = new Date(ms);
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    }, due);
    await page.getByTestId('schedule-at').fill(at);
    await page.getByTestId('schedule-button').click();
    await expect(page.getByTestId('article-status')).toHaveText('zaplanowany');

    const visitorContext = await browser.newContext({ baseURL });
    await passAgeGate(visitorContext, baseURL);
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`/blog/${slug}/`))?.status()).toBe(404);
    await visitor.goto('/blog/');
    await expect(visitor.getByTestId('article-list')).toBeVisible();
    // Checked once, right away: waiting here would only wait for the schedule.
    expect(await visitor.getByText(title).count()).toBe(0);

    await eventually(
      visitor,
      '/blog/',
      async () => {
        await expect(visitor.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 1000 });
      },
      45_000,
    );
    await visitor.getByRole('link', { name: title, exact: true }).click();
    await expect(visitor.locator('h1')).toHaveText(title);
    await expect(visitor.getByTestId('article-body').locator('h2')).toHaveText('Śródtytuł wpisu');
    expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
    await visitor.goto('/blog/');
    await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/);

    // The history tab tells who scheduled it and that the scheduler published it.
    await page.reload();
    await expect(page.getByTestId('article-status')).toHaveText('opublikowany');
    await page.getByTestId('tab-history').click();
    await expect(page.getByTestId('article-history')).toContainText('publikacja');
    await expect(page.getByTestId('article-history')).toContainText('zaplanowanie');
    await visitorContext.close();
  });

  test('the static pages show their text from content, in both languages', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await passAgeGate(context, baseURL);
    const page = await context.newPage();
    // The first versions are written at start, before the demo seed; `eventually` covers a slow projection.
    await eventually(page, '/regulamin/', async () => {
      await expect(page.locator('h1')).toHaveText('Regulamin', { timeout: 1000 });
    });
    await expect(page.getByTestId('article-body')).toContainText('1. Postanowienia ogólne');
    await page.goto('/en/regulations/');
    await expect(page.locator('h1')).toHaveText('Terms of service');
    await page.goto('/kontakt/');
    await expect(page.getByRole('link', { name: 'kontakt@anonse.example' }).first()).toHaveAttribute(
      'href',
      'mailto:kontakt@anonse.example',
    );
    await page.goto('/blog/kim-jest-escort/');
    await expect(page.locator('h1')).toContainText('Kim jest escort');
    await context.close();
  });
});
