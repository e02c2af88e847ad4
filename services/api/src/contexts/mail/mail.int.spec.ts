import { randomUUID } from 'node:crypto';
import { accountStreamId, personalDataSubject } from '@anonse/contracts';
import { KeyVault } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { AccountEmailService } from '../accounts';
import { startTestApp, type TestApp, type TestClient } from '#api/testing/test-app';
import { MAIL_RETRY, MailWorker } from '.';
import { SmtpTestServer, tokenIn } from '#api/testing/smtp-test-server';

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date | string;
  html: string | null;
  text: string | null;
  subject: string | null;
  last_error: string | null;
  account_id: string;
  template: string;
}

describe('mail outbox and sender (SMTP)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const password = 'Kawa-z-mlekiem-o-7';
  let n = 0;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'anonse <no-reply@anonse.test>' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 30_000);

  const projected = async () =>
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const send = () => t.app.get(MailWorker).sender.runOnce();
  const rows = async (accountId: string) =>
    (await t.db.client.query<OutboxRow>('SELECT * FROM mail_outbox WHERE account_id = $1 ORDER BY id', [accountId])).rows;

  async function register(locale: 'pl' | 'en' = 'pl'): Promise<{ client: TestClient; id: string; email: string }> {
    const login = `outbox_${++n}_${Date.now() % 100000}`;
    const email = `${login}@example.com`;
    const client = t.client();
    const res = await client.post(
      '/api/register',
      { login, email, password, password_confirmation: password, terms: true },
      { 'accept-language': locale },
    );
    expect(res.statusCode).toBe(201);
    return { client, id: res.json().id, email };
  }

  it('retries a refused message with exponential backoff, then delivers it exactly once', async () => {
    smtp.refuseNext(2);
    const { id, email } = await register();
    await projected();
    await send();
    let [row] = await rows(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, template: 'emailConfirmation' });
    expect(row!.last_error).toMatch(/451/);
    expect(new Date(row!.next_attempt_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(MAIL_RETRY.baseMs - 5000);
    expect(smtp.to(email)).toHaveLength(0);

    // Not due yet: nothing happens, however often the sender looks.
    await send();
    expect((await rows(id))[0]!.attempts).toBe(1);

    t.clock.advance(MAIL_RETRY.baseMs);
    await send();
    [row] = await rows(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    // The second wait is twice the first.
    expect(new Date(row!.next_attempt_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(2 * MAIL_RETRY.baseMs - 5000);
    t.clock.advance(MAIL_RETRY.baseMs);
    await send();
    expect(smtp.to(email)).toHaveLength(0);
    t.clock.advance(MAIL_RETRY.baseMs);
    await send();
    expect(smtp.to(email)).toHaveLength(1);
    [row] = await rows(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null, subject: 'Potwierdź swój adres e-mail w anonse' });
    // The body held a live link: an SMTP delivery keeps only the subject.
    expect(row!.html).toBeNull();
    expect(row!.text).toBeNull();

    t.clock.advance(24 * 3600_000);
    await send();
    await send();
    expect(smtp.to(email)).toHaveLength(1);
    // A rebuild replays the log: the message key keeps the message from being queued (and sent) again.
    await t.infra.runner!.rebuild('mail');
    await projected();
    await send();
    expect(smtp.to(email)).toHaveLength(1);
    expect(await rows(id)).toHaveLength(1);
  });

  it('never sends a link that expired while it waited', async () => {
    smtp.refuseNext(1);
    const { id, email } = await register();
    await projected();
    await send();
    t.clock.advance(25 * 3600_000);
    await send();
    expect(smtp.to(email)).toHaveLength(0);
    expect((await rows(id))[0]).toMatchObject({ status: 'skipped' });
  });

  it('tells the owner of an ad that it was approved or rejected (with the reason), in their language', async () => {
    const { client, id, email } = await register('en');
    await projected();
    await send();
    expect((await t.client().post('/api/email/confirm', { token: tokenIn(smtp.to(email)[0]!.text) })).statusCode).toBe(200);
    const fields = { ...fakeAdFields(seededRandom(11)), title: 'Anna <b>zaprasza</b> & więcej' };
    const first = await client.post('/api/anonse', fields);
    expect(first.statusCode).toBe(201);
    const second = await client.post('/api/anonse', { ...fields, title: 'Druga propozycja' });
    expect(second.statusCode).toBe(201);
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${first.json().id}/approve`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${second.json().id}/reject`, { reason: 'Zdjęcia nie pasują do opisu' })).statusCode).toBe(200);
    await projected();
    await send();

    const approved = smtp.to(email).find((m) => m.subject.startsWith('Your ad “Anna'))!;
    expect(approved.subject).toBe('Your ad “Anna <b>zaprasza</b> & więcej” is live');
    expect(approved.text).toContain(`http://localhost:3000/en/erotic-ad/${first.json().id}/`);
    // Text from the advertiser is escaped in HTML.
    expect(approved.html).toContain('Anna &lt;b&gt;zaprasza&lt;/b&gt; &amp; więcej');
    expect(approved.html).not.toContain('<b>zaprasza</b>');

    const rejected = smtp.to(email).find((m) => m.subject === 'Your ad “Druga propozycja” was rejected')!;
    expect(rejected.text).toContain('Reason: Zdjęcia nie pasują do opisu');
    expect(rejected.html).toContain('Zdjęcia nie pasują do opisu');
    expect(rejected.text).toContain('http://localhost:3000/en/user/ads_list/');
    expect((await rows(id)).map((r) => r.template).sort()).toEqual(['adApproved', 'adRejected', 'emailConfirmation']);
  });

  it('tells the owner that the changes to a live ad were approved, or not accepted (with the reason, escaped), in Polish', async () => {
    const { client, id, email } = await register('pl');
    await projected();
    await send();
    expect((await t.client().post('/api/email/confirm', { token: tokenIn(smtp.to(email)[0]!.text) })).statusCode).toBe(200);
    const fields = { ...fakeAdFields(seededRandom(12)), title: 'Ewa – spotkania w centrum' };
    const created = await client.post('/api/anonse', fields);
    expect(created.statusCode).toBe(201);
    const adId: string = created.json().id;
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);
    const edit = (title: string, revision: number) =>
      client.request('PUT', `/api/anonse/${adId}`, { json: { ...fields, title }, headers: { 'if-match': `"${revision}"` } });

    const first = await edit('Ewa – nowy tytuł', 1);
    expect(first.statusCode).toBe(200);
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);
    const second = await edit('Ewa – tytuł, którego nie będzie', first.json().revision + 1);
    expect(second.statusCode).toBe(200);
    const reason = 'Tytuł <script>alert(1)</script> & "cudzysłów" narusza regulamin';
    expect((await admin.post(`/api/admin/ads/${adId}/reject`, { reason })).statusCode).toBe(200);
    await projected();
    await send();

    // The approved changes are public: the message names the new title and links to the ad.
    const approved = smtp.to(email).find((m) => m.subject === 'Zmiany w Twoim anonsie „Ewa – nowy tytuł” są już widoczne')!;
    expect(approved).toBeDefined();
    expect(approved.text).toContain('przeszły moderację i są już widoczne');
    expect(approved.text).toContain(`http://localhost:3000/anons/${adId}/`);

    // Rejected changes leave the public version (the title approved before) as it was.
    const rejected = smtp.to(email).find((m) => m.subject === 'Zmiany w Twoim anonsie „Ewa – nowy tytuł” nie zostały przyjęte')!;
    expect(rejected).toBeDefined();
    expect(rejected.text).toContain(`Powód: ${reason}`);
    expect(rejected.text).toContain('http://localhost:3000/user/ads_list/');
    expect(rejected.html).toContain('Powód: Tytuł &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;cudzysłów&quot; narusza regulamin');
    expect(rejected.html).not.toContain('<script>');
    expect(smtp.to(email).some((m) => m.subject.includes('tytuł, którego nie będzie'))).toBe(false);
    expect((await rows(id)).map((r) => r.template).sort()).toEqual([
      'adApproved',
      'adChangesApproved',
      'adChangesRejected',
      'emailConfirmation',
    ]);

    // A rebuild replays the log: nothing is queued or sent twice.
    await t.infra.runner!.rebuild('mail');
    await projected();
    await send();
    expect(await rows(id)).toHaveLength(4);
    expect(smtp.to(email)).toHaveLength(4);
  });

  it('drops the outbox rows and the address of a deleted account', async () => {
    smtp.refuseNext(1);
    const { id } = await register();
    await projected();
    await send();
    expect(await rows(id)).toHaveLength(1);
    await t.infra.eventStore.appendToStream(accountStreamId(id), [
      { id: randomUUID(), type: 'AccountDeleted', data: { accountId: id, adIds: [], deletedAt: t.clock.now().toISOString() } },
    ]);
    await projected();
    expect(await rows(id)).toHaveLength(0);
    expect((await t.db.client.query('SELECT 1 FROM mail_recipients WHERE account_id = $1', [id])).rows).toHaveLength(0);
    expect(await t.app.get(AccountEmailService).isEmailConfirmed(id)).toBe(false);
  });

  it('drops the rows of a person whose personal data was erased, on the next replay', async () => {
    const { id } = await register();
    await projected();
    await send();
    expect(await rows(id)).toHaveLength(1);
    await new KeyVault(t.db.client).erase(personalDataSubject(id));
    await t.infra.runner!.rebuild('mail');
    await projected();
    expect(await rows(id)).toHaveLength(0);
    expect((await t.db.client.query('SELECT 1 FROM mail_recipients WHERE account_id = $1', [id])).rows).toHaveLength(0);
  });

  it('sends the rest of a batch when one row cannot be read (e.g. a template of a newer release), and retries that row alone', async () => {
    const insert = (key: string, template: string, params: unknown) =>
      t.db.client.query(
        `INSERT INTO mail_outbox (message_key, account_id, recipient, locale, template, params, next_attempt_at, created_at)
         VALUES ($1, $2, $3, 'pl', $4, $5::jsonb, $6, $6)`,
        [key, `corrupt-${key}`, `${key}@example.com`, template, JSON.stringify(params), t.clock.now()],
      );
    // Oldest first, so the bad rows are claimed before the good one in the same batch.
    await insert('unknown-template', 'adPromotedToTheMoon', { adId: 'x', title: 'y' });
    await insert('bad-params', 'passwordReset', { accountId: 42 });
    const { id, email } = await register();
    await projected();
    await send();
    expect(smtp.to(email)).toHaveLength(1);
    expect((await rows(id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const bad = async () =>
      (await t.db.client.query<OutboxRow>("SELECT * FROM mail_outbox WHERE account_id LIKE 'corrupt-%' ORDER BY id")).rows;
    for (const row of await bad()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/^cannot render/);
    }
    // Retried with backoff like a refusal, and given up after the last attempt; nothing stays claimed.
    for (let i = 1; i < MAIL_RETRY.maxAttempts; i++) {
      t.clock.advance(MAIL_RETRY.maxMs);
      await send();
    }
    expect((await bad()).map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAIL_RETRY.maxAttempts],
      ['failed', MAIL_RETRY.maxAttempts],
    ]);
    expect(smtp.to('unknown-template@example.com')).toHaveLength(0);
    await t.db.client.query("DELETE FROM mail_outbox WHERE account_id LIKE 'corrupt-%'");
  });

  it('has no development mailbox once SMTP is configured, not even for an administrator', async () => {
    expect((await t.client().get('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await t.client().get('/dev/mailbox')).statusCode).toBe(404);
    const admin = await t.admin();
    expect((await admin.get('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await admin.get('/dev/mailbox')).statusCode).toBe(404);
  });
});

describe('development mailbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('lists what would have been sent, links included, and shows it as a page, to an administrator only', async () => {
    const login = `devmail_${Date.now() % 100000}`;
    const password = 'Kawa-z-mlekiem-o-7';
    const person = t.client();
    const res = await person.post('/api/register', {
      login,
      email: `${login}@example.com`,
      password,
      password_confirmation: password,
      terms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    await t.app.get(MailWorker).sender.runOnce();

    // Anyone else — a guest, the person, any other user — asks for a password reset and reads the link: not here.
    expect((await person.post('/api/forgot-password', { email: `${login}@example.com` })).statusCode).toBe(202);
    await t.app.get(AccountEmailService).settled();
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    await t.app.get(MailWorker).sender.runOnce();
    for (const client of [t.client(), person]) {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
        const refused = await client.get(url);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('token');
      }
    }
    // The bodies (live links) are not stored: they are rendered when the mailbox is viewed.
    const stored = await t.db.client.query<{ html: string | null; text: string | null; subject: string | null }>(
      'SELECT html, text, subject FROM mail_outbox WHERE recipient = $1',
      [`${login}@example.com`],
    );
    expect(stored.rows.map((r) => r.subject)).toHaveLength(2);
    for (const row of stored.rows) expect([row.html, row.text]).toEqual([null, null]);

    const admin = await t.admin();
    const box = await admin.get('/api/dev/mailbox');
    expect(box.statusCode).toBe(200);
    expect(box.headers['cache-control']).toBe('no-store');
    const confirmation = box
      .json()
      .messages.find((m: { to: string; template: string }) => m.to === `${login}@example.com` && m.template === 'emailConfirmation');
    expect(confirmation).toMatchObject({ locale: 'pl', status: 'sent', subject: 'Potwierdź swój adres e-mail w anonse' });
    const token = tokenIn(confirmation.text);
    expect(confirmation.html).toContain(token);
    const reset = box
      .json()
      .messages.find((m: { to: string; template: string }) => m.to === `${login}@example.com` && m.template === 'passwordReset');
    expect(reset).toMatchObject({ status: 'sent' });
    expect(tokenIn(reset.text)).toMatch(/\./);
    const page = await admin.get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(token);
    expect((await t.client().post('/api/email/confirm', { token })).statusCode).toBe(200);
  });
});

describe('development mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('does not exist', async () => {
    expect((await t.client().get('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await t.client().get('/dev/mailbox')).statusCode).toBe(404);
  });
});
