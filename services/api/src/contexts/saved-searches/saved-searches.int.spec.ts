import { randomUUID } from 'node:crypto';
import { MAX_SAVED_SEARCHES, savedSearchesStreamId, type NotificationList, type SavedSearchDto } from '@anonse/contracts';
import { MailWorker } from '../mail';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { SmtpTestServer, type ReceivedMail } from '#api/testing/smtp-test-server';
import { SavedSearchAlertsWorker } from '.';
import { latestDigestSlot, warsawTime } from '#api/platform/clock/digest-slot';

const HOUR = 3_600_000;
const DIGEST_HOUR = 8;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
/** The first digest time after `at`. */
const nextDigest = (at: Date) => warsawTime(dayAfter(latestDigestSlot(at, DIGEST_HOUR).day), DIGEST_HOUR);
const DIGEST_SUBJECT = 'Nowe ogłoszenia w Twoich zapisanych wyszukiwaniach';

/** The `token` of the first unsubscribe link in a text. */
const unsubscribeTokenIn = (text: string): string => {
  const match = /\/zapisane-wyszukiwania\/wypisz\/\?token=([0-9a-f.-]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1]!;
};

describe('saved searches: save, match, notice, digest, unsubscribe', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let me: TestUser;
  let advertiser: TestUser;
  let admin: TestClient;
  let search: SavedSearchDto;
  const adIds: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    me = await t.user({ smtp });
    advertiser = await t.user({ smtp });
    admin = await t.admin();
    // The story starts at 10:00 in Poland, so no digest hour falls inside it before the test that waits for one.
    const now = t.clock.now();
    t.clock.advance(nextDigest(now).getTime() + 2 * HOUR - now.getTime());
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, 30_000);

  const head = () => t.infra.eventStore.headPosition();
  const projected = async () => expect(await t.infra.runner!.waitForPosition(await head(), { timeoutMs: 10_000 })).toBe(true);
  const worker = async () => {
    await projected();
    const run = await t.app.get(SavedSearchAlertsWorker).runDue();
    await projected();
    return run;
  };
  const deliver = async () => {
    await projected();
    await t.app.get(MailWorker).sender.runOnce();
  };
  const digestsTo = (user: TestUser): ReceivedMail[] => smtp.to(user.email).filter((m) => m.subject === DIGEST_SUBJECT);
  const notices = async (user: TestClient) =>
    (await user.get('/api/notifications')).json<NotificationList>().data.notifications.filter((n) => n.kind === 'savedSearchMatches');

  /** An ad of the advertiser, approved by the administrator. */
  async function publish(name: string, place: { province: string; city: string }): Promise<string> {
    const res = await advertiser.post('/api/anonse', { ...SAMPLE_AD_FIELDS, ...place, title: name });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    expect((await admin.post(`/api/admin/ads/${id}/approve`)).statusCode).toBe(200);
    adIds[name] = id;
    return id;
  }

  it('saves the canonical filter, without page, order or cursor', async () => {
    const res = await me.post('/api/user/saved-searches', {
      name: 'Panie — Kraków',
      query: '?page=2&sort=newest&cursor=abc&available_now=1&tag1=kobieta&city=krakow',
      digest: true,
    });
    expect(res.statusCode).toBe(201);
    search = res.json<SavedSearchDto>();
    expect(search).toMatchObject({
      name: 'Panie — Kraków',
      query: 'city=krakow&tag1=kobieta',
      href: '/search/?city=krakow&tag1=kobieta',
      digest: true,
      matches: 0,
    });
    const list = (await me.get('/api/user/saved-searches', { 'accept-language': 'en' })).json();
    expect(list).toMatchObject({ limit: MAX_SAVED_SEARCHES, items: [{ id: search.id, href: '/en/search/?city=krakow&tag1=kobieta' }] });
    // A filter that is no search is refused, and so is hostile text; nothing is saved.
    const before = await head();
    for (const body of [
      { name: 'x', query: 'city=atlantyda' },
      { name: 'a\u0000b', query: '' },
      { name: 'x'.repeat(101), query: '' },
      { name: 'x', query: '', digest: 'yes' },
      JSON.parse('{"__proto__":{"name":"x"},"query":""}'),
    ])
      expect((await me.post('/api/user/saved-searches', body)).statusCode).toBe(400);
    expect(await head()).toBe(before);
  });

  it('an ad approved for the first time gives each matching search one notice; another ad none', async () => {
    await publish('Kasia z Krakowa', { province: 'malopolskie', city: 'krakow' });
    await publish('Ola z Warszawy', { province: 'mazowieckie', city: 'warszawa' });
    expect(await worker()).toEqual({ alerted: 1, digests: 0 });
    const [notice, ...rest] = await notices(me);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      text: 'Nowe ogłoszenia dla „Panie — Kraków”: 1',
      link: '/search/?city=krakow&tag1=kobieta',
      read_at: null,
    });
    expect(await notices(advertiser)).toEqual([]);
    // Nothing new, nothing told again.
    expect(await worker()).toEqual({ alerted: 0, digests: 0 });
    expect((await me.get('/api/user/saved-searches')).json().items[0]).toMatchObject({ matches: 1 });
  });

  it('tells at most once an hour: a match within the hour waits for the next notice', async () => {
    await publish('Ewa z Krakowa', { province: 'malopolskie', city: 'krakow' });
    expect(await worker()).toEqual({ alerted: 0, digests: 0 });
    t.clock.advance(HOUR);
    expect(await worker()).toEqual({ alerted: 1, digests: 0 });
    expect((await notices(me)).map((n) => n.text)).toEqual([
      'Nowe ogłoszenia dla „Panie — Kraków”: 1',
      'Nowe ogłoszenia dla „Panie — Kraków”: 1',
    ]);
  });

  it('sends one digest at the digest hour with the new ads, never twice', async () => {
    const now = t.clock.now();
    // Not before the hour…
    t.clock.advance(nextDigest(now).getTime() - now.getTime() - 60_000);
    expect((await worker()).digests).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await worker()).digests).toBe(1);
    await deliver();
    expect((await worker()).digests).toBe(0);
    await deliver();
    const [digest, ...more] = digestsTo(me);
    expect(more).toEqual([]);
    expect(digest!.text).toContain('„Panie — Kraków”: nowe ogłoszenia (2)');
    expect(digest!.text).toContain('- Kasia z Krakowa: http');
    expect(digest!.text).toContain(`/anons/${adIds['Kasia z Krakowa']}/`);
    expect(digest!.text).toContain(`/anons/${adIds['Ewa z Krakowa']}/`);
    expect(digest!.text).not.toContain('Ola z Warszawy');
    expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/saved-searches\/unsubscribe\?token=[0-9a-f.-]+>$/);
    expect(digestsTo(advertiser)).toEqual([]);
  });

  it('turns the digest off from the e-mail without a session; a forged token changes nothing', async () => {
    const token = unsubscribeTokenIn(digestsTo(me)[0]!.text);
    const guest = t.client();
    const unsubscribe = (tokens: string, body = 'List-Unsubscribe=One-Click') =>
      guest.request('POST', `/api/saved-searches/unsubscribe?${tokens}`, {
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        csrf: false,
      });
    const before = await head();
    const forged = [
      `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      token.replace(me.id, advertiser.id),
      `${search.id}.${me.id}.${'0'.repeat(64)}`,
      'x',
      '__proto__',
    ];
    for (const bad of forged) {
      const res = await unsubscribe(`token=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain('link do wypisania');
    }
    expect(await head()).toBe(before);
    expect((await me.get('/api/user/saved-searches')).json().items[0].digest).toBe(true);
    const res = await unsubscribe(`token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ searches: [{ id: search.id, name: 'Panie — Kraków' }], all: false });
    expect((await me.get('/api/user/saved-searches')).json().items[0].digest).toBe(false);
    // The List-Unsubscribe URL (RFC 8058 one-click) does the same, again harmlessly.
    const oneClick = new URL(/^<(.*)>$/.exec(digestsTo(me)[0]!.headers['list-unsubscribe']!)![1]!);
    expect(
      (
        await guest.request('POST', `${oneClick.pathname}${oneClick.search}`, {
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          csrf: false,
        })
      ).statusCode,
    ).toBe(200);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a person: the next one answers 422`, async () => {
    const stream = savedSearchesStreamId(me.id);
    const existing = await t.infra.eventStore.readStream(stream);
    const createdAt = t.clock.now().toISOString();
    // Straight into the log (the limit is the decider's): the person already has the maximum.
    await t.infra.eventStore.appendToStream(
      stream,
      Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, i) => ({
        id: randomUUID(),
        type: 'SavedSearchCreated',
        data: {
          accountId: me.id,
          searchId: randomUUID(),
          name: `Szukam ${i}`,
          query: `city=gdansk&age_to=${30 + i}`,
          digest: false,
          createdAt,
        },
        metadata: { schemaVersion: 1 },
      })),
      { expectedRevision: existing.at(-1)!.revision },
    );
    const res = await me.post('/api/user/saved-searches', { name: 'Jedno za dużo', query: 'city=gdansk' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('You can save at most 20 searches. Delete one to save another.');
  });

  it("answers 404 for another person's search and for ids that are not ids; nothing changes", async () => {
    const before = await head();
    expect((await advertiser.request('PATCH', `/api/user/saved-searches/${search.id}`, { json: { name: 'Moje' } })).statusCode).toBe(404);
    expect((await advertiser.request('DELETE', `/api/user/saved-searches/${search.id}`)).statusCode).toBe(404);
    for (const id of ['__proto__', `${search.id}x`, '1%27%20OR%201=1'])
      expect((await me.request('DELETE', `/api/user/saved-searches/${id}`)).statusCode).toBe(404);
    expect(await head()).toBe(before);
    expect((await advertiser.get('/api/user/saved-searches')).json().items).toEqual([]);
    expect((await t.client().get('/api/user/saved-searches')).statusCode).toBe(401);
    // The owner renames it and turns the e-mail back on.
    const renamed = await me.request('PATCH', `/api/user/saved-searches/${search.id}`, { json: { name: 'Kraków', digest: true } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: search.id, name: 'Kraków', digest: true, matches: 2 });
  });

  it('drops every row of the person when the account is deleted', async () => {
    const rows = async () =>
      Number(
        (
          await t.db.client.query<{ n: string }>(
            'SELECT (SELECT count(*) FROM saved_searches WHERE account_id = $1) + (SELECT count(*) FROM saved_search_matches WHERE account_id = $1) AS n',
            [me.id],
          )
        ).rows[0]!.n,
      );
    expect(await rows()).toBeGreaterThan(MAX_SAVED_SEARCHES);
    // The person's data export holds them too.
    expect((await me.get('/api/user/export')).json().savedSearches).toContainEqual(
      expect.objectContaining({ id: search.id, name: 'Kraków', query: 'city=krakow&tag1=kobieta' }),
    );
    expect((await me.post('/api/user/delete', { password: me.password })).statusCode).toBe(204);
    await projected();
    expect(await rows()).toBe(0);
  });
});
