import { ROLES, type AdminPhoneDto, type PhoneStatusDto, type PhoneWatchDto, type SmsMessageDto } from '@anonse/contracts';
import { fakeAdFields, isPhoneVerified, seededRandom } from '@anonse/projections';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SmsOutbox } from './sms/sms-outbox';
import { SmsWorker } from './workers/sms.worker';

const MIN = 60_000;

describe('phone: verification by SMS code (sandbox provider)', () => {
  let t: TestApp;
  let admin: TestClient;
  let moderator: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    moderator = await t.staff(ROLES.moderator);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const projected = async () =>
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  /** The code of the last SMS to `e164`, read where a developer reads it: the development outbox. */
  const lastCode = async (e164: string): Promise<string> => {
    await t.app.get(SmsWorker).runDue();
    const res = await admin.get('/api/dev/sms');
    expect(res.statusCode).toBe(200);
    const sms = res.json<{ messages: SmsMessageDto[] }>().messages.find((m) => m.recipient === e164);
    expect(sms?.status).toBe('sent');
    return /\d{6}/.exec(sms!.text!)![0];
  };
  const send = (u: TestClient, number: string, lang = 'pl') => u.post('/api/user/phone', { number }, { 'accept-language': lang });
  const confirm = (u: TestClient, code: string, lang = 'pl') => u.post('/api/user/phone/confirm', { code }, { 'accept-language': lang });
  const verify = async (u: TestUser, number: string, e164: string) => {
    expect((await send(u, number)).statusCode).toBe(200);
    expect((await confirm(u, await lastCode(e164))).json<PhoneStatusDto>().state).toBe('verified');
  };

  it('sends a code to a number typed any usual way, and the code verifies it; the number is sealed in the log', async () => {
    const u = await t.user();
    const sent = await send(u, '0048 512 345 678');
    expect(sent.statusCode).toBe(200);
    expect(sent.json<PhoneStatusDto>()).toMatchObject({
      state: 'pending',
      pendingNumber: '+48512345678',
      checksLeft: 5,
      sendsLeftToday: 4,
    });
    expect(sent.json<PhoneStatusDto>().resendAt).toBe(
      new Date(Date.parse(sent.json<PhoneStatusDto>().codeExpiresAt!) - 9 * MIN).toISOString(),
    );
    const code = await lastCode('+48512345678');
    const ok = await confirm(u, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<PhoneStatusDto>()).toMatchObject({ state: 'verified', verifiedNumber: '+48512345678', pendingNumber: null });
    await projected();
    expect(await isPhoneVerified(t.db.client, u.id)).toBe(true);
    const raw = await t.db.client.query<{ data: unknown }>(`SELECT data FROM events WHERE type IN ('PhoneCodeSent', 'PhoneVerified')`);
    expect(raw.rows.length).toBeGreaterThanOrEqual(2);
    for (const row of raw.rows) expect(JSON.stringify(row.data)).not.toContain('512345678');
    expect(JSON.stringify(raw.rows)).not.toContain(code);
  });

  it('refuses landlines, premium numbers, other countries and garbage with 400 and a localized field error', async () => {
    const u = await t.user();
    const landline = await send(u, '22 123 45 67');
    expect(landline.statusCode).toBe(400);
    expect(landline.json().errors.number[0]).toContain('komórkowy');
    expect((await send(u, '22 123 45 67', 'en')).json().errors.number[0]).toContain('not a mobile number');
    expect((await send(u, '+49 151 23456789', 'en')).json().errors.number[0]).toContain('country');
    expect((await send(u, '701 234 567')).statusCode).toBe(400);
    expect((await send(u, 'call me maybe')).statusCode).toBe(400);
    expect((await u.post('/api/user/phone', {})).statusCode).toBe(400);
    expect((await u.post('/api/user/phone/confirm', { code: '12ab' })).json().errors.code).toBeDefined();
    expect((await t.client().post('/api/user/phone', { number: '512 345 600' })).statusCode).toBe(401);
  });

  it('keeps a cooldown between sends and refuses a 6th send in a day with the time it opens again', async () => {
    const u = await t.user();
    expect((await send(u, '600 100 200')).statusCode).toBe(200);
    const soon = await send(u, '600 100 200');
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
    expect(soon.json().message).toContain('odliczania');
    const first = Date.parse(soon.json<{ current: PhoneStatusDto }>().current.resendAt!) - MIN;
    for (let i = 0; i < 4; i++) {
      t.clock.advance(2 * MIN);
      expect((await send(u, '600 100 200')).statusCode).toBe(200);
    }
    t.clock.advance(2 * MIN);
    const sixth = await send(u, '600 100 200', 'en');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toContain('Too many codes');
    expect(sixth.json<{ current: PhoneStatusDto }>().current.resendAt).toBe(new Date(first + 24 * 60 * MIN).toISOString());
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('counts one number on every account: the 6th code to it in a day is refused whoever asks', async () => {
    for (let i = 0; i < 5; i++) expect((await send(await t.user(), '600 300 400')).statusCode).toBe(200);
    await projected();
    expect((await send(await t.user(), '600 300 400')).statusCode).toBe(429);
  });

  it('locks a code after 5 wrong ones, and refuses an expired code', async () => {
    const u = await t.user();
    await send(u, '600 500 600');
    const code = await lastCode('+48600500600');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await confirm(u, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ current: PhoneStatusDto }>().current.checksLeft).toBe(5 - i);
    }
    const locked = await confirm(u, code);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('zbyt wiele błędnych');

    t.clock.advance(2 * MIN);
    await send(u, '600 500 600');
    const fresh = await lastCode('+48600500600');
    t.clock.advance(10 * MIN);
    const expired = await confirm(u, fresh, 'en');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toContain('expired');
  });

  it('refuses a number verified on another account, and one that was on a blocked account', async () => {
    const a = await t.user();
    await verify(a, '600 700 800', '+48600700800');
    await projected();
    const taken = await send(await t.user(), '+48 600 700 800');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.number[0]).toContain('innego konta');

    const banned = await t.user();
    await verify(banned, '600 700 900', '+48600700900');
    expect((await moderator.post(`/api/admin/accounts/${banned.id}/block`, { reason: 'Oszustwo' })).statusCode).toBe(200);
    await moderator.post(`/api/admin/phone/${banned.id}/revoke`, { reason: 'Konto zablokowane' });
    await projected();
    const refused = await send(await t.user(), '600 700 900');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.number[0]).toContain('nie można zweryfikować');
  });

  it('shows the console the state and history (a logged personal-data view), and revokes with a reason', async () => {
    const u = await t.user();
    await verify(u, '600 800 900', '+48600800900');
    const shown = await moderator.get(`/api/admin/phone/${u.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<AdminPhoneDto>()).toMatchObject({ state: 'verified', verifiedNumber: '+48600800900' });
    expect(shown.json<AdminPhoneDto>().history.map((h) => h.type)).toEqual(['PhoneCodeSent', 'PhoneVerified']);
    const views = await t.db.client.query(`SELECT 1 FROM events WHERE type = 'PersonalDataViewed' AND stream_id = $1`, [
      `data-access-${u.id}`,
    ]);
    expect(views.rows.length).toBe(1);
    expect((await u.get(`/api/admin/phone/${u.id}`)).statusCode).toBe(403);
    expect((await moderator.post(`/api/admin/phone/${u.id}/revoke`, { reason: '' })).statusCode).toBe(400);
    const revoked = await moderator.post(`/api/admin/phone/${u.id}/revoke`, { reason: 'Numer z cudzego ogłoszenia' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<AdminPhoneDto>().state).toBe('none');
    await projected();
    expect(await isPhoneVerified(t.db.client, u.id)).toBe(false);
    expect((await moderator.post(`/api/admin/phone/${u.id}/revoke`, { reason: 'Jeszcze raz' })).statusCode).toBe(404);
  });

  it('marks the ad whose phone is the verified number, the search filter finds it, and a changed phone loses it at once', async () => {
    const u = await t.user();
    await verify(u, '600 111 333', '+48600111333');
    const fields = { ...fakeAdFields(seededRandom(25)), province: 'mazowieckie', city: 'warszawa', phone: '+48 600-111-333' };
    delete (fields as { district?: string }).district;
    const created = await u.post('/api/anonse', fields);
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
    await projected();
    const visitor = t.client();
    const marked = async () => {
      const search = await visitor.get('/api/anonse/search?city=warszawa&phone_verified=1&per_page=100');
      expect(search.statusCode).toBe(200);
      const hit = search.json<{ hits: { id: string; phoneVerified: boolean }[] }>().hits.find((h) => h.id === id);
      return {
        page: (await visitor.get(`/api/anonse/${id}`)).json<{ phoneVerified: boolean }>().phoneVerified,
        search: hit?.phoneVerified ?? null,
      };
    };
    expect(await marked()).toEqual({ page: true, search: true });

    const changed = await u.request('PUT', `/api/anonse/${id}`, {
      json: { ...fields, phone: '600 111 334' },
      headers: { 'if-match': '"1"' },
    });
    expect(changed.statusCode).toBe(200);
    await projected();
    expect(await marked()).toEqual({ page: false, search: null });

    const bad = await visitor.get('/api/anonse/search?phone_verified=perhaps', { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone_verified).toBeDefined();
  });

  it('serves the development outbox to administrators only', async () => {
    const u = await t.user();
    expect((await u.get('/api/dev/sms')).statusCode).toBe(404);
    expect((await t.client().get('/dev/sms')).statusCode).toBe(404);
    expect((await admin.get('/dev/sms')).body).toContain('Development SMS outbox');
  });

  it("erases the number with the account: the read model's rows and the outbox's messages go", async () => {
    const u = await t.user();
    await verify(u, '600 900 100', '+48600900100');
    expect((await u.post('/api/user/delete', { password: u.password })).statusCode).toBe(204);
    await projected();
    expect(await isPhoneVerified(t.db.client, u.id)).toBe(false);
    await t.app.get(SmsWorker).runDue();
    expect((await t.db.client.query('SELECT 1 FROM sms_outbox WHERE account_id = $1', [u.id])).rows).toEqual([]);
    expect((await t.db.client.query('SELECT 1 FROM phone_sends WHERE account_id = $1', [u.id])).rows).toEqual([]);
  });

  it('shows the fraud watch to every staff role: codes per hour and country, and the completion of the last judged hour', async () => {
    // A quiet day first: what the earlier tests sent is out of the judged hour.
    t.clock.advance(3 * 60 * MIN);
    const done = await t.user();
    await verify(done, '600 123 001', '+48600123001');
    expect((await send(await t.user(), '600 123 002')).statusCode).toBe(200);
    await projected();
    // The judged hour ends a code's lifetime ago: nothing is judged while the codes can still be typed.
    const early = (await moderator.get('/api/admin/phone-watch')).json<PhoneWatchDto>();
    expect(early.judged).toMatchObject({ sends: 0, completed: 0, rate: null });
    t.clock.advance(11 * MIN);
    const res = await (await t.staff(ROLES.auditor)).get('/api/admin/phone-watch');
    expect(res.statusCode).toBe(200);
    const watch = res.json<PhoneWatchDto>();
    expect(watch.judged).toMatchObject({ sends: 2, completed: 1, rate: 0.5 });
    // Two codes are too few to judge: no alert under the default threshold of 20 codes.
    expect([watch.alert, watch.threshold, watch.minSends]).toEqual([false, 0.3, 20]);
    // Per hour and country: the two codes of this hour are in one row of Poland's.
    const thisHour = watch.hours.find((h) => h.country === 'PL' && Date.parse(h.hour) <= Date.parse(watch.judged.from) + 60 * MIN);
    expect(thisHour).toBeDefined();
    expect(watch.hours.every((h) => h.completed <= h.sends && h.hour.endsWith(':00:00.000Z'))).toBe(true);
    expect(watch.sentLastHour).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(watch)).not.toContain('600123');
    expect((await (await t.user()).get('/api/admin/phone-watch')).statusCode).toBe(403);
  });

  it('sends no more than the hourly budget, however many senders claim at once; the rest wait for the next hour', async () => {
    const worker = t.app.get(SmsWorker);
    while ((await worker.runDue()).sent > 0);
    t.clock.advance(2 * 60 * MIN);
    const outbox = new SmsOutbox(t.db.client);
    for (let i = 0; i < 12; i++)
      await outbox.enqueue({ id: `budget-${i}`, accountId: 'budget', recipient: '+48600000000', text: 'x', kind: 'test' }, t.clock.now());
    const claimAll = () =>
      Promise.all(Array.from({ length: 6 }, () => SmsOutbox.claimWithinBudget(t.db.client, t.clock.now(), 20, 60_000, 5)));
    const first = await claimAll();
    expect(first.reduce((n, r) => n + r.claimed.length, 0)).toBe(5);
    expect(first.every((r) => r.budgetLeft === 0)).toBe(true);
    for (const sms of first.flatMap((r) => r.claimed)) expect(await outbox.markSent(sms.id, t.clock.now(), 'sandbox', sms.id)).toBe(true);
    // Sent within the hour: still spent.
    t.clock.advance(30 * MIN);
    expect((await claimAll()).reduce((n, r) => n + r.claimed.length, 0)).toBe(0);
    t.clock.advance(31 * MIN);
    expect((await claimAll()).reduce((n, r) => n + r.claimed.length, 0)).toBe(5);
  });
});
