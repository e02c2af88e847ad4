import { randomUUID } from 'node:crypto';
import {
  CONTACT_FORM_MAX_AGE_MS,
  dataAccessStreamId,
  ROLES,
  supportMessageSubject,
  supportStreamId,
  type ContactFormDto,
  type DataAccessEntryDto,
  type SupportMessageDto,
} from '@anonse/contracts';
import { ERASED } from '@anonse/eventstore';
import { MailWorker } from '../mail';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SmtpTestServer } from '#api/testing/smtp-test-server';
import { SupportErasureWorker } from './workers/support-erasure.worker';
import { CONTACT_LIMITS } from './support-rate-limits';

const SUPPORT_EMAIL = 'support@anonse.example';

describe('support: the contact form and the staff inbox', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let moderator: TestClient;
  let auditor: TestClient;
  let person: TestUser;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL });
    moderator = await t.staff(ROLES.moderator);
    auditor = await t.staff(ROLES.auditor);
    person = await t.user({ smtp });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 30_000);

  const projected = async () =>
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const deliver = async () => {
    await projected();
    await t.app.get(MailWorker).sender.runOnce();
  };
  const stored = async () =>
    Number((await t.db.client.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'SupportMessageReceived'`)).rows[0]!.n);
  const inbox = async (filter: Record<string, string> = {}) =>
    (await moderator.get(`/api/admin/support?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' })}`)).json<
      SupportMessageDto[]
    >();

  /** A rendered form, filled as fast as a person could (the clock moves past the minimum age). */
  async function form(client: TestClient): Promise<ContactFormDto> {
    const res = await client.get('/api/contact/form');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    t.clock.advance(5_000);
    return res.json<ContactFormDto>();
  }
  const body = (formToken: string, over: Record<string, unknown> = {}) => ({
    name: 'Ala',
    email: `sender-${randomUUID().slice(0, 8)}@example.com`,
    subject: 'payment',
    message: 'Zapłaciłam za pakiet punktów, a nie widzę ich na koncie.',
    locale: 'pl',
    formToken,
    website: '',
    ...over,
  });

  let messageId: string;
  let senderEmail: string;

  it('a guest’s message reaches the inbox, the operator’s address and an acknowledgement in the sender’s language', async () => {
    const guest = t.client();
    const { formToken, email } = await form(guest);
    expect(email).toBeNull();
    const input = body(formToken, { locale: 'en', subject: 'safety' });
    senderEmail = input.email;
    const res = await guest.post('/api/contact', input, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    // Sent twice (a double click, a resent post): one message.
    expect((await guest.post('/api/contact', input)).statusCode).toBe(202);
    expect(await stored()).toBe(1);

    const [message, ...more] = await inbox();
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      accountId: null,
      name: 'Ala',
      email: senderEmail,
      subject: 'safety',
      locale: 'en',
      status: 'open',
      unanswered: true,
      replyCount: 0,
    });
    messageId = message!.id;

    await deliver();
    const [forward, ...otherForwards] = smtp.to(SUPPORT_EMAIL);
    expect(otherForwards).toEqual([]);
    expect(forward!.subject).toBe(`Formularz kontaktowy: Bezpieczeństwo i nadużycia — ${senderEmail}`);
    expect(forward!.text).toContain('Imię lub pseudonim: Ala');
    expect(forward!.text).toContain(input.message);
    expect(forward!.text).toContain(`/admin/support/${messageId}/show`);
    expect(forward!.headers['reply-to']).toContain(senderEmail);
    const [ack, ...otherAcks] = smtp.to(senderEmail);
    expect(otherAcks).toEqual([]);
    expect(ack!.subject).toBe('We have received your message');
    expect(ack!.text).toContain('Safety and abuse');
    // The acknowledgement never repeats the sender's words (the form is no way to mail any text to any address).
    expect(ack!.text).not.toContain(input.message);
  });

  it('a signed-in person’s message carries their account, and the form offers their address', async () => {
    const { formToken, email } = await form(person);
    expect(email).toBe(person.email);
    expect((await person.post('/api/contact', body(formToken, { email: person.email, name: undefined }))).statusCode).toBe(202);
    const mine = (await inbox()).find((m) => m.email === person.email);
    expect(mine).toMatchObject({ accountId: person.id, name: null, locale: 'pl' });
  });

  it('refuses bad input with field errors in the page’s language, and keeps nothing', async () => {
    const guest = t.client();
    const { formToken } = await form(guest);
    const before = await stored();
    const res = await guest.post(
      '/api/contact',
      body(formToken, { email: 'nie-adres', subject: 'love', message: 'krótko', name: 'x'.repeat(101) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ['Ten adres e-mail wygląda na nieprawidłowy. Sprawdź go i spróbuj ponownie.'],
      subject: ['Wybierz temat wiadomości z listy.'],
      message: ['Wiadomość jest za krótka: napisz co najmniej 10 znaków.'],
      name: ['Imię lub pseudonim może mieć najwyżej 100 znaków.'],
    });
    const en = await guest.post('/api/contact', body(formToken, { email: '', message: 'x'.repeat(5001) }), { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({
      email: ['Enter your e-mail address so that we can answer you.'],
      message: ['The message is too long: it can be at most 5000 characters.'],
    });
    expect((await guest.post('/api/contact', body('1234.abc.def'))).json().errors).toEqual({
      formToken: ['Ten formularz jest nieprawidłowy. Odśwież stronę i wyślij wiadomość jeszcze raz.'],
    });
    expect(await stored()).toBe(before);
  });

  it('drops a filled honeypot and a form sent too fast as if sent; tells an expired form apart', async () => {
    const bot = t.client();
    const before = await stored();
    const { formToken } = await form(bot);
    expect((await bot.post('/api/contact', body(formToken, { website: 'http://spam.example' }))).json()).toEqual({ sent: true });
    const fast = (await bot.get('/api/contact/form')).json<ContactFormDto>();
    const res = await bot.post('/api/contact', body(fast.formToken));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });

    t.clock.advance(CONTACT_FORM_MAX_AGE_MS);
    const expired = await bot.post('/api/contact', body(fast.formToken), { 'accept-language': 'en' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({
      formToken: ['The form was open too long and has expired. Check your message and send it again.'],
    });
    expect(await stored()).toBe(before);
  });

  it('limits messages per address and per e-mail: 429 with a localized message, and nothing kept', async () => {
    // The counters' windows follow the clock: start just after one begins, so the test never straddles two.
    const hour = 3_600_000;
    t.clock.advance(hour - (t.clock.now().getTime() % hour) + 60_000);
    const busy = t.client();
    for (let i = 0; i < CONTACT_LIMITS.ip.points; i++)
      expect((await busy.post('/api/contact', body((await form(busy)).formToken))).statusCode).toBe(202);
    const before = await stored();
    const limited = await busy.post('/api/contact', body((await form(busy)).formToken), { 'accept-language': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many messages were sent from here. Try again in an hour, or write to us by e-mail.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < CONTACT_LIMITS.email.points; i++) {
      const client = t.client();
      expect((await client.post('/api/contact', body((await form(client)).formToken, { email: victim }))).statusCode).toBe(202);
    }
    const other = t.client();
    const again = await other.post('/api/contact', body((await form(other)).formToken, { email: victim }));
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Wysłano stąd zbyt wiele wiadomości. Spróbuj ponownie za godzinę albo napisz do nas e-mailem.');
    expect(await stored()).toBe(before + CONTACT_LIMITS.email.points);
  });

  it('lists open messages first and filters by status and subject', async () => {
    const all = await inbox();
    expect(all.length).toBeGreaterThan(3);
    expect((await inbox({ subject: 'safety' })).map((m) => m.id)).toEqual([messageId]);
    expect((await moderator.get(`/api/admin/support?filter=${encodeURIComponent('{"colour":"red"}')}`)).statusCode).toBe(400);
    const counts = (await moderator.get('/api/admin/support/counts')).json();
    expect(counts).toEqual({ open: all.length, unanswered: all.length });
  });

  it('a reply is e-mailed to the sender in their language and kept in the thread; handled and reopened, with If-Match', async () => {
    const res = await moderator.post(`/api/admin/support/${messageId}/replies`, { text: 'Thank you, we have hidden the ad.\nRegards' });
    expect(res.statusCode).toBe(201);
    const message = res.json<SupportMessageDto>();
    expect(message.replies).toEqual([
      expect.objectContaining({ text: 'Thank you, we have hidden the ad.\nRegards', staffLogin: expect.stringMatching(/^moderator/) }),
    ]);
    expect(message).toMatchObject({ unanswered: false, replyCount: 1 });
    await deliver();
    const reply = smtp.to(senderEmail).find((m) => m.subject === 'A reply to your message: Safety and abuse');
    expect(reply?.text).toContain('Thank you, we have hidden the ad.');
    expect((await moderator.post(`/api/admin/support/${messageId}/replies`, { text: '' })).json().errors).toEqual({
      text: ['Napisz treść odpowiedzi.'],
    });

    const shown = await moderator.get(`/api/admin/support/${messageId}`);
    expect(shown.headers.etag).toBe(`"${message.revision}"`);
    const handled = await moderator.request('PUT', `/api/admin/support/${messageId}/status`, {
      json: { status: 'handled' },
      headers: { 'if-match': shown.headers.etag as string },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'handled', handledAt: expect.any(String) });
    // Based on what it was before: someone else changed it meanwhile.
    const stale = await moderator.request('PUT', `/api/admin/support/${messageId}/status`, {
      json: { status: 'open' },
      headers: { 'if-match': shown.headers.etag as string },
    });
    expect(stale.statusCode).toBe(409);
    expect((await inbox()).at(-1)!.id).toBe(messageId);
    const reopened = await moderator.request('PUT', `/api/admin/support/${messageId}/status`, { json: { status: 'open' } });
    expect(reopened.json()).toMatchObject({ status: 'open', handledAt: null });
  });

  it('auditors read the inbox but change nothing; people and guests get nothing', async () => {
    expect((await auditor.get(`/api/admin/support/${messageId}`)).statusCode).toBe(200);
    expect((await auditor.post(`/api/admin/support/${messageId}/replies`, { text: 'Hi' })).statusCode).toBe(403);
    expect((await auditor.request('DELETE', `/api/admin/support/${messageId}`)).statusCode).toBe(403);
    expect((await person.get('/api/admin/support')).statusCode).toBe(403);
    expect((await person.request('PUT', `/api/admin/support/${messageId}/status`, { json: { status: 'handled' } })).statusCode).toBe(403);
    expect((await t.client().get(`/api/admin/support/${messageId}`)).statusCode).toBe(401);
  });

  it('opening a message puts the view in the data access log first: a guest’s under the message, a signed-in sender’s under their account', async () => {
    const views = async (subject: string) => (await t.infra.eventStore.readStream(dataAccessStreamId(subject))).map((e) => e.data);
    const guest = supportMessageSubject(messageId);
    const before = (await views(guest)).length;
    expect((await auditor.get(`/api/admin/support/${messageId}`)).statusCode).toBe(200);
    const guestViews = await views(guest);
    expect(guestViews).toHaveLength(before + 1);
    expect(guestViews.at(-1)).toMatchObject({
      subjectAccountId: guest,
      viewerRole: ROLES.auditor,
      what: 'support-message',
      detail: messageId,
    });

    const mine = (await inbox()).find((m) => m.accountId === person.id)!;
    expect((await moderator.get(`/api/admin/support/${mine.id}`)).statusCode).toBe(200);
    expect((await views(person.id)).at(-1)).toMatchObject({
      subjectAccountId: person.id,
      viewerRole: ROLES.moderator,
      what: 'support-message',
      detail: mine.id,
    });
    // Nothing shown, nothing recorded; the list is not an opening either.
    const unknown = randomUUID();
    expect((await moderator.get(`/api/admin/support/${unknown}`)).statusCode).toBe(404);
    expect(await views(supportMessageSubject(unknown))).toEqual([]);

    await projected();
    const admin = await t.staff(ROLES.administrator);
    const log = await admin.get(
      `/api/admin/audit/data-access?filter=${encodeURIComponent(JSON.stringify({ what: 'support-message' }))}&range=[0,49]`,
    );
    expect(log.statusCode).toBe(200);
    expect(log.json<DataAccessEntryDto[]>()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subjectAccountId: person.id, subjectLogin: person.login, viewerRole: ROLES.moderator, detail: mine.id }),
        expect.objectContaining({ subjectAccountId: guest, subjectLogin: null, viewerRole: ROLES.auditor, detail: messageId }),
      ]),
    );
  });

  it('deleting a message shreds its personal data: the log reads as erased and nothing of it is left to read or send', async () => {
    expect((await moderator.request('DELETE', `/api/admin/support/${messageId}`)).statusCode).toBe(204);
    await projected();
    expect((await moderator.get(`/api/admin/support/${messageId}`)).statusCode).toBe(404);
    const events = await t.infra.eventStore.readStream(supportStreamId(messageId));
    const received = events.find((e) => e.type === 'SupportMessageReceived')!;
    expect(received.metadata[ERASED]).toBe(true);
    expect(received.data).toMatchObject({ email: null, message: null, name: null });
    expect(events.find((e) => e.type === 'SupportReplySent')!.data).toMatchObject({ text: null });
    const outbox = await t.db.client.query(`SELECT 1 FROM mail_outbox WHERE account_id = $1 OR recipient = $2`, [
      `support:${messageId}`,
      senderEmail,
    ]);
    expect(outbox.rows).toEqual([]);
    expect((await moderator.post(`/api/admin/support/${messageId}/replies`, { text: 'Hello?' })).statusCode).toBe(404);
  });

  it('a deleted account takes the messages its person sent while signed in along, shredded; a guest’s stay', async () => {
    const leaving = await t.user({ smtp });
    const { formToken } = await form(leaving);
    expect((await leaving.post('/api/contact', body(formToken, { email: leaving.email }))).statusCode).toBe(202);
    await projected();
    const theirs = (await inbox()).find((m) => m.accountId === leaving.id)!;
    expect(theirs).toBeDefined();
    const guests = (await inbox()).filter((m) => m.accountId === null).map((m) => m.id);
    expect(guests.length).toBeGreaterThan(0);

    expect((await leaving.post('/api/user/delete', { password: leaving.password })).statusCode).toBe(204);
    await projected();
    const worker = t.app.get(SupportErasureWorker);
    expect(await worker.runDue()).toBe(1);
    await projected();
    expect((await moderator.get(`/api/admin/support/${theirs.id}`)).statusCode).toBe(404);
    const received = (await t.infra.eventStore.readStream(supportStreamId(theirs.id))).find((e) => e.type === 'SupportMessageReceived')!;
    expect(received.metadata[ERASED]).toBe(true);
    expect(received.data).toMatchObject({ email: null, message: null });
    // Nothing left to do, and nobody else's messages touched.
    expect(await worker.runDue()).toBe(0);
    expect((await inbox()).filter((m) => m.accountId === null).map((m) => m.id)).toEqual(guests);
  });
});
