import { expect, test, type Browser, type Page } from '@playwright/test';
import { hydrated, logIn, newAccount, passAgeGate, registerViaApi, unique, type Account } from './support/helpers';
import { xsrfOf } from './support/moderation';
import { ROLE, adminApi, consoleLogIn, newStaff } from './support/staff';

interface QueueItem {
  topicId: string;
  postId: string;
  topicSlug: string;
  number: number;
}

/** A signed-in member in a browser of their own, with JavaScript off when asked (the forum's forms work without it). */
async function member(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true): Promise<{ page: Page; account: Account }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await passAgeGate(context, baseURL);
  const page = await context.newPage();
  const account = newAccount();
  await registerViaApi(page, account);
  return { page, account };
}

/** Approves the queued post of this topic numbered `number`, as a moderator through the console's JSON API. */
async function approve(moderator: Page, topicSlug: string, number: number): Promise<void> {
  let item: QueueItem | undefined;
  await expect(async () => {
    const res = await moderator.request.get('/api/admin/forum/queue');
    expect(res.status()).toBe(200);
    item = ((await res.json()) as QueueItem[]).find((i) => i.topicSlug === topicSlug && i.number === number);
    expect(item).toBeDefined();
  }).toPass({ timeout: 20_000 });
  const res = await moderator.request.post(`/api/admin/forum/queue/${item!.topicId}/${item!.postId}/approve`, {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(moderator) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('forum: a new member’s topic (no JavaScript) waits for a moderator; a reply quoting and mentioning its author rings their bell; a guest reads it; a moderator hides a spam reply and locks the topic; staff merge tags and add a section; search finds it without diacritics', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const admin = await adminApi(browser, baseURL);
  const slug = unique('dzial-').toLowerCase();
  const created = await admin.request.post('/api/admin/forum/categories', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) },
    data: { slug, name: `Bezpieczeństwo ${slug}`, description: 'Pytania o bezpieczeństwo' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  await passAgeGate(moderator.context, baseURL);

  // A guest asking for the form is sent to sign in, as on every member's page.
  const guestContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await passAgeGate(guestContext, baseURL);
  const guest = await guestContext.newPage();
  await guest.goto('/forum/dodaj-temat/');
  await expect(guest).toHaveURL(/\/login\/$/);

  // Two tags that mean one thing: the moderator merges them later.
  const run = unique('');
  const [scam, scams] = [`oszustwo ${run}`, `oszustwa ${run}`];

  // A new member, JavaScript off: a refused form comes back with the message under its field and what was typed.
  const { page: author, account: authorAccount } = await member(browser, baseURL, false);
  await author.goto(`/forum/dodaj-temat/?category=${slug}`);
  const form = author.getByTestId('forum-new-topic');
  await form.locator('[name="title"]').fill('Oszuści');
  await form.locator('[name="tags"]').fill(`${scam}, ${scams}`);
  await form.locator('[name="body"]').fill('**');
  await form.getByRole('button', { name: 'Opublikuj temat' }).click();
  await expect(form.getByTestId('field-error')).toHaveCount(1);
  await expect(form.locator('[name="title"]')).toHaveValue('Oszuści');
  await expect(form.locator('[name="tags"]')).toHaveValue(`${scam}, ${scams}`);
  await expect(form.locator('[name="body"]')).toHaveValue('**');

  // Sent again, right: the topic opens for its author and says it waits for a moderator.
  const mark = unique('');
  const title = `Jak rozpoznać fałszywe zdjęcia ${mark}`;
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="body"]').fill('Czy ktoś ma **sprawdzony** sposób na zdjęcia z cudzych ogłoszeń?');
  await form.getByRole('button', { name: 'Opublikuj temat' }).click();
  await expect(author.getByTestId('forum-topic')).toHaveAttribute('data-status', 'queued');
  await expect(author.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(author.getByRole('status').first()).toContainText('czeka na moderację');
  const topicPath = new URL(author.url()).pathname;
  const topicSlug = topicPath.split('/').at(-2)!;

  // Nobody else sees it yet.
  expect((await guest.goto(topicPath))?.status()).toBe(404);

  await approve(moderator.page, topicSlug, 1);

  // Another new member replies without JavaScript: the reply waits, and the page says so.
  const { page: replier } = await member(browser, baseURL, false);
  await expect(async () => {
    await replier.goto(topicPath);
    await expect(replier.getByTestId('forum-topic')).toHaveAttribute('data-status', 'published', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const reply = replier.getByTestId('forum-reply');
  const send = reply.getByRole('button', { name: 'Wyślij odpowiedź' });
  await send.click();
  await expect(reply.getByTestId('field-error')).toHaveCount(1);
  // A quote of the opening post and a mention of its author.
  await reply
    .locator('[name="body"]')
    .fill(`> Czy ktoś ma sprawdzony sposób?\n\n@${authorAccount.login} wyszukiwanie obrazem w sieci, zawsze działa.`);
  await send.click();
  await expect(replier.getByTestId('forum-reply-sent')).toHaveAttribute('data-sent', 'queued');
  await expect(replier.locator('#post-2')).toHaveAttribute('data-status', 'queued');
  await approve(moderator.page, topicSlug, 2);

  // A guest without JavaScript reads the topic and both posts; instead of the form, a way to sign in.
  await expect(async () => {
    await guest.goto(topicPath);
    await expect(guest.locator('#post-2')).toContainText('wyszukiwanie obrazem', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(guest.locator('#post-2 blockquote')).toContainText('Czy ktoś ma sprawdzony sposób?');
  await expect(guest.locator('#post-1').locator('strong', { hasText: 'sprawdzony' })).toBeVisible();
  await expect(guest.getByTestId('forum-reply')).toHaveCount(0);
  await expect(guest.getByRole('link', { name: 'Zaloguj się, aby odpowiedzieć' })).toBeVisible();

  // The topic's author hears of the approved reply on the bell (with the application), and its notice opens the post.
  const bellContext = await browser.newContext({ baseURL });
  await passAgeGate(bellContext, baseURL);
  const bell = await bellContext.newPage();
  await logIn(bell, authorAccount);
  await bell.goto('/dashboard/');
  await hydrated(bell);
  await expect(bell.getByTestId('notifications-badge')).toHaveText('1', { timeout: 20_000 });
  await bell.getByTestId('notifications-bell').click();
  await expect(bell.getByTestId('notification-item')).toHaveCount(1);
  await expect(bell.getByTestId('notification-item').first()).toContainText(title);
  await bell.getByTestId('notification-item').first().click();
  await expect(bell).toHaveURL(new RegExp(`${topicPath}#post-2$`));

  // A spam reply, once approved, is hidden by a moderator (an event of the topic): nobody else sees it any more.
  await replier.goto(topicPath);
  await replier.getByTestId('forum-reply').locator('[name="body"]').fill('Tanie oferty, kliknij tutaj!');
  await send.click();
  await expect(replier.getByTestId('forum-reply-sent')).toHaveAttribute('data-sent', 'queued');
  await approve(moderator.page, topicSlug, 3);
  await expect(async () => {
    await guest.goto(topicPath);
    await expect(guest.locator('#post-3')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const staffApi = { headers: { 'X-XSRF-TOKEN': await xsrfOf(moderator.page) } };
  const opened = (await (await moderator.page.request.get(`/api/forum/topics/${topicSlug}`)).json()) as {
    topic: { id: string };
    posts: { id: string; number: number }[];
  };
  const spam = opened.posts.find((p) => p.number === 3)!;
  const hidden = await moderator.page.request.post(`/api/admin/forum/topics/${opened.topic.id}/posts/${spam.id}/hide`, {
    ...staffApi,
    data: { reason: 'spam' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);
  await guest.goto(topicPath);
  await expect(guest.locator('#post-3')).toHaveCount(0);
  await expect(guest.locator('#post-2')).toBeVisible();

  // A locked topic says so and offers no reply form.
  const locked = await moderator.page.request.post(`/api/admin/forum/topics/${opened.topic.id}/lock`, staffApi);
  expect(locked.status(), await locked.text()).toBe(200);
  await replier.goto(topicPath);
  await expect(replier.getByTestId('forum-topic-locked')).toBeVisible();
  await expect(replier.getByTestId('forum-reply')).toHaveCount(0);

  // Staff pages are for moderators and administrators: a member is sent to their dashboard.
  await author.goto('/forum/admin/tags/');
  await expect(author).toHaveURL(/\/dashboard\/$/);

  // The moderator merges the two tags at /forum/admin/tags/: the topic now carries the one that stays.
  const tags = moderator.page;
  await tags.goto('/forum/admin/tags/');
  await expect(tags.locator(`tr[data-tag="${scam}"]`)).toBeVisible();
  const merge = tags.getByTestId('forum-tags-merge');
  await merge.locator('[name="tag"]').selectOption(scam);
  await merge.locator('[name="into"]').selectOption(scams);
  await merge.getByRole('button').click();
  await expect(tags.getByTestId('forum-admin-done')).toBeVisible();
  await expect(tags.locator(`tr[data-tag="${scam}"]`)).toHaveCount(0);
  await expect(tags.locator(`tr[data-tag="${scams}"] td`).nth(1)).toHaveText('1');
  await guest.goto(topicPath);
  await expect(guest.getByRole('list', { name: 'Tagi' })).toHaveText(`#${scams}`);

  // And keeps the sections at /forum/admin/category/: a new one shows on /forum/.
  await tags.goto('/forum/admin/category/');
  const create = tags.getByTestId('forum-admin-category-create');
  const second = unique('porady-');
  await create.locator('[name="slug"]').fill(second);
  await create.locator('[name="name"]').fill(`Porady ${second}`);
  await create.getByRole('button').click();
  await expect(tags.getByTestId('forum-admin-done')).toBeVisible();
  await expect(tags.locator(`[data-testid="forum-admin-category"][data-slug="${second}"]`)).toBeVisible();
  await guest.goto('/forum/');
  await expect(guest.getByRole('link', { name: `Porady ${second}` })).toBeVisible();

  // The topic is found from /forum/'s search box, typed without diacritics and cut short, JavaScript off.
  await guest.goto('/forum/');
  const search = guest.getByTestId('forum-search');
  await search.locator('[name="q"]').fill(`falszyw ZDJECIA ${mark}`);
  await search.getByRole('button').click();
  await expect(guest).toHaveURL(/\/forum\/\?q=/);
  const hit = guest.getByTestId('forum-search-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('mark').first()).toHaveText('fałszyw');
  await hit.getByRole('link', { name: title }).click();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('forum: a spam reply flagged by three trusted users disappears', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await adminApi(browser, baseURL);
  const slug = unique('zgloszenia-').toLowerCase();
  const created = await admin.request.post('/api/admin/forum/categories', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) },
    data: { slug, name: `Zgłoszenia ${slug}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const categoryId = ((await created.json()) as { id: string }).id;
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  const title = `Czy to spam ${unique('')}`;
  const started = await moderator.page.request.post('/api/forum/topics', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(moderator.page) },
    data: { categoryId, title, body: 'Pytanie o ogłoszenia.' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const topicSlug = ((await started.json()) as { topic: { slug: string } }).topic.slug;
  const topicPath = `/forum/temat/${topicSlug}/`;

  // A new member's spam reply, approved by the moderator before anyone could tell.
  const { page: spammer } = await member(browser, baseURL, false);
  await spammer.goto(topicPath);
  await spammer.getByTestId('forum-reply').locator('[name="body"]').fill('Najtańsze oferty, kliknij tutaj!');
  await spammer.getByTestId('forum-reply').getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(spammer.getByTestId('forum-reply-sent')).toHaveAttribute('data-sent', 'queued');
  await approve(moderator.page, topicSlug, 2);
  // The author is not offered to report their own post.
  await spammer.goto(topicPath);
  await expect(spammer.locator('#post-2')).toBeVisible();
  await expect(spammer.locator('#post-2').getByTestId('forum-flag')).toHaveCount(0);

  // Three trusted members (staff, by the trust rule) report it from the page's form, JavaScript off.
  for (let i = 0; i < 3; i++) {
    const flagger = await newStaff(browser, baseURL, admin, ROLE.moderator);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await flagger.context.storageState() });
    await passAgeGate(context, baseURL);
    const page = await context.newPage();
    await page.goto(topicPath);
    const post = page.locator('#post-2');
    await post.getByText('Zgłoś', { exact: true }).click();
    const form = post.getByTestId('forum-flag');
    await form.locator('[name="reason"]').selectOption('spam');
    await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(page.getByTestId('forum-flag-sent')).toHaveText('Dziękujemy: zgłoszenie trafiło do moderatorów.');
    await context.close();
  }

  const guestContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await passAgeGate(guestContext, baseURL);
  const guest = await guestContext.newPage();
  await guest.goto(topicPath);
  await expect(guest.locator('#post-1')).toBeVisible();
  await expect(guest.locator('#post-2')).toHaveCount(0);

  // Each flag is a report in the console's list: the moderator dismisses one there, and the topic's history shows the hide.
  const filter = encodeURIComponent(JSON.stringify({ targetType: 'forum-post', status: 'open' }));
  const listed = await moderator.page.request.get(`/api/admin/reports?filter=${filter}&range=[0,99]`);
  const reports = ((await listed.json()) as { id: string; forumPost: { topicId: string; topicSlug: string } | null }[]).filter(
    (r) => r.forumPost?.topicSlug === topicSlug,
  );
  expect(reports).toHaveLength(3);
  await consoleLogIn(moderator.page, moderator.account);
  await moderator.page.goto(`/admin/reports/${reports[0]!.id}/show`);
  await moderator.page.getByTestId('report-dismiss').click();
  await moderator.page.getByTestId('report-confirm').click();
  await expect(moderator.page.getByTestId('report-status')).toHaveText('odrzucone');
  await moderator.page.goto(`/admin/forum?topic=${reports[0]!.forumPost!.topicId}`);
  await expect(moderator.page.getByTestId('audit-timeline')).toContainText('ForumPostHidden', { timeout: 20_000 });
});

test('forum: a member quotes a post, previews and sends the reply, corrects it and deletes it without JavaScript; with it, the toolbar and the preview work in place', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser, baseURL);
  const headers = { 'X-XSRF-TOKEN': await xsrfOf(admin) };
  const slug = unique('pisanie-').toLowerCase();
  const created = await admin.request.post('/api/admin/forum/categories', { headers, data: { slug, name: `Pisanie ${slug}` } });
  expect(created.status(), await created.text()).toBe(201);
  const categoryId = ((await created.json()) as { id: string }).id;
  const started = await admin.request.post('/api/forum/topics', {
    headers,
    data: { categoryId, title: `Cytaty i poprawki ${unique('')}`, body: 'Zdanie do cytowania.\n\n> starszy cytat' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const topicPath = `/forum/temat/${((await started.json()) as { topic: { slug: string } }).topic.slug}/`;

  // "Cytuj" fills the reply form with the post as a quote naming its author (a mention), its own quotes left out.
  const { page } = await member(browser, baseURL, false);
  await page.goto(topicPath);
  await page.locator('#post-1').getByRole('link', { name: 'Cytuj' }).click();
  await expect(page).toHaveURL(/\?quote=1#reply$/);
  const reply = page.getByTestId('forum-reply');
  const body = reply.locator('[name="body"]');
  await expect(body).toHaveValue(/^> \*\*@\S+\*\* we wpisie #1:\n> Zdanie do cytowania\.\n\n$/);

  // The preview is the projector's rendering: a new member's link stays plain text.
  await body.fill(`${await body.inputValue()}Moja [strona](https://example.org/) i **odpowiedź**.`);
  await reply.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId('forum-preview');
  await expect(preview.locator('blockquote')).toContainText('Zdanie do cytowania.');
  await expect(preview.locator('strong', { hasText: 'odpowiedź' })).toBeVisible();
  await expect(preview).toContainText('[strona](https://example.org/)');
  await expect(preview.locator('a')).toHaveCount(0);
  await reply.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(page.getByTestId('forum-reply-sent')).toHaveAttribute('data-sent', 'queued');

  // The author corrects their reply in place while the window is open.
  await page.locator('#post-2').getByRole('link', { name: 'Edytuj' }).click();
  const edit = page.getByTestId('forum-edit');
  await expect(edit.locator('[name="body"]')).toHaveValue(/Moja \[strona\]/);
  await edit.locator('[name="body"]').fill('**');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByTestId('forum-edit').getByTestId('field-error')).toHaveCount(1);
  await page.getByTestId('forum-edit').locator('[name="body"]').fill('Poprawiona odpowiedź.');
  await page.getByTestId('forum-edit').getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByTestId('forum-write-done')).toHaveText('Zapisano poprawkę.');
  await expect(page.locator('#post-2')).toContainText('Poprawiona odpowiedź.');

  // And deletes it, after saying yes.
  await page.locator('#post-2').getByText('Usuń', { exact: true }).click();
  await page.locator('#post-2').getByRole('button', { name: 'Tak, usuń wpis' }).click();
  await expect(page.getByTestId('forum-write-done')).toHaveText('Wpis został usunięty.');
  await expect(page.locator('#post-2')).toHaveCount(0);

  // With JavaScript the toolbar formats the text and the preview answers without leaving the page.
  const { page: writer } = await member(browser, baseURL, true);
  await writer.goto(topicPath);
  await hydrated(writer);
  const field = writer.getByTestId('forum-reply').locator('[name="body"]');
  await writer.getByTestId('forum-toolbar').getByRole('button', { name: 'Pogrubienie' }).click();
  await expect(field).toHaveValue('**pogrubienie**');
  const url = writer.url();
  await writer.getByTestId('forum-reply').getByRole('button', { name: 'Podgląd' }).click();
  await expect(writer.getByTestId('forum-preview').locator('strong')).toHaveText('pogrubienie');
  expect(writer.url()).toBe(url);
});

test('forum images: a trusted writer adds one from the editor through our media pipeline; a foreign image stays a link; a new member is refused', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await adminApi(browser, baseURL);
  const slug = unique('zdjecia-').toLowerCase();
  const created = await admin.request.post('/api/admin/forum/categories', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(admin) },
    data: { slug, name: `Zdjęcia ${slug}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const categoryId = ((await created.json()) as { id: string }).id;
  // Staff are trusted at once (the rule that unlocks links unlocks images).
  const moderator = await newStaff(browser, baseURL, admin, ROLE.moderator);
  await passAgeGate(moderator.context, baseURL);
  const started = await moderator.page.request.post('/api/forum/topics', {
    headers: { 'X-XSRF-TOKEN': await xsrfOf(moderator.page) },
    data: { categoryId, title: `Zdjęcia w temacie ${unique('')}`, body: 'Pokażcie swoje zdjęcia.', tags: '' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const topicPath = `/forum/temat/${((await started.json()) as { topic: { slug: string } }).topic.slug}/`;

  const page = moderator.page;
  await page.goto(topicPath);
  await hydrated(page);
  const reply = page.getByTestId('forum-reply');
  const field = reply.locator('[name="body"]');
  await field.fill('Mój rower:\n');
  await expect(page.getByTestId('forum-image-button')).toBeVisible();
  // A PNG of 2 × 2 pixels: the pipeline turns it into a JPEG at our address.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGPgOiHHdUKOAUIBABn+A8E+msvgAAAAAElFTkSuQmCC',
    'base64',
  );
  await page.getByTestId('forum-image-input').setInputFiles({ name: 'rower.png', mimeType: 'image/png', buffer: png });
  await expect(field).toHaveValue(/!\[zdjęcie\]\(\/api\/forum\/images\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{24}\.jpg\)/);
  await field.press('End');
  await field.pressSequentially('\n![obce](https://example.com/track.png)');
  await reply.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  const post = page.locator('#post-2');
  await expect(post.locator('img')).toHaveCount(1, { timeout: 20_000 });
  await expect(post.locator('img')).toHaveAttribute('src', /^\/api\/forum\/images\//);
  await expect(post.getByRole('link', { name: 'obce' })).toHaveAttribute('href', 'https://example.com/track.png');
  const src = (await post.locator('img').getAttribute('src'))!;
  const image = await page.request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  // A new member's upload is refused with the rule in words.
  const { page: fresh } = await member(browser, baseURL, true);
  await fresh.goto(topicPath);
  await hydrated(fresh);
  await fresh.getByTestId('forum-reply').locator('[name="body"]').fill('Też mam zdjęcie.');
  await fresh.getByTestId('forum-image-input').setInputFiles({ name: 'rower.png', mimeType: 'image/png', buffer: png });
  await expect(fresh.getByTestId('forum-image-status')).toContainText('co najmniej dobę i dwa opublikowane wpisy');
});
