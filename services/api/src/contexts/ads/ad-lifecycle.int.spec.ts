import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient } from '../../testing/test-app';
import { AdDeadlinesWorker } from './reactors/ad-deadlines.worker';

const t = useTestApp();
jest.setTimeout(60_000);
const DAY = 86_400_000;

let n = 0;
async function newUser(): Promise<TestClient> {
  const c = t.client();
  const login = `life${++n}x${Math.floor(Math.random() * 1e6)}`;
  const res = await c.post('/api/register', { login, email: `${login}@example.com`, password: 'secret-pass-1', password_confirmation: 'secret-pass-1', terms: true });
  expect(res.statusCode).toBe(201);
  return c;
}

const baseFields = () => {
  const fields = { ...fakeAdFields(seededRandom(11)), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' as const, phone: '600 100 200' };
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

    expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': `"${title.json().revision}"` })).statusCode).toBe(200);
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
    expect((await put(stranger, id, { ...fields, phone: '600 111 222' })).statusCode).toBe(403);
    for (const action of ['deactivate', 'reactivate', 'renew']) expect((await stranger.post(`/api/anonse/${id}/${action}`)).statusCode).toBe(403);
    expect((await stranger.request('DELETE', `/api/anonse/${id}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/user/ads/${id}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/anonse/00000000-0000-4000-8000-000000000000/renew')).statusCode).toBe(404);
    expect((await t.client().get(`/api/anonse/${id}`)).json()).toMatchObject({ revision: 1, status: 'approved' });
  });

  it('rejects invalid fields with localised field errors', async () => {
    const { owner, id, fields } = await liveAd();
    const bad = await put(owner, id, { ...fields, phone: 'abc' }, 1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone).toBeDefined();
    const tooMany = await put(owner, id, { ...fields, photos: Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) }, 1);
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
    expect((await owner.post(`/api/anonse/${id}/deactivate`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/anonse/${id}/deactivate`)).statusCode).toBe(200);
    expect((await owner.post(`/api/anonse/${id}/reactivate`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(200);
    expect((await owner.request('DELETE', `/api/anonse/${id}`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/user/ads/${id}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/anonse/${id}/renew`)).statusCode).toBe(404);
  });

  it('reminds 3 days before the end, expires after 30 days, and one click renews it', async () => {
    const { owner, id } = await liveAd();
    const worker = t.app.get(AdDeadlinesWorker);
    const visitor = t.client();
    const term = (await owner.get(`/api/user/ads/${id}`)).json().expiresAt as string;
    expect(Date.parse(term) - Date.now()).toBeGreaterThan(29 * DAY);

    await worker.runDue();
    expect((await owner.get(`/api/user/ads/${id}`)).json().status).toBe('approved');

    t.clock.advance(27.5 * DAY);
    const first = await worker.runDue();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    await t.infra.projections?.waitForPosition(await lastPosition());
    expect((await worker.runDue()).reminded).toBe(0);

    t.clock.advance(3 * DAY);
    expect((await worker.runDue()).expired).toBeGreaterThanOrEqual(1);
    await t.infra.projections?.waitForPosition(await lastPosition());
    expect((await owner.get(`/api/user/ads/${id}`)).json().status).toBe('expired');
    expect((await visitor.get(`/api/anonse/${id}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/anonse/${id}/reactivate`)).statusCode).toBe(409);

    expect((await owner.post(`/api/anonse/${id}/renew`)).statusCode).toBe(200);
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
});

async function lastPosition(): Promise<number> {
  const { rows } = await t.db.client.query<{ p: string | null }>('SELECT max(global_position)::text AS p FROM events');
  return Number(rows[0]?.p ?? 0);
}
