import { accountStreamId } from '@anonse/contracts';
import { MailWorker } from '#api/contexts/mail/index';
import { SmtpTestServer, tokenIn } from '#api/testing/smtp-test-server';
import { startTestApp, type TestApp, type TestClient } from '#api/testing/test-app';
import { AccountEmailService } from './account-email.service';

describe('account e-mail flows (confirm, change, language, forgotten password)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const password = 'Kawa-z-mlekiem-o-7';
  let n = 0;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 30_000);

  /** Everything asked for so far is projected into the outbox and sent. */
  async function deliver(): Promise<void> {
    await t.app.get(AccountEmailService).settled();
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    await t.app.get(MailWorker).sender.runOnce();
  }

  async function register(locale: 'pl' | 'en' = 'pl'): Promise<{ client: TestClient; id: string; login: string; email: string }> {
    const login = `mailer_${++n}_${Date.now() % 100000}`;
    const email = `${login}@example.com`;
    const client = t.client();
    const res = await client.post(
      '/api/register',
      { login, email, password, password_confirmation: password, terms: true },
      { 'accept-language': locale },
    );
    expect(res.statusCode).toBe(201);
    return { client, id: res.json().id, login, email };
  }

  const eventCount = async (accountId: string) => (await t.infra.eventStore.readStream(accountStreamId(accountId))).length;

  it('sends a Polish confirmation link after registration; following it confirms the address once', async () => {
    const { client, id, login, email } = await register('pl');
    await deliver();
    const [mail, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Potwierdź swój adres e-mail w anonse');
    expect(mail!.text).toContain(`Cześć ${login},`);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/potwierdz-email\/\?token=/);
    const token = tokenIn(mail!.text);
    expect(tokenIn(mail!.html.replace(/&amp;/g, '&'))).toBe(token);
    expect(mail!.text).toContain(id);

    expect((await client.get('/api/user/email')).json()).toEqual({ email, confirmed: false, locale: 'pl', pendingEmail: null });
    expect(await t.app.get(AccountEmailService).isEmailConfirmed(id)).toBe(false);

    // Another browser, not logged in: the link works on its own.
    const res = await t.client().post('/api/email/confirm', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ confirmed: 'email' });
    expect(await t.app.get(AccountEmailService).isEmailConfirmed(id)).toBe(true);
    expect((await client.get('/api/user/email')).json().confirmed).toBe(true);

    const before = await eventCount(id);
    const again = await t.client().post('/api/email/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['Ten link został już użyty.']);
    expect(await eventCount(id)).toBe(before);

    const resend = await client.post('/api/user/email/confirmation');
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Ten adres e-mail jest już potwierdzony.');
  });

  it('writes in English to someone who registered on the English site', async () => {
    const { email, login } = await register('en');
    await deliver();
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe('Confirm your e-mail address at anonse');
    expect(mail!.text).toContain(`Hi ${login},`);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/en\/confirm-email\/\?token=/);
    expect(mail!.html).toContain('Confirm my e-mail address');
    expect(mail!.html).toContain('/en/confirm-email/?token=');
  });

  it('refuses an expired link (nothing changes); a link sent again works', async () => {
    const { client, id, email } = await register('pl');
    await deliver();
    const expired = tokenIn(smtp.to(email)[0]!.text);
    t.clock.advance(24 * 3600_000 + 1000);
    const before = await eventCount(id);
    const res = await t.client().post('/api/email/confirm', { token: expired }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(['This link has expired. Ask for a new one.']);
    expect(await eventCount(id)).toBe(before);
    expect(await t.app.get(AccountEmailService).isEmailConfirmed(id)).toBe(false);

    expect((await client.post('/api/user/email/confirmation')).statusCode).toBe(202);
    await deliver();
    const fresh = tokenIn(smtp.to(email)[1]!.text);
    expect(fresh).not.toBe(expired);
    expect((await t.client().post('/api/email/confirm', { token: fresh })).statusCode).toBe(200);
    expect(await t.app.get(AccountEmailService).isEmailConfirmed(id)).toBe(true);
  });

  it('refuses malformed tokens (400) and tokens of another account (422)', async () => {
    const a = await register();
    const b = await register();
    await deliver();
    const tokenA = tokenIn(smtp.to(a.email)[0]!.text);
    for (const token of ['', 'x'.repeat(5000), `${a.id}.zz`, '__proto__', `${a.id}.${'a'.repeat(64)}\u0000`])
      expect((await t.client().post('/api/email/confirm', { token })).statusCode).toBe(400);
    const forged = `${b.id}.${tokenA.split('.')[1]}`;
    const res = await t.client().post('/api/email/confirm', { token: forged });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(['Ten link jest nieprawidłowy. Poproś o nowy.']);
    const unknownAccount = `00000000-0000-4000-8000-000000000000.${tokenA.split('.')[1]}`;
    expect((await t.client().post('/api/email/confirm', { token: unknownAccount })).statusCode).toBe(422);
    expect(await t.app.get(AccountEmailService).isEmailConfirmed(b.id)).toBe(false);
  });

  describe('forgotten password', () => {
    it('answers an unknown address exactly like a known one, and sends nothing to it', async () => {
      const { email } = await register();
      await deliver();
      const sentBefore = smtp.received.length;
      const known = await t.client().post('/api/forgot-password', { email: email.toUpperCase() });
      const unknown = await t.client().post('/api/forgot-password', { email: 'nobody-here@example.com' });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      await deliver();
      expect(smtp.to('nobody-here@example.com')).toHaveLength(0);
      expect(smtp.received.length).toBe(sentBefore + 1);
      expect(smtp.to(email).at(-1)!.subject).toBe('Ustaw nowe hasło w anonse');
    });

    it('sets a new password with the link once, ending every session', async () => {
      const { client, login, email, id } = await register();
      const other = t.client();
      expect((await other.post('/api/login', { login, password })).statusCode).toBe(200);
      expect((await t.client().post('/api/forgot-password', { email })).statusCode).toBe(202);
      await deliver();
      const mail = smtp.to(email).find((m) => m.subject === 'Ustaw nowe hasło w anonse')!;
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\/\?token=/);
      const token = tokenIn(mail.text);
      expect(tokenIn(mail.html.replace(/&amp;/g, '&'))).toBe(token);

      const newPassword = 'Herbata-bez-cukru-42';
      const weak = await t.client().post('/api/reset-password', { token, password: 'aaaaaaaaaa', password_confirmation: 'aaaaaaaaaa' });
      expect(weak.statusCode).toBe(400);
      const res = await t.client().post('/api/reset-password', { token, password: newPassword, password_confirmation: newPassword });
      expect(res.statusCode).toBe(204);
      expect((await client.get('/api/user')).statusCode).toBe(401);
      expect((await other.get('/api/user')).statusCode).toBe(401);
      expect((await t.client().post('/api/login', { login, password })).statusCode).toBe(422);
      expect((await t.client().post('/api/login', { login, password: newPassword })).statusCode).toBe(200);

      const before = await eventCount(id);
      const reused = await t
        .client()
        .post('/api/reset-password', { token, password: 'Inne-haslo-calkiem-7', password_confirmation: 'Inne-haslo-calkiem-7' });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors.token).toEqual(['Ten link został już użyty.']);
      expect(await eventCount(id)).toBe(before);
    });

    it('refuses a reset link after an hour; the password stays', async () => {
      const { login, email, id } = await register();
      await t.client().post('/api/forgot-password', { email });
      await deliver();
      const token = tokenIn(smtp.to(email).find((m) => m.subject === 'Ustaw nowe hasło w anonse')!.text);
      t.clock.advance(3600_000 + 1000);
      const before = await eventCount(id);
      const res = await t
        .client()
        .post(
          '/api/reset-password',
          { token, password: 'Herbata-bez-cukru-42', password_confirmation: 'Herbata-bez-cukru-42' },
          { 'accept-language': 'en' },
        );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.token).toEqual(['This link has expired. Ask for a new one.']);
      expect(await eventCount(id)).toBe(before);
      expect((await t.client().post('/api/login', { login, password })).statusCode).toBe(200);
    });

    it('limits requests per address, known or not', async () => {
      const client = t.client();
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await client.post('/api/forgot-password', { email: 'flood-target@example.com' })).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
      // Another address from another place is not affected.
      expect((await t.client().post('/api/forgot-password', { email: 'someone-else@example.com' })).statusCode).toBe(202);
      await deliver();
    });
  });

  describe('changing the address', () => {
    it('asks for the password, mails the new address, and switches only when the link is followed', async () => {
      const { client, id, email } = await register();
      await deliver();
      const newEmail = `new-${email}`;
      const wrong = await client.post('/api/user/email', { email: newEmail, current_password: 'not-my-password' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toBeDefined();
      const same = await client.post('/api/user/email', { email: email.toUpperCase(), current_password: password });
      expect(same.statusCode).toBe(422);
      expect(same.json().errors.email).toEqual(['To jest już adres e-mail tego konta.']);

      const res = await client.post('/api/user/email', { email: newEmail, current_password: password });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ email, pendingEmail: newEmail });
      await deliver();
      const mail = smtp.to(newEmail)[0]!;
      expect(mail.subject).toBe('Potwierdź nowy adres e-mail w anonse');
      const token = tokenIn(mail.text);

      // Until then the old address is the account's: a reset goes there, not to the new one.
      await t.client().post('/api/forgot-password', { email: newEmail });
      await deliver();
      expect(smtp.to(newEmail)).toHaveLength(1);

      const confirmed = await t.client().post('/api/email/confirm', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ confirmed: 'emailChange' });
      expect((await client.get('/api/user/email')).json()).toEqual({ email: newEmail, confirmed: true, locale: 'pl', pendingEmail: null });
      expect(await t.app.get(AccountEmailService).isEmailConfirmed(id)).toBe(true);

      // The old address no longer gets resets; the new one does.
      const oldBefore = smtp.to(email).length;
      await t.client().post('/api/forgot-password', { email });
      await t.client().post('/api/forgot-password', { email: newEmail });
      await deliver();
      expect(smtp.to(email)).toHaveLength(oldBefore);
      expect(smtp.to(newEmail).at(-1)!.subject).toBe('Ustaw nowe hasło w anonse');

      expect((await t.client().post('/api/email/confirm', { token })).statusCode).toBe(422);
    });

    it('needs a session and a valid address', async () => {
      expect((await t.client().post('/api/user/email', { email: 'a@example.com', current_password: password })).statusCode).toBe(401);
      const { client } = await register();
      expect((await client.post('/api/user/email', { email: 'not an address', current_password: password })).statusCode).toBe(400);
    });
  });

  it('writes the next e-mails in the language chosen in the settings', async () => {
    const { client, email } = await register('pl');
    const bad = await client.post('/api/user/email-language', { locale: 'de' });
    expect(bad.statusCode).toBe(400);
    const res = await client.post('/api/user/email-language', { locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().locale).toBe('en');
    expect((await client.post('/api/user/email/confirmation')).statusCode).toBe(202);
    await deliver();
    const mails = smtp.to(email);
    expect(mails.at(-1)!.subject).toBe('Confirm your e-mail address at anonse');
  });
});
