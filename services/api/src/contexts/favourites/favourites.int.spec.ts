import { MAX_FAVOURITES } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient } from '#api/testing/test-app';

const t = useTestApp();
const password = 'Ulubione-haslo-o-7!';
let n = 0;

/** A registered, logged-in user whose address is confirmed (so their ads go to moderation). */
async function user(): Promise<{ client: TestClient; id: string }> {
  const client = await t.user({ login: `fav_user_${++n}`, password });
  return { client, id: client.id };
}

const head = () => t.infra.eventStore.headPosition();
const put = (c: TestClient, id: string) => c.request('PUT', `/api/user/favourites/${id}`);
const del = (c: TestClient, id: string) => c.request('DELETE', `/api/user/favourites/${id}`);

describe('favourites', () => {
  let me: { client: TestClient; id: string };
  let advertiser: { client: TestClient; id: string };
  const approved: string[] = [];
  let pendingOfOther = '';
  let myPending = '';

  beforeAll(async () => {
    me = await user();
    advertiser = await user();
    const admin = await t.admin();
    for (let i = 0; i < 3; i++) {
      const id = (
        await advertiser.client.post('/api/anonse', { ...fakeAdFields(seededRandom(100 + i)), title: `Ulubione ogłoszenie ${i}` })
      ).json().id;
      expect((await admin.post(`/api/admin/ads/${id}/approve`)).statusCode).toBe(200);
      approved.push(id);
    }
    pendingOfOther = (await advertiser.client.post('/api/anonse', fakeAdFields(seededRandom(200)))).json().id;
    myPending = (await me.client.post('/api/anonse', fakeAdFields(seededRandom(201)))).json().id;
  });

  it('adds, lists newest first with cards, and adding twice appends nothing', async () => {
    expect((await put(me.client, approved[0]!)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await put(me.client, approved[1]!)).statusCode).toBe(204);
    const before = await head();
    expect((await put(me.client, approved[1]!)).statusCode).toBe(204);
    expect(await head()).toBe(before);
    const list = (await me.client.get('/api/user/favourites')).json();
    expect(list.limit).toBe(MAX_FAVOURITES);
    expect(list.items.map((f: { adId: string }) => f.adId)).toEqual([approved[1], approved[0]]);
    expect(list.items[0].ad).toMatchObject({ id: approved[1], title: 'Ulubione ogłoszenie 1' });
  });

  it('answers 404 for an unknown ad, an ad the caller may not see, and ids that are not ids; nothing changes', async () => {
    const before = await head();
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      pendingOfOther,
      '__proto__',
      'constructor',
      `${approved[0]}x`,
      '1%27%20OR%201=1',
    ])
      expect((await put(me.client, id)).statusCode).toBe(404);
    // NUL in the path never reaches routing.
    expect((await put(me.client, `${approved[0]}%00`)).statusCode).toBe(400);
    expect((await del(me.client, '__proto__')).statusCode).toBe(404);
    expect(await head()).toBe(before);
    // One's own ad, even pending, is visible to its owner.
    expect((await put(me.client, myPending)).statusCode).toBe(204);
    expect((await del(me.client, myPending)).statusCode).toBe(204);
  });

  it('needs a session', async () => {
    const guest = t.client();
    expect((await guest.get('/api/user/favourites')).statusCode).toBe(401);
    expect((await put(guest, approved[0]!)).statusCode).toBe(401);
    expect((await guest.post('/api/user/favourites/merge', { adIds: [approved[0]] })).statusCode).toBe(401);
  });

  it('removes idempotently, also one never added', async () => {
    expect((await del(me.client, approved[1]!)).statusCode).toBe(204);
    const before = await head();
    expect((await del(me.client, approved[1]!)).statusCode).toBe(204);
    expect((await del(me.client, approved[2]!)).statusCode).toBe(204);
    expect(await head()).toBe(before);
    expect((await me.client.get('/api/user/favourites')).json().items.map((f: { adId: string }) => f.adId)).toEqual([approved[0]]);
  });

  it("merges a guest's list: new ids added once, unknown and invisible ones skipped", async () => {
    const res = await me.client.post('/api/user/favourites/merge', {
      adIds: [approved[2], approved[0], approved[2], '00000000-0000-4000-8000-000000000001', pendingOfOther],
    });
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().adIds)).toEqual(new Set([approved[0], approved[2]]));
    expect(res.json().adIds).toHaveLength(2);
  });

  it('refuses a malformed merge with 400 and changes nothing', async () => {
    const before = await head();
    for (const body of [
      { adIds: ['__proto__'] },
      { adIds: 'x' },
      { adIds: Array.from({ length: MAX_FAVOURITES + 1 }, () => approved[0]) },
      {},
      JSON.parse('{"__proto__":{"adIds":[]}}'),
    ])
      expect((await me.client.post('/api/user/favourites/merge', body)).statusCode).toBe(400);
    expect(await head()).toBe(before);
  });

  it('keeps each list to its owner', async () => {
    expect((await advertiser.client.get('/api/user/favourites')).json().items).toEqual([]);
  });

  it('shows an ad that is no longer public as unavailable, and it can still be removed', async () => {
    const gone = (await advertiser.client.post('/api/anonse', fakeAdFields(seededRandom(300)))).json().id;
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${gone}/approve`)).statusCode).toBe(200);
    expect((await put(me.client, gone)).statusCode).toBe(204);
    // Deleted by its owner: out of public view for good.
    expect((await advertiser.client.request('DELETE', `/api/anonse/${gone}`, { headers: { 'if-match': '"1"' } })).statusCode).toBe(200);
    const item = (await me.client.get('/api/user/favourites')).json().items.find((f: { adId: string }) => f.adId === gone);
    expect(item).toMatchObject({ adId: gone, ad: null });
    expect((await del(me.client, gone)).statusCode).toBe(204);
  });

  it(`holds at most ${MAX_FAVOURITES}: the next add answers 422, a merge stops at the limit`, async () => {
    const stuffed = await user();
    // Straight into the log (the limit is the decider's): the stream of a person who already has the maximum.
    const ids = Array.from({ length: MAX_FAVOURITES }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const { favouritesStreamId } = await import('@anonse/contracts');
    const { randomUUID } = await import('node:crypto');
    await t.infra.eventStore.appendToStream(
      favouritesStreamId(stuffed.id),
      ids.map((adId) => ({
        id: randomUUID(),
        type: 'FavouriteAdded',
        data: { accountId: stuffed.id, adId, addedAt: new Date().toISOString() },
        metadata: {},
      })),
    );
    const add = await put(stuffed.client, approved[0]!);
    expect(add.statusCode).toBe(422);
    expect(add.json().message).toContain(String(MAX_FAVOURITES));
    const before = await head();
    const merged = await stuffed.client.post('/api/user/favourites/merge', { adIds: [approved[1]] });
    expect(merged.statusCode).toBe(200);
    expect(await head()).toBe(before);
  });
});
