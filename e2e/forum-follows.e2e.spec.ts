import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, passAgeGate, registerViaApi, unique } from './support/helpers';
import { xsrfOf } from './support/moderation';
import { ROLE, adminApi, newStaff } from './support/staff';

/** A signed-in member with JavaScript off: the follow buttons are plain forms. */
async function member(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await passAgeGate(context, baseURL);
  const page = await context.newPage();
  await registerViaApi(page, newAccount());
  return page;
}

test('forum: a member follows a topic and a section without JavaScript, the bell tells of a reply and a new topic, the dashboard lists and leaves them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser, baseURL);
  const slug = unique('obserwowane-').toLowerCase();
  const created = await admin.request.post('/api/admin/forum/categories', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) },
    data: { slug, name: `Obserwowane ${slug}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const categoryId = ((await created.json()) as { id: string }).id;
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  const post = async (path: string, data: unknown) => {
    const res = await moderator.page.request.post(path, { headers: { 'X-XSRF-TOKEN': await xsrfOf(moderator.page) }, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { topic: { id: string; slug: string } };
  };
  const title = `Bezpieczne spotkania ${unique('')}`;
  const { topic } = await post('/api/forum/topics', { categoryId, title, body: 'Jak się umawiać bezpiecznie?' });

  // A guest's press goes to sign in.
  const guestContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await passAgeGate(guestContext, baseURL);
  const guest = await guestContext.newPage();
  await guest.goto(`/forum/temat/${topic.slug}/`);
  await guest.getByTestId('forum-follow').getByRole('button', { name: 'Obserwuj' }).click();
  await expect(guest).toHaveURL(/\/login\/$/);

  const page = await member(browser, baseURL);
  await page.goto(`/forum/temat/${topic.slug}/`);
  await page.getByTestId('forum-follow').getByRole('button', { name: 'Obserwuj' }).click();
  await expect(page).toHaveURL(new RegExp(`/forum/temat/${topic.slug}/$`));
  await expect(page.getByTestId('forum-follow')).toHaveAttribute('data-following', 'true');
  await page.goto(`/en/forum/topic/${topic.slug}/`);
  await expect(page.getByTestId('forum-follow').getByRole('button')).toHaveText('Unfollow');

  await page.goto(`/forum/tematy/${slug}/`);
  await page.getByTestId('forum-follow').getByRole('button', { name: 'Obserwuj' }).click();
  await expect(page.getByTestId('forum-follow')).toHaveAttribute('data-following', 'true');

  await post(`/api/forum/topics/${topic.id}/posts`, { body: 'Zawsze w miejscu publicznym.' });
  const fresh = await post('/api/forum/topics', { categoryId, title: `Nowy temat ${unique('')}`, body: 'Treść.' });
  await expect(async () => {
    const res = await page.request.get('/api/notifications');
    const links = ((await res.json()) as { data: { notifications: { link: string }[] } }).data.notifications.map((n) => n.link);
    expect(links).toEqual([`/forum/temat/${fresh.topic.slug}/#post-1`, `/forum/temat/${topic.slug}/#post-2`]);
  }).toPass({ timeout: 20_000 });

  await page.goto('/dashboard/obserwowane/');
  const list = page.getByTestId('forum-follows');
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(list.getByRole('link', { name: `Obserwowane ${slug}` })).toBeVisible();
  await page.getByTestId('forum-digest').getByRole('button', { name: 'Włącz codzienny e-mail' }).click();
  await expect(page.getByTestId('forum-digest')).toHaveAttribute('data-digest', 'true');
  await list.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Przestań obserwować' }).click();
  await expect(list.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/forum/temat/${topic.slug}/`);
  await expect(page.getByTestId('forum-follow')).toHaveAttribute('data-following', 'false');
});
