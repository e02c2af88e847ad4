import { randomUUID } from 'node:crypto';
import { AD_EVENTS, adStreamId } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const eventCount = async () => (await t.db.client.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
const put = (c: TestClient, id: string, body: unknown, revision: number) =>
  c.request('PUT', `/api/anonse/${id}`, { json: body, headers: { 'if-match': `"${revision}"` } });

describe('a confirmed e-mail address before the first ad goes to moderation (issue 8 § 6)', () => {
  it('refuses an unconfirmed account (403, Polish and English, nothing appended); the same request succeeds once confirmed', async () => {
    const user = await t.user({ confirmed: false });
    const fields = { ...fakeAdFields(seededRandom(81)), title: 'Zaproszenie po potwierdzeniu adresu' };
    const before = await eventCount();

    const pl = await user.post('/api/anonse', fields, { 'accept-language': 'pl-PL,pl;q=0.9', 'idempotency-key': 'first-ad-1' });
    expect(pl.statusCode).toBe(403);
    expect(pl.json().message).toBe('Potwierdź adres e-mail, zanim wyślesz ogłoszenie do moderacji.');
    const en = await user.post('/api/anonse', fields, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe('Confirm your e-mail address before sending an ad to moderation.');
    expect(await eventCount()).toBe(before);
    expect((await user.get('/api/user/ads')).json()).toEqual([]);

    await t.confirmEmail(user);
    // The refused request under the same Idempotency-Key is a request like any other: it was never answered 2xx.
    const created = await user.post('/api/anonse', fields, { 'accept-language': 'pl-PL,pl;q=0.9', 'idempotency-key': 'first-ad-1' });
    expect(created.statusCode).toBe(201);
    expect((await user.get(`/api/user/ads/${created.json().id}`)).json()).toMatchObject({
      status: 'pending',
      fields: { title: fields.title },
    });
  });

  it('checks the confirmation before the photos, and before anything else of the ad', async () => {
    const user = await t.user({ confirmed: false });
    const res = await user.post('/api/anonse', { ...fakeAdFields(seededRandom(82)), photos: [randomUUID()] });
    expect(res.statusCode).toBe(403);
  });

  it('refuses to resubmit a rejected ad of an unconfirmed account (nothing appended); once confirmed, it goes back to moderation', async () => {
    // An ad posted before the rule existed: the log holds it, its owner never confirmed an address.
    const owner = await t.user({ confirmed: false });
    const fields = { ...fakeAdFields(seededRandom(83)), title: 'Ogłoszenie sprzed reguły' };
    const adId = randomUUID();
    const { position } = await t.infra.eventStore.appendToStream(
      adStreamId(adId),
      [
        {
          id: randomUUID(),
          type: 'AdCreated',
          data: { adId, ownerId: owner.id, fields, createdAt: t.clock.now().toISOString() },
          metadata: { schemaVersion: AD_EVENTS.versionOf('AdCreated') },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await t.infra.runner!.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${adId}/reject`, { reason: 'Brak opisu usług' }, { 'if-match': '"0"' })).statusCode).toBe(200);

    const before = await eventCount();
    const fixed = { ...fields, description: `${fields.description} Poprawiony opis.` };
    const refused = await put(owner, adId, fixed, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Potwierdź adres e-mail, zanim wyślesz ogłoszenie do moderacji.');
    const english = await owner.request('PUT', `/api/anonse/${adId}`, {
      json: fixed,
      headers: { 'if-match': '"1"', 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('Confirm your e-mail address before sending an ad to moderation.');
    expect(await eventCount()).toBe(before);
    // Someone else's ad is still "not yours", whatever the state of one's own address.
    const stranger = await t.user({ confirmed: false });
    expect((await put(stranger, adId, fixed, 1)).json().message).toBe('To nie jest Twoje ogłoszenie.');

    await t.confirmEmail(owner);
    const resubmitted = await put(owner, adId, fixed, 1);
    expect(resubmitted.statusCode).toBe(200);
    expect((await owner.get(`/api/user/ads/${adId}`)).json()).toMatchObject({
      status: 'pending',
      fields: { description: fixed.description },
    });
  });

  it('lets an administrator post without a mailbox flow', async () => {
    const admin = await t.admin();
    expect((await admin.post('/api/anonse', fakeAdFields(seededRandom(84)))).statusCode).toBe(201);
  });
});
