import { randomUUID } from 'node:crypto';
import { accountStreamId, personalDataSubject } from '@anonse/contracts';
import { KeyVault } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { AccountEmailService } from '../accounts';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { MAIL_RETRY, MailWorker } from '.';
import { SmtpTestServer, tokenIn } from '../../testing/smtp-test-server';

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

  const projected = async () => expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const send = () => t.app.get(MailWorker).sender.runOnce();
  const rows = async (accountId: string) =>
    (await t.db.client.query<OutboxRow>('SELECT * FROM mail_outbox WHERE account_id = $1 ORDER BY id', [accountId])).rows;

  async function register(locale: 'pl' | 'en' = 'pl'): Promise<{ client: TestClient; id: string; email: string }> {
    const login = `outbox_${++n}_${Date.now() % 100000}`;
    const email = `${login}@example.com`;
    const client = t.client();
    const res = await client.post('/api/register', { login, email, password, password_confirmation: password, terms: true }, { 'accept-language': locale });
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

  it('has no development mailbox once SMTP is configured', async () => {
    expect((await t.client().get('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await t.client().get('/dev/mailbox')).statusCode).toBe(404);
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

  it('lists what would have been sent, links included, and shows it as a page', async () => {
    const login = `devmail_${Date.now() % 100000}`;
    const password = 'Kawa-z-mlekiem-o-7';
    const res = await t.client().post('/api/register', { login, email: `${login}@example.com`, password, password_confirmation: password, terms: true });
    expect(res.statusCode).toBe(201);
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    await t.app.get(MailWorker).sender.runOnce();
    const box = await t.client().get('/api/dev/mailbox');
    expect(box.statusCode).toBe(200);
    const [message] = box.json().messages;
    expect(message).toMatchObject({ to: `${login}@example.com`, locale: 'pl', template: 'emailConfirmation', status: 'sent', subject: 'Potwierdź swój adres e-mail w anonse' });
    const token = tokenIn(message.text);
    expect(message.html).toContain(token);
    const page = await t.client().get('/dev/mailbox');
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
