import { randomUUID } from 'node:crypto';
import { ROLES, verificationStreamId, type AdDetail, type AdFields } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const rng = seededRandom(1010);

let moderator: TestClient;
let auditor: TestClient;
let alice: TestUser;
let bob: TestUser;
/** Ads by name: alice's `warsawPending`, `warsawApproved` (promoted), `krakowApproved`; bob's (verified) `bobKrakow`. */
const ad: Record<'warsawPending' | 'warsawApproved' | 'krakowApproved' | 'bobKrakow', string> = {} as never;

async function settle(): Promise<void> {
  const head = await t.infra.eventStore.headPosition();
  expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
}

async function createAd(owner: TestUser, city: string, province: string): Promise<string> {
  const fields: AdFields = { ...fakeAdFields(rng), city, province };
  delete fields.district;
  const created = await owner.post('/api/anonse', fields);
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string }>().id;
}

const list = async (who: TestClient, filter: Record<string, unknown>) => {
  const res = await who.get(
    `/api/admin/ads?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json<AdDetail[]>().map((a) => a.id);
};

/** Only the ads named in `ad` (the 409 test adds one more). */
const ours = (ids: string[]) => ids.filter((id) => Object.values(ad).includes(id));

beforeAll(async () => {
  moderator = await t.staff(ROLES.moderator);
  auditor = await t.staff(ROLES.auditor);
  alice = await t.user({ login: `alice${Date.now() % 100000}` });
  bob = await t.user();
  ad.warsawPending = await createAd(alice, 'warszawa', 'mazowieckie');
  ad.warsawApproved = await createAd(alice, 'warszawa', 'mazowieckie');
  ad.krakowApproved = await createAd(alice, 'krakow', 'malopolskie');
  ad.bobKrakow = await createAd(bob, 'krakow', 'malopolskie');
  for (const id of [ad.warsawApproved, ad.krakowApproved]) {
    expect((await moderator.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
  }
  // Standing comes from other streams; appended as the promotion and verification contexts would.
  const now = t.clock.now();
  await t.infra.eventStore.appendToStream(`promotion-${ad.warsawApproved}`, [
    {
      id: randomUUID(),
      type: 'AdPromoted',
      data: {
        adId: ad.warsawApproved,
        ownerId: alice.id,
        orderId: randomUUID(),
        days: 7,
        promotedAt: now.toISOString(),
        until: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      },
    },
  ]);
  await t.infra.eventStore.appendToStream(verificationStreamId(bob.id), [
    {
      id: randomUUID(),
      type: 'AccountVerified',
      data: { accountId: bob.id, attemptId: randomUUID(), verifiedAt: now.toISOString() },
      metadata: { schemaVersion: 1 },
    },
  ]);
  await settle();
});

describe('/api/admin/ads roles', () => {
  it('an auditor reads the list and one ad, and may not decide (403, nothing changed)', async () => {
    expect(ours(await list(auditor, {})).sort()).toEqual(Object.values(ad).sort());
    const one = await auditor.get(`/api/admin/ads/${ad.warsawPending}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers.etag).toBe('"0"');
    // The console's view: the owner's login beside the id, and a waiting revision's photos (none here).
    expect(one.json()).toMatchObject({ id: ad.warsawPending, ownerId: alice.id, ownerLogin: alice.login, pendingPhotos: [] });
    expect((await auditor.post(`/api/admin/ads/${ad.warsawPending}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(403);
    expect(
      (await auditor.post(`/api/admin/ads/${ad.warsawPending}/reject`, { reason: 'Niezgodne z regulaminem' }, { 'if-match': '"0"' }))
        .statusCode,
    ).toBe(403);
    const after = await auditor.get(`/api/admin/ads/${ad.warsawPending}`);
    expect(after.json()).toMatchObject({ status: 'pending', revision: 0 });
  });

  it('a signed-in user gets 403 on the list', async () => {
    expect((await bob.get('/api/admin/ads')).statusCode).toBe(403);
  });

  it('a moderator approves; a second decision on the old revision is 409 with the ad as it is now', async () => {
    const id = await createAd(bob, 'gdansk', 'pomorskie');
    expect((await moderator.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
    expect((await moderator.get(`/api/admin/ads/${id}`)).json()).toMatchObject({ status: 'approved', revision: 1 });
    const late = await moderator.post(`/api/admin/ads/${id}/reject`, { reason: 'Zmiana decyzji' }, { 'if-match': '"0"' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ current: { id, status: 'approved', revision: 1 } });
    // Without If-Match, a decision on an ad already decided is refused the same way, never applied twice.
    const again = await moderator.post(`/api/admin/ads/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ current: { id, status: 'approved' } });
    expect((await moderator.get(`/api/admin/ads/${id}`)).json()).toMatchObject({ status: 'approved', revision: 1 });
  });
});

describe('/api/admin/ads filters return exactly the matching ads', () => {
  it('state and city', async () => {
    expect(ours(await list(moderator, { status: 'pending' })).sort()).toEqual([ad.warsawPending, ad.bobKrakow].sort());
    expect(ours(await list(moderator, { city: 'krakow' })).sort()).toEqual([ad.krakowApproved, ad.bobKrakow].sort());
    expect(ours(await list(moderator, { city: 'warszawa', status: 'approved' }))).toEqual([ad.warsawApproved]);
  });

  it('owner by login (any case) or by account id; an unknown owner matches nothing', async () => {
    const byLogin = ours(await list(moderator, { owner: alice.login.toUpperCase() }));
    expect(byLogin.sort()).toEqual([ad.warsawPending, ad.warsawApproved, ad.krakowApproved].sort());
    expect(ours(await list(moderator, { owner: bob.id }))).toEqual([ad.bobKrakow]);
    expect(await list(moderator, { owner: 'nobody-with-this-login' })).toEqual([]);
  });

  it('verified and promoted, alone and combined', async () => {
    expect(ours(await list(moderator, { verified: true }))).toEqual([ad.bobKrakow]);
    expect(ours(await list(moderator, { verified: false })).sort()).toEqual(
      [ad.warsawPending, ad.warsawApproved, ad.krakowApproved].sort(),
    );
    expect(ours(await list(moderator, { promoted: true }))).toEqual([ad.warsawApproved]);
    expect(ours(await list(moderator, { promoted: true, city: 'krakow' }))).toEqual([]);
    expect(ours(await list(moderator, { promoted: false, owner: alice.login })).sort()).toEqual(
      [ad.warsawPending, ad.krakowApproved].sort(),
    );
  });

  it('a filter of the wrong type is a 400 with a field error', async () => {
    const res = await moderator.get(`/api/admin/ads?filter=${encodeURIComponent('{"verified":"yes"}')}`, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
  });
});
