import { randomUUID } from 'node:crypto';
import type { MessageSettings } from '@anonse/contracts';
import { MailWorker } from '../mail';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { SmtpTestServer, type ReceivedMail } from '#api/testing/smtp-test-server';
import { EmailNoticeWorker } from '.';

const MINUTE = 60_000;
const AWAY_MINUTES = 10;
/** Words no e-mail may carry: each message's text holds one. */
const SECRET = 'tajne-slowo';

describe('the e-mail notice of messages left unread while away', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let writer: TestUser;
  let advertiser: TestUser;
  let english: TestUser;
  let admin: TestClient;
  let adId: string;
  const title = 'Kasia z Krakowa';

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startTestApp({ SMTP_URL: smtp.url, MESSAGE_MAIL_AWAY_MINUTES: String(AWAY_MINUTES) });
    writer = await t.user({ smtp });
    advertiser = await t.user({ smtp });
    english = await t.user({ smtp, locale: 'en' });
    admin = await t.admin();
    const res = await advertiser.post('/api/anonse', { ...SAMPLE_AD_FIELDS, province: 'malopolskie', city: 'krakow', title });
    expect(res.statusCode).toBe(201);
    adId = res.json<{ id: string }>().id;
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);
    // Everyone's sessions and sockets were last seen well before the story starts.
    t.clock.advance(2 * 3_600_000);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 30_000);

  const head = () => t.infra.eventStore.headPosition();
  const settle = async () => expect(await t.infra.runner!.waitForPosition(await head(), { timeoutMs: 10_000 })).toBe(true);
  /** One pass of the worker and of the mail sender: the notices it decided, as delivered. */
  const pass = async () => {
    await settle();
    const run = await t.app.get(EmailNoticeWorker).runDue();
    await settle();
    await t.app.get(MailWorker).sender.runOnce();
    return run.noticed;
  };
  const minutes = (n: number) => t.clock.advance(n * MINUTE);
  const noticesTo = (user: TestUser): ReceivedMail[] =>
    smtp.to(user.email).filter((m) => m.subject.startsWith('Nowa wiadomość') || m.subject.startsWith('New message'));
  const write = async (from: TestClient, body: Record<string, unknown>) => {
    const res = await from.post('/api/conversations', { text: `Dzień dobry, ${SECRET}`, clientId: randomUUID(), ...body });
    expect(res.statusCode).toBeLessThan(300);
    return res.json<{ conversationId: string }>().conversationId;
  };
  const send = async (from: TestClient, id: string) =>
    expect((await from.post(`/api/conversations/${id}/messages`, { text: `Jeszcze ${SECRET}`, clientId: randomUUID() })).statusCode).toBe(
      201,
    );

  let conversationId: string;

  it('one e-mail once the message has waited and its recipient is away: who and which ad, never the text', async () => {
    conversationId = await write(writer, { adId });
    minutes(AWAY_MINUTES - 1);
    expect(await pass()).toBe(0);
    minutes(1);
    expect(await pass()).toBe(1);
    const [mail, ...more] = noticesTo(advertiser);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Nowa wiadomość od ${writer.login} w anonse`);
    expect(mail!.text).toContain(`masz nową wiadomość od ${writer.login}.`);
    expect(mail!.text).toContain(`Rozmowa dotyczy ogłoszenia „${title}”.`);
    expect(mail!.text).toContain(`/dashboard/wiadomosci/?c=${conversationId}`);
    for (const body of [mail!.text, mail!.html]) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(writer.email);
    }
    // The footer's link asks on a page; the header's one-click POST is for mail programs; both carry the same token.
    const pageToken = /\/wiadomosci\/wypisz\/\?token=([0-9a-f.-]+)/.exec(mail!.text)?.[1];
    expect(mail!.headers['list-unsubscribe']).toContain(`token=${pageToken}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/account\/message-settings\/unsubscribe\?token=[0-9a-f.-]+>$/);
    expect(noticesTo(writer)).toEqual([]);
    // Nothing new: nothing told again, however often the worker runs.
    minutes(30);
    expect(await pass()).toBe(0);
    expect(noticesTo(advertiser)).toHaveLength(1);
  });

  it('more messages within the hour make no second e-mail; after the hour one more', async () => {
    await send(writer, conversationId);
    minutes(AWAY_MINUTES);
    await send(writer, conversationId);
    minutes(AWAY_MINUTES);
    // 50 minutes after the first e-mail.
    expect(await pass()).toBe(0);
    expect(noticesTo(advertiser)).toHaveLength(1);
    minutes(10);
    expect(await pass()).toBe(1);
    expect(noticesTo(advertiser)).toHaveLength(2);
  });

  it('a message read before the delay is told of by nobody', async () => {
    const id = await write(english, { recipientId: writer.id });
    minutes(2);
    expect((await writer.post(`/api/conversations/${id}/read`, { upTo: 1 })).statusCode).toBe(204);
    // Long after, and the reader long away again.
    minutes(3 * 60);
    expect(await pass()).toBe(0);
    expect(noticesTo(writer)).toEqual([]);
  });

  it('in the recipient’s language', async () => {
    await write(advertiser, { recipientId: english.id });
    minutes(AWAY_MINUTES);
    expect(await pass()).toBe(1);
    const [mail] = noticesTo(english);
    expect(mail!.subject).toBe(`New message from ${advertiser.login} at anonse`);
    expect(mail!.text).toContain(`/en/dashboard/messages/?c=`);
    expect(mail!.text).not.toContain(SECRET);
  });

  it('nobody who turned the notices off gets one; the setting is kept by a client that does not send it', async () => {
    const put = (settings: Partial<MessageSettings>) =>
      english.request('PUT', '/api/account/message-settings', { json: { incoming: 'everyone', shareReadReceipts: false, ...settings } });
    expect((await put({ emailWhenAway: false })).json()).toEqual({ incoming: 'everyone', shareReadReceipts: false, emailWhenAway: false });
    expect((await put({ shareReadReceipts: true })).statusCode).toBe(200);
    expect((await english.get('/api/account/message-settings')).json()).toEqual({
      incoming: 'everyone',
      shareReadReceipts: true,
      emailWhenAway: false,
    });
    const before = noticesTo(english).length;
    await write(writer, { recipientId: english.id });
    minutes(2 * 60);
    expect(await pass()).toBe(0);
    expect(noticesTo(english)).toHaveLength(before);
  });

  it('the e-mail’s one-click unsubscribe turns them off without a session; a forged token changes nothing', async () => {
    const link = /<(http[^>]+)>/.exec(noticesTo(advertiser)[0]!.headers['list-unsubscribe']!)![1]!;
    const { pathname, search } = new URL(link);
    const guest = t.client();
    const post = (query: string) =>
      guest.request('POST', `${pathname}${query}`, {
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        csrf: false,
      });
    const forged = await post(search.replace(/[0-9a-f](?=[0-9a-f]{3}$)/, (c) => (c === '0' ? '1' : '0')));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      errors: { token: ['This unsubscribe link is not valid. You can turn message e-mails off in your account settings.'] },
    });
    expect((await advertiser.get('/api/account/message-settings')).json()).toMatchObject({ emailWhenAway: true });
    const done = await post(search);
    expect(done.statusCode).toBe(200);
    expect((await advertiser.get('/api/account/message-settings')).json()).toMatchObject({ emailWhenAway: false });
    const before = noticesTo(advertiser).length;
    // A request takes only three messages before its answer.
    expect((await advertiser.post(`/api/conversations/${conversationId}/accept`)).statusCode).toBe(200);
    await send(writer, conversationId);
    minutes(2 * 60);
    expect(await pass()).toBe(0);
    expect(noticesTo(advertiser)).toHaveLength(before);
  });

  it('a restart between deciding and sending loses nothing and sends nothing twice', async () => {
    const late = await t.user({ smtp });
    minutes(2 * 60);
    await write(writer, { recipientId: late.id });
    minutes(AWAY_MINUTES);
    await settle();
    // Decided (the event is in the log, the row in the outbox), then the process stops.
    expect((await t.app.get(EmailNoticeWorker).runDue()).noticed).toBe(1);
    await settle();
    const at = t.clock.now().getTime();
    t = await t.restart();
    t.clock.advance(at - t.clock.now().getTime());
    expect(await pass()).toBe(0);
    expect(noticesTo(late)).toHaveLength(1);
    minutes(AWAY_MINUTES);
    expect(await pass()).toBe(0);
    expect(noticesTo(late)).toHaveLength(1);
  }, 180_000);
});
