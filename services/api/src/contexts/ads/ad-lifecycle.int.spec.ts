import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { slugify } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { PhotoWorker, sharp } from '../media';
import { AdDeadlinesWorker } from './workers/ad-deadlines.worker';

const dataDir = mkdtempSync(path.join(tmpdir(), 'anonse-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// The photo worker is driven by the tests that need a ready photo (no timer racing them).
const t = useTestApp({ DATA_DIR: dataDir, MEDIA_WORKER_POLL_MS: '0' });
jest.setTimeout(60_000);
const DAY = 86_400_000;

let n = 0;
/** A registered, logged-in user whose address is confirmed (so their ads go to moderation). */
function newUser(): Promise<TestClient> {
  return t.user({ login: `life${++n}x${Math.floor(Math.random() * 1e6)}`, password: 'secret-pass-1' });
}

const baseFields = () => {
  const fields = {
    ...fakeAdFields(seededRandom(11)),
    province: 'mazowieckie',
    city: 'warszawa',
    category: 'kobieta' as const,
    phone: '600 100 200',
  };
  delete (fields as { district?: string }).district;
  return fields;
};

/** A live (approved) ad of a new owner. */
async function liveAd() {
  const owner = await newUser();
  const fields = baseFields();
  const created = await owner.post('/api/anonse', fields);
  expect(created.statusCode).toBe(201);
  const id: string = created.json().id;
  const admin = await t.admin();
  expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
  return { owner, admin, id, fields };
}

const put = (c: TestClient, id: string, body: unknown, revision?: number) =>
  c.request('PUT', `/api/anonse/${id}`, { json: body, headers: revision === undefined ? {} : { 'if-match': `"${revision}"` } });

/** The ad's current revision, as its owner's list shows it. */
const revisionOf = async (owner: TestClient, id: string): Promise<number> => (await owner.get(`/api/user/ads/${id}`)).json().revision;

/** One click of the owner's list: deactivate, reactivate, renew or delete, based on `revision`. */
const act = (c: TestClient, id: string, action: 'deactivate' | 'reactivate' | 'renew' | 'delete', revision: number | undefined) => {
  const headers: Record<string, string> = revision === undefined ? {} : { 'if-match': `"${revision}"` };
  return action === 'delete'
    ? c.request('DELETE', `/api/anonse/${id}`, { headers })
    : c.request('POST', `/api/anonse/${id}/${action}`, { headers });
};

/** A ready photo of `owner`: uploaded, then processed by the worker (driven here, no timer). */
async function readyPhoto(owner: TestClient): Promise<string> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a5c8e' } })
    .jpeg()
    .toBuffer();
  const res = await owner.request('POST', '/api/media/photos', { payload: jpeg, headers: { 'content-type': 'image/jpeg' } });
  expect(res.statusCode).toBe(201);
  const id: string = res.json().id;
  for (;;) {
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    if (!(await t.app.get(PhotoWorker).drain())) break;
  }
  expect((await owner.get(`/api/media/photos/${id}`)).json()).toMatchObject({ status: 'ready' });
  return id;
}

/** 13 photo ids: `first`, then made-up ones (the count is checked before any id is looked up). */
const thirteen = (first: string) => [
  first,
  ...Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
];

describe('bad input gets its status and a message in Polish and English, and changes nothing', () => {
  it('a 13th photo when creating an ad: 422 on the photos field, and no ad is made', async () => {
    const owner = await newUser();
    // The form learns the limit from the server (MAX_PHOTOS_PER_AD, 12 by default); a guest is not told.
    expect((await owner.get('/api/user/ads/limits')).json()).toEqual({ maxPhotos: 12 });
    expect((await t.client().get('/api/user/ads/limits')).statusCode).toBe(401);
    const photo = await readyPhoto(owner);
    const head = await t.infra.eventStore.headPosition();
    for (const [language, text] of [
      ['pl', 'Ogłoszenie ma za dużo zdjęć.'],
      ['en', 'The ad has too many photos.'],
    ] as const) {
      const res = await owner.post('/api/anonse', { ...baseFields(), photos: thirteen(photo) }, { 'accept-language': language });
      expect([res.statusCode, res.json().errors?.photos]).toEqual([422, [text]]);
    }
    expect(await t.infra.eventStore.headPosition()).toBe(head);
    expect((await owner.get('/api/user/ads')).json()).toEqual([]);
  });

  it('a 13th photo when editing: 422, and the revision and photos stay as they were', async () => {
    const owner = await newUser();
    const photo = await readyPhoto(owner);
    const fields = { ...baseFields(), photos: [photo] };
    const created = await owner.post('/api/anonse', fields);
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    const before = (await owner.get(`/api/user/ads/${id}`)).json();
    expect(before.fields.photos).toEqual([photo]);
    for (const [language, text] of [
      ['pl', 'Ogłoszenie ma za dużo zdjęć.'],
      ['en', 'The ad has too many photos.'],
    ] as const) {
      const res = await owner.request('PUT', `/api/anonse/${id}`, {
        json: { ...fields, photos: thirteen(photo) },
        headers: { 'if-match': `"${before.revision}"`, 'accept-language': language },
      });
      expect([res.statusCode, res.json().errors?.photos]).toEqual([422, [text]]);
    }
    const after = (await owner.get(`/api/user/ads/${id}`)).json();
    expect(after).toMatchObject({ revision: before.revision, fields: { photos: [photo] }, pendingFields: null });
  });

  it("another user's ad: 403 with the message in both languages; a stale revision: 409 in both, the ad unchanged", async () => {
    const { owner, id, fields } = await liveAd();
    const stranger = await newUser();
    const messages = {
      pl: ['To nie jest Twoje ogłoszenie.', 'Zasób został zmieniony w międzyczasie; odśwież i spróbuj ponownie.'],
      en: ['This is not your ad.', 'The resource changed in the meantime; reload and try again.'],
    };
    for (const [language, [notYours, changed]] of Object.entries(messages)) {
      const headers = { 'if-match': '"1"', 'accept-language': language };
      const edit = await stranger.request('PUT', `/api/anonse/${id}`, { json: { ...fields, phone: '600 111 222' }, headers });
      expect([edit.statusCode, edit.json().message]).toEqual([403, notYours]);
      const renew = await stranger.request('POST', `/api/anonse/${id}/renew`, { headers });
      expect([renew.statusCode, renew.json().message]).toEqual([403, notYours]);
      const stale = await owner.request('PUT', `/api/anonse/${id}`, {
        json: { ...fields, phone: '600 111 222' },
        headers: { 'if-match': '"0"', 'accept-language': language },
      });
      expect([stale.statusCode, stale.json().message, stale.json().current?.revision]).toEqual([409, changed, 1]);
    }
    expect((await owner.get(`/api/user/ads/${id}`)).json()).toMatchObject({
      revision: 1,
      fields: { phone: fields.phone },
      pendingFields: null,
    });
  });
});

describe('the ad owned by its owner', () => {
  it('takes a new phone at once, keeps the old title public until the revision is approved', async () => {
    const { owner, admin, id, fields } = await liveAd();
    const visitor = t.client();

    const phone = await put(owner, id, { ...fields, phone: '600 999 888' }, 1);
    expect(phone.statusCode).toBe(200);
    expect((await visitor.get(`/api/anonse/${id}`)).json().fields.phone).toBe('600 999 888');

    const title = await put(owner, id, { ...fields, phone: '600 999 888', title: 'Zupełnie nowy tytuł' }, phone.json().revision);
    expect(title.statusCode).toBe(200);
    const publicView = (await visitor.get(`/api/anonse/${id}`)).json();
    expect(publicView).toMatchObject({ status: 'approved', fields: { title: fields.title }, pendingFields: null });
    const mine = (await owner.get(`/api/user/ads/${id}`)).json();
    expect(mine).toMatchObject({ status: 'approved', fields: { title: fields.title }, pendingFields: { title: 'Zupełnie nowy tytuł' } });
    const search = (await visitor.get('/api/anonse/search?province=mazowieckie&city=warszawa')).json();
    expect(search.hits.find((h: { id: string }) => h.id === id)?.title).toBe(fields.title);

    expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': `"${title.json().revision}"` })).statusCode).toBe(
      200,
    );
    expect((await visitor.get(`/api/anonse/${id}`)).json().fields).toMatchObject({ title: 'Zupełnie nowy tytuł', phone: '600 999 888' });
  });

  it('answers a stale edit with 409 and the ad as it is now, and changes nothing', async () => {
    const { owner, id, fields } = await liveAd();
    const stale = await put(owner, id, { ...fields, phone: '600 111 222' }, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, revision: 1, fields: { phone: fields.phone } });
    expect(stale.json().current).not.toHaveProperty('ownerId');
    expect((await owner.get(`/api/user/ads/${id}`)).json().revision).toBe(1);
  });

  it('refuses another user (403) and unknown ads (404) for every owner action, and changes nothing', async () => {
    const { id, fields } = await liveAd();
    const stranger = await newUser();
    expect((await put(stranger, id, { ...fields, phone: '600 111 222' }, 1)).statusCode).toBe(403);
    for (const action of ['deactivate', 'reactivate', 'renew', 'delete'] as const)
      expect((await act(stranger, id, action, 1)).statusCode).toBe(403);
    expect((await stranger.get(`/api/user/ads/${id}`)).statusCode).toBe(404);
    expect((await act(stranger, '00000000-0000-4000-8000-000000000000', 'renew', 0)).statusCode).toBe(404);
    expect((await t.client().get(`/api/anonse/${id}`)).json()).toMatchObject({ revision: 1, status: 'approved' });
  });

  it("never hands a stranger the ad through a stale revision's 409", async () => {
    const { owner, id, fields } = await liveAd();
    // A waiting revision and a deactivation: what nobody but the owner may read.
    expect((await put(owner, id, { ...fields, title: 'Tajny nowy tytuł' }, 1)).statusCode).toBe(200);
    expect((await act(owner, id, 'deactivate', await revisionOf(owner, id))).statusCode).toBe(200);
    const stranger = await newUser();
    for (const res of [await put(stranger, id, { ...fields, phone: '600 111 222' }, 999), await act(stranger, id, 'reactivate', 999)]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Tajny nowy tytuł');
      expect(res.body).not.toContain(fields.phone);
      expect(res.json()).not.toHaveProperty('current');
    }
  });

  it('asks for the revision of every owner action (428 without If-Match) and changes nothing', async () => {
    const { owner, id, fields } = await liveAd();
    const res = await put(owner, id, { ...fields, phone: '600 111 222' });
    expect(res.statusCode).toBe(428);
    expect(res.json().message).toBe('Ta zmiana wymaga nagłówka If-Match z rewizją, na której się opiera, np. "3".');
    for (const action of ['deactivate', 'renew', 'delete'] as const) expect((await act(owner, id, action, undefined)).statusCode).toBe(428);
    expect(await revisionOf(owner, id)).toBe(1);
  });

  it('puts revisions of live ads in the moderation queue next to new ads', async () => {
    const { owner, admin, id, fields } = await liveAd();
    const queue = async () =>
      (await admin.get(`/api/admin/ads?filter=${encodeURIComponent('{"queue":"moderation"}')}&range=[0,999]`))
        .json()
        .map((a: { id: string }) => a.id) as string[];
    expect(await queue()).not.toContain(id);
    expect((await put(owner, id, { ...fields, title: 'Zmieniony tytuł do akceptacji' }, 1)).statusCode).toBe(200);
    expect(await queue()).toContain(id);
  });

  it('rejects invalid fields with localised field errors', async () => {
    const { owner, id, fields } = await liveAd();
    const bad = await put(owner, id, { ...fields, phone: 'abc' }, 1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone).toBeDefined();
    const tooMany = await put(
      owner,
      id,
      { ...fields, photos: Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) },
      1,
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.photos).toEqual(['Ogłoszenie ma za dużo zdjęć.']);
  });

  it('lets a rejected ad be fixed and resubmitted', async () => {
    const owner = await newUser();
    const fields = baseFields();
    const id = (await owner.post('/api/anonse', fields)).json().id;
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${id}/reject`, { reason: 'Popraw opis' }, { 'if-match': '"0"' })).statusCode).toBe(200);
    expect((await owner.get(`/api/user/ads/${id}`)).json()).toMatchObject({ status: 'rejected', rejectionReason: 'Popraw opis' });
    expect((await put(owner, id, { ...fields, description: `${fields.description} Poprawione.` }, 1)).statusCode).toBe(200);
    expect((await owner.get(`/api/user/ads/${id}`)).json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('deactivates and reactivates; a deleted ad is gone for everyone', async () => {
    const { owner, id } = await liveAd();
    const visitor = t.client();
    expect((await act(owner, id, 'deactivate', 1)).statusCode).toBe(200);
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    // Deactivating what is already off appends nothing.
    expect((await act(owner, id, 'deactivate', 2)).json().revision).toBe(2);
    expect((await act(owner, id, 'reactivate', 2)).statusCode).toBe(200);
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(200);
    expect((await act(owner, id, 'delete', 3)).statusCode).toBe(200);
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/user/ads/${id}`)).statusCode).toBe(404);
    expect((await act(owner, id, 'renew', 4)).statusCode).toBe(404);
  });

  it('reminds 3 days before the end, expires after 30 days, and one click renews it', async () => {
    const { owner, id } = await liveAd();
    const worker = t.app.get(AdDeadlinesWorker);
    const visitor = t.client();
    const term = (await owner.get(`/api/user/ads/${id}`)).json().expiresAt as string;
    expect(Date.parse(term) - Date.now()).toBeGreaterThan(29 * DAY);

    await worker.runDue();
    expect((await owner.get(`/api/user/ads/${id}`)).json().status).toBe('approved');

    await t.passTime(27.5 * DAY, owner);
    const first = await worker.runDue();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    await t.infra.projections?.waitForPosition(await lastPosition());
    expect((await worker.runDue()).reminded).toBe(0);

    await t.passTime(3 * DAY, owner);
    expect((await worker.runDue()).expired).toBeGreaterThanOrEqual(1);
    await t.infra.projections?.waitForPosition(await lastPosition());
    expect((await owner.get(`/api/user/ads/${id}`)).json().status).toBe('expired');
    // The owner's list carries the time the API works with (30 days on), so the page judges the term by it.
    const list = await owner.get('/api/user/ads');
    expect(Math.abs(Date.parse(String(list.headers['x-server-now'])) - t.clock.now().getTime())).toBeLessThan(60_000);
    expect(Date.parse(String(list.headers['x-server-now'])) - Date.now()).toBeGreaterThan(30 * DAY);
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    expect((await act(owner, id, 'reactivate', await revisionOf(owner, id))).statusCode).toBe(409);

    expect((await act(owner, id, 'renew', await revisionOf(owner, id))).statusCode).toBe(200);
    const renewed = (await owner.get(`/api/user/ads/${id}`)).json();
    expect(renewed.status).toBe('approved');
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(term));
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(200);
  });

  it('counts visits of others, not the owner', async () => {
    const { owner, id } = await liveAd();
    await t.client().get(`/api/anonse/${id}`);
    await t.client().get(`/api/anonse/${id}`);
    await owner.get(`/api/anonse/${id}`);
    expect((await owner.get(`/api/user/ads/${id}`)).json().views).toBe(2);
  });

  it('counts a visit of an ad page once: the hop of an address without its own slug is not one', async () => {
    const { owner, id } = await liveAd();
    const { fields } = (await owner.get(`/api/user/ads/${id}`)).json() as { fields: { title: string } };
    // `/anons/{id}/` (no slug) and an old slug answer a redirect to the ad's own address, which the page then asks for.
    for (const slug of ['', 'stary-tytul', slugify(fields.title)])
      expect((await t.client().get(`/api/anonse/${id}?${new URLSearchParams({ slug })}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/user/ads/${id}`)).json().views).toBe(1);
  });
});

async function lastPosition(): Promise<number> {
  const { rows } = await t.db.client.query<{ p: string | null }>('SELECT max(global_position)::text AS p FROM events');
  return Number(rows[0]?.p ?? 0);
}
