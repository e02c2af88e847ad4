import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(60_000);

const registration = (login: string, password: string) => ({
  login,
  email: `${login.toLowerCase()}@example.com`,
  password,
  password_confirmation: password,
  terms: true,
});

describe('Idempotency-Key', () => {
  it("an operation that takes no key says so (400, in the reader's language) and runs nothing; a malformed key is 400 too", async () => {
    const admin = await t.admin();
    const batch = await admin.post('/api/admin/vouchers', {
      label: 'Test klucza',
      points: 10,
      count: 1,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(batch.statusCode).toBe(201);
    const { id } = batch.json<{ id: string }>();
    const keyed = await admin.post(`/api/admin/vouchers/${id}/revoke`, null, { 'idempotency-key': 'constructor', 'accept-language': 'en' });
    expect([keyed.statusCode, keyed.json().message]).toEqual([400, 'This operation takes no Idempotency-Key header; send it without one.']);
    expect((await admin.get(`/api/admin/vouchers/${id}`)).json()).toMatchObject({ status: 'active' });
    const malformed = await admin.post(`/api/admin/vouchers/${id}/revoke`, null, {
      'idempotency-key': 'bad key!',
      'accept-language': 'pl',
    });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, expect.stringMatching(/^Idempotency-Key może mieć/)]);
    expect((await admin.post(`/api/admin/vouchers/${id}/revoke`)).statusCode).toBe(200);
  });

  it('a replay of a registration with another password is refused (422, no session) instead of logging into the account', async () => {
    const victim = t.client();
    const key = { 'idempotency-key': 'reg-takeover-1' };
    const first = await victim.post('/api/register', registration('Dorota', 'Dorota-long-secret-1'), key);
    expect(first.statusCode).toBe(201);

    const attacker = t.client();
    const replay = await attacker.post('/api/register', registration('Dorota', 'Attacker-chosen-pass-9'), key);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toMatch(/Idempotency-Key/);
    expect(String(replay.headers['set-cookie'] ?? '')).not.toMatch(/anonse_session=/);
    expect(attacker.cookies.has('anonse_session')).toBe(false);
    expect((await attacker.get('/api/user')).statusCode).toBe(401);
    const english = await t
      .client()
      .post('/api/register', registration('Dorota', 'Attacker-chosen-pass-9'), { ...key, 'accept-language': 'en' });
    expect(english.json().message).toBe('This Idempotency-Key was already used with a different request; use a new key.');

    // The account still has the victim's password only.
    expect((await t.client().post('/api/login', { login: 'dorota', password: 'Attacker-chosen-pass-9' })).statusCode).toBe(422);
    expect((await t.client().post('/api/login', { login: 'dorota', password: 'Dorota-long-secret-1' })).statusCode).toBe(200);
  });

  it('an exact replay answers the first answer again, appends nothing and mints no session', async () => {
    const c = t.client();
    const body = registration('Ewelina', 'Ewelina-long-secret-2');
    const key = { 'idempotency-key': 'reg-retry-1' };
    const first = await c.post('/api/register', body, key);
    expect(first.statusCode).toBe(201);
    const head = await t.infra.eventStore.headPosition();

    const retry = t.client();
    const again = await retry.post('/api/register', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(retry.cookies.has('anonse_session')).toBe(false);
    expect(await t.infra.eventStore.headPosition()).toBe(head);
  });

  it('a replay of create-ad with another body is refused with 422 and appends nothing', async () => {
    const owner = await t.user({ login: 'Franka', password: 'Franka-long-secret-3' });
    const fields = { ...fakeAdFields(seededRandom(11)), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' as const };
    delete (fields as { district?: string }).district;
    const key = { 'idempotency-key': 'ad-1' };
    const created = await owner.post('/api/anonse', fields, key);
    expect(created.statusCode).toBe(201);
    const head = await t.infra.eventStore.headPosition();

    const changed = await owner.post('/api/anonse', { ...fields, title: `${fields.title} (changed)` }, key);
    expect(changed.statusCode).toBe(422);
    expect(await t.infra.eventStore.headPosition()).toBe(head);

    const same = await owner.post('/api/anonse', fields, key);
    expect(same.statusCode).toBe(201);
    expect(same.json()).toEqual(created.json());
    expect(await t.infra.eventStore.headPosition()).toBe(head);
  });

  it('one key is per actor and route: another user, or another route, is not a replay', async () => {
    const body = registration('Gosia', 'Gosia-long-secret-4');
    const key = { 'idempotency-key': 'shared-key' };
    expect((await t.client().post('/api/register', body, key)).statusCode).toBe(201);
    const admin = await t.admin();
    // The admin's approve under the same key value is its own request (404 for an unknown ad, not 422).
    const approve = await admin.post('/api/admin/ads/00000000-0000-4000-8000-000000000000/approve', {}, { ...key, 'if-match': '"0"' });
    expect(approve.statusCode).toBe(404);
  });

  it('a claim whose request never finished (the process died) frees its key after a minute, by the database clock', async () => {
    const body = registration('Ilona', 'Ilona-long-secret-6');
    const key = { 'idempotency-key': 'reg-abandoned-1' };
    // What a crash between claiming and completing leaves behind: a claim without an answer.
    const first = await t.client().post('/api/register', body, key);
    expect(first.statusCode).toBe(201);
    await t.db.client.query(
      "UPDATE api_idempotency SET status_code = NULL, response = NULL, created_at = now() - interval '30 seconds' WHERE key = 'reg-abandoned-1'",
    );
    expect((await t.client().post('/api/register', body, key)).statusCode).toBe(409);
    await t.db.client.query("UPDATE api_idempotency SET created_at = now() - interval '61 seconds' WHERE key = 'reg-abandoned-1'");
    // The claim is freed and the request runs again; the registration itself was already appended, so its retry is
    // recognised by the event ids (the same login and key) and answered, not refused as a taken login.
    const again = await t.client().post('/api/register', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it('of concurrent duplicates exactly one runs; the others get the same answer or 409, never a second account', async () => {
    const body = registration('Hania', 'Hania-long-secret-5');
    const key = { 'idempotency-key': 'reg-concurrent-1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.client().post('/api/register', body, key)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(answers.filter((a) => String(a.headers['set-cookie'] ?? '').includes('anonse_session=')).length).toBeLessThanOrEqual(1);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().id));
    expect(ids.size).toBe(1);
  });
});
