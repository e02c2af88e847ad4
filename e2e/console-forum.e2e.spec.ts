import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, registerViaApi, unique } from './support/helpers';
import { xsrfOf } from './support/moderation';
import { ROLE, adminApi, consoleLogIn, newStaff } from './support/staff';

interface Topic {
  topic: { id: string; slug: string; title: string };
  posts: { id: string }[];
}

/** A member with a JSON session of their own (a fresh account: their posts wait for a moderator). */
async function member(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; id: string; login: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = newAccount();
  await registerViaApi(page, account);
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: string };
  return { page, id, login: account.login };
}

const post = async (page: Page, path: string, data: unknown, status = 201) => {
  const res = await page.request.post(path, { headers: { 'X-XSRF-TOKEN': await xsrfOf(page) }, data });
  expect(res.status(), await res.text()).toBe(status);
  return res.json() as Promise<unknown>;
};

test('console forum page: a moderator approves and rejects queued posts, hides and shows a flagged reply, moves and merges its topic, bans and lifts a member', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await adminApi(browser, baseURL);
  const run = unique('').toLowerCase();
  const section = async (name: string) =>
    (await post(admin, '/api/admin/forum/categories', { slug: `${name}-${run}`, name: `${name} ${run}` })) as { id: string };
  const first = await section('konsola');
  const moved = await section('przeniesione');

  // Two new members: their topics wait in the queue.
  const alice = await member(browser, baseURL);
  const bob = await member(browser, baseURL);
  const kept = (await post(alice.page, '/api/forum/topics', {
    categoryId: first.id,
    title: `Temat do zatwierdzenia ${run}`,
    body: 'Pytanie, które przejdzie moderację.',
    tags: '',
  })) as Topic;
  await post(bob.page, '/api/forum/topics', {
    categoryId: first.id,
    title: `Temat do odrzucenia ${run}`,
    body: 'Reklama, której nikt nie chce.',
    tags: '',
  });

  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  const panel = moderator.page;
  await consoleLogIn(panel, moderator.account);
  await panel.goto('/admin/forum/');

  // The queue: approve one, reject the other with a reason; both leave the list.
  const queued = (title: string) => panel.getByTestId('forum-queue-row').filter({ hasText: title });
  await expect(queued(`Temat do zatwierdzenia ${run}`)).toBeVisible({ timeout: 20_000 });
  await queued(`Temat do zatwierdzenia ${run}`).getByTestId('forum-approve').click();
  await expect(queued(`Temat do zatwierdzenia ${run}`)).toHaveCount(0, { timeout: 20_000 });
  await queued(`Temat do odrzucenia ${run}`).getByTestId('forum-reject').click();
  await panel.getByTestId('forum-reason').fill('Reklama');
  await panel.getByTestId('forum-reason-confirm').click();
  await expect(queued(`Temat do odrzucenia ${run}`)).toHaveCount(0, { timeout: 20_000 });
  expect((await admin.request.get(`/api/forum/topics/${kept.topic.slug}`)).status()).toBe(200);

  // Bob's reply to the approved topic, approved through the API, then flagged by Alice.
  const reply = (await post(bob.page, `/api/forum/topics/${kept.topic.id}/posts`, { body: 'Kup u mnie, tanio!' })) as { id: string };
  await post(moderator.page, `/api/admin/forum/queue/${kept.topic.id}/${reply.id}/approve`, undefined, 200);
  await post(alice.page, `/api/forum/topics/${kept.topic.id}/posts/${reply.id}/flags`, { reason: 'spam', note: '' });

  // The flags: hide it with a reason, then show it again.
  await panel.getByTestId('forum-tab-flags').click();
  const flagged = panel.getByTestId('forum-flag-row').filter({ hasText: `Temat do zatwierdzenia ${run}` });
  await expect(flagged).toContainText('widoczny', { timeout: 20_000 });
  await flagged.getByTestId('forum-hide').click();
  await panel.getByTestId('forum-reason').fill('Spam');
  await panel.getByTestId('forum-reason-confirm').click();
  await expect(flagged).toContainText('ukryty', { timeout: 20_000 });
  await flagged.getByRole('button', { name: 'Pokaż' }).click();
  await expect(flagged).toContainText('widoczny', { timeout: 20_000 });

  // The topic, opened from the flag: move it to the other section, then merge it into a moderator's topic.
  await flagged.getByRole('button', { name: 'Historia tematu' }).click();
  await expect(panel.getByTestId('forum-topic-title')).toHaveText(`Temat do zatwierdzenia ${run}`);
  await panel.getByLabel('Przenieś do działu').click();
  await panel.getByRole('option', { name: `przeniesione ${run}` }).click();
  await panel.getByTestId('forum-move').click();
  await expect
    .poll(
      async () =>
        (
          (await (await admin.request.get(`/api/admin/forum/topics/${kept.topic.id}`)).json()) as Topic & {
            topic: { category: { id: string } };
          }
        ).topic.category.id,
      { timeout: 20_000 },
    )
    .toBe(moved.id);
  const target = (await post(moderator.page, '/api/forum/topics', {
    categoryId: first.id,
    title: `Temat docelowy ${run}`,
    body: 'Tu trafią wpisy z połączonego tematu.',
    tags: '',
  })) as Topic;
  await panel.getByLabel('Połącz z tematem (ID tematu docelowego)').fill(target.topic.id);
  await panel.getByTestId('forum-merge').click();
  await expect(panel.getByTestId('forum-topic-title')).toHaveText(`Temat docelowy ${run}`, { timeout: 20_000 });
  await expect(panel.getByTestId('forum-topic-posts')).toContainText('Kup u mnie, tanio!');

  // Bans: Bob may no longer post, until the ban is lifted.
  await panel.getByTestId('forum-tab-bans').click();
  await panel.getByLabel('ID konta (UUID)').fill(bob.id);
  await panel.getByLabel('Powód', { exact: true }).fill('Spam w odpowiedziach');
  await panel.getByTestId('forum-ban').click();
  const ban = panel.getByTestId('forum-bans').getByRole('row').filter({ hasText: bob.login });
  await expect(ban).toContainText('Spam w odpowiedziach', { timeout: 20_000 });
  await post(bob.page, `/api/forum/topics/${target.topic.id}/posts`, { body: 'Jeszcze raz reklama.' }, 403);
  await ban.getByRole('button', { name: 'Zdejmij blokadę' }).click();
  await expect(ban).toHaveCount(0, { timeout: 20_000 });
  await post(bob.page, `/api/forum/topics/${target.topic.id}/posts`, { body: 'Przepraszam za reklamę.' });
});
