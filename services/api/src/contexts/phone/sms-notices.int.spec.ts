import { randomUUID } from 'node:crypto';
import {
  addDays,
  verificationStreamId,
  warsawDateOf,
  warsawInstant,
  type SmsMessageDto,
  type SmsNoticeSettingsDto,
} from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SmsWorker } from './workers/sms.worker';

const ALL_ON = { adDecided: true, verificationDecided: true, messageRequest: true };
const ALL_OFF = { adDecided: false, verificationDecided: false, messageRequest: false };

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  text: string;
  status: string;
  next_attempt_at: Date | string;
}

describe('phone: SMS notices (opt-in, quiet hours, monthly cap)', () => {
  let t: TestApp;
  let admin: TestClient;
  let numbers = 0;

  beforeAll(async () => {
    t = await startTestApp({ SMS_QUIET_HOURS: '22:00-08:00', SMS_NOTICES_PER_MONTH: '2' });
    admin = await t.admin();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const worker = () => t.app.get(SmsWorker);
  /** Projects everything appended so far, then one pass of the SMS worker (queues the notices, sends what is due). */
  const pass = async () => {
    await t.projected();
    await worker().runDue();
  };
  const notices = (u: TestClient) => u.get('/api/user/phone/notices');
  const choose = (u: TestClient, body: unknown, lang = 'pl') =>
    u.request('PUT', '/api/user/phone/notices', { json: body, headers: { 'accept-language': lang } });

  /** A user with a number verified through the sandbox outbox, as a person does it. */
  async function verifiedUser(options: { locale?: 'pl' | 'en' } = {}): Promise<{ u: TestUser; e164: string }> {
    const u = await t.user(options);
    const digits = String(100_000 + ++numbers).slice(-6);
    const e164 = `+48601${digits}`;
    expect((await u.post('/api/user/phone', { number: e164 })).statusCode).toBe(200);
    await worker().runDue();
    const sms = (await admin.get('/api/dev/sms')).json<{ messages: SmsMessageDto[] }>().messages.find((m) => m.recipient === e164);
    const code = /\d{6}/.exec(sms!.text!)![0];
    expect((await u.post('/api/user/phone/confirm', { code })).statusCode).toBe(200);
    return { u, e164 };
  }

  /** An ad of `u`, approved by a moderator. Returns the id of the approval event (the notice's idempotency key). */
  async function approvedAd(u: TestUser): Promise<string> {
    const fields = { ...fakeAdFields(seededRandom(numbers)), province: 'mazowieckie', city: 'warszawa' };
    delete (fields as { district?: string }).district;
    const created = await u.post('/api/anonse', fields);
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
    const { rows } = await t.db.client.query<{ id: string }>(
      `SELECT event_id AS id FROM events WHERE stream_id = $1 AND type = 'AdApproved'`,
      [`ad-${id}`],
    );
    return rows[0]!.id;
  }

  const outboxOf = async (accountId: string): Promise<OutboxRow[]> =>
    (
      await t.db.client.query<OutboxRow>(
        `SELECT id, kind, recipient, text, status, next_attempt_at FROM sms_outbox WHERE account_id = $1 AND kind = 'notice' ORDER BY created_at, id`,
        [accountId],
      )
    ).rows;

  /** Moves the clock to `hour`:`minute` Warsaw time, later today or tomorrow (the test clock only goes forward). */
  function advanceToWarsaw(hour: number, minute = 0): Date {
    const now = t.clock.now();
    let at = new Date(warsawInstant(warsawDateOf(now), hour, minute));
    if (at.getTime() <= now.getTime()) at = new Date(warsawInstant(addDays(warsawDateOf(now), 1), hour, minute));
    t.clock.advance(at.getTime() - now.getTime());
    return at;
  }

  it('starts with every notice off, refuses any on without a verified number (409), and checks the body (400)', async () => {
    const u = await t.user();
    expect((await notices(u)).json<SmsNoticeSettingsDto>()).toEqual({
      ...ALL_OFF,
      available: false,
      quietHours: { from: '22:00', to: '08:00' },
      perMonth: 2,
    });
    const refused = await choose(u, { ...ALL_OFF, adDecided: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('zweryfikowanego numeru');
    expect((await choose(u, { ...ALL_OFF, adDecided: true }, 'en')).json().message).toContain('verified number');
    // All off needs no number, and changes nothing: no event.
    expect((await choose(u, ALL_OFF)).statusCode).toBe(200);
    const bad = await choose(u, { adDecided: 'yes', verificationDecided: false }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.adDecided[0]).toContain('Tick or untick');
    expect(bad.json().errors.messageRequest).toBeDefined();
    expect((await choose(u, { ...ALL_OFF, extra: true })).statusCode).toBe(400);
    expect((await t.client().get('/api/user/phone/notices')).statusCode).toBe(401);
    expect(
      (await t.db.client.query(`SELECT 1 FROM events WHERE type = 'SmsNoticesChosen' AND stream_id = $1`, [`phone-${u.id}`])).rows,
    ).toEqual([]);
  });

  it('records a choice as an event and queues one SMS per approved ad, keyed by the event, without the title', async () => {
    advanceToWarsaw(12);
    const { u, e164 } = await verifiedUser();
    const chosen = await choose(u, { ...ALL_OFF, adDecided: true });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<SmsNoticeSettingsDto>()).toMatchObject({ adDecided: true, verificationDecided: false, available: true });
    const events = await t.db.client.query<{ data: unknown }>(
      `SELECT data FROM events WHERE type = 'SmsNoticesChosen' AND stream_id = $1`,
      [`phone-${u.id}`],
    );
    expect(events.rows).toHaveLength(1);

    const eventId = await approvedAd(u);
    await pass();
    await pass();
    const sent = await outboxOf(u.id);
    expect(sent).toEqual([expect.objectContaining({ id: eventId, recipient: e164, status: 'sent' })]);
    expect(sent[0]!.text).toBe('anonse: Twoje ogloszenie zostalo zatwierdzone.');
    // The console's history shows the choice.
    const history = (await admin.get(`/api/admin/phone/${u.id}`)).json<{ history: { type: string; detail: string | null }[] }>().history;
    expect(history).toContainEqual(expect.objectContaining({ type: 'SmsNoticesChosen', detail: 'adDecided' }));
  });

  it('tells a verification decided and a message request in the account language, never the message; opt-out queues none', async () => {
    advanceToWarsaw(12);
    const { u, e164 } = await verifiedUser({ locale: 'en' });
    const verified = async () => {
      const id = randomUUID();
      await t.infra.eventStore.appendToStream(verificationStreamId(u.id), [
        {
          id,
          type: 'AccountVerified',
          data: { accountId: u.id, attemptId: randomUUID(), verifiedAt: t.clock.now().toISOString() },
          metadata: { schemaVersion: 1 },
        },
      ]);
      return id;
    };
    // Each from someone new: a second message from the same person joins the request already open.
    const request = async () => {
      const other = await t.user();
      const res = await other.post('/api/conversations', { recipientId: u.id, text: 'Sekretna treść prośby', clientId: randomUUID() });
      expect(res.statusCode).toBe(201);
      const { rows } = await t.db.client.query<{ id: string }>(
        `SELECT event_id AS id FROM events WHERE type = 'ConversationStarted' AND stream_id = $1`,
        [`conversation-${res.json<{ conversationId: string }>().conversationId}`],
      );
      return rows[0]!.id;
    };

    // Off: nothing is queued for either.
    await verified();
    await request();
    await approvedAd(u);
    await pass();
    expect(await outboxOf(u.id)).toEqual([]);

    expect((await choose(u, { ...ALL_OFF, verificationDecided: true, messageRequest: true })).statusCode).toBe(200);
    const verificationEvent = await verified();
    const requestEvent = await request();
    await approvedAd(u);
    await pass();
    const rows = await outboxOf(u.id);
    // Both were queued in one pass, at one instant: the outbox orders them by id (the causing events' random ids).
    const byId = (a: (string | null)[], b: (string | null)[]) => (a[0]! < b[0]! ? -1 : 1);
    expect(rows.map((r) => [r.id, r.recipient, r.text]).sort(byId)).toEqual(
      [
        [verificationEvent, e164, 'anonse: Your account has been verified.'],
        [requestEvent, e164, 'anonse: You have a new message request. Read it in your dashboard.'],
      ].sort(byId),
    );
    expect(JSON.stringify(rows)).not.toContain('Sekretna');
  });

  it('holds a notice due in the quiet hours until they end (Warsaw time), then sends it', async () => {
    const { u } = await verifiedUser();
    expect((await choose(u, ALL_ON)).statusCode).toBe(200);
    advanceToWarsaw(23, 30);
    const eventId = await approvedAd(u);
    await pass();
    const [waiting] = await outboxOf(u.id);
    expect(waiting).toMatchObject({ id: eventId, status: 'pending' });
    const morning = new Date(warsawInstant(addDays(warsawDateOf(t.clock.now()), 1), 8));
    expect(new Date(waiting!.next_attempt_at).toISOString()).toBe(morning.toISOString());
    t.clock.advance(morning.getTime() - t.clock.now().getTime() - 60_000);
    await pass();
    expect((await outboxOf(u.id))[0]!.status).toBe('pending');
    t.clock.advance(60_000);
    await pass();
    expect((await outboxOf(u.id))[0]!.status).toBe('sent');
  });

  it('drops notices over the monthly cap, records them for the console, and keeps the rest', async () => {
    advanceToWarsaw(12);
    const { u } = await verifiedUser();
    expect((await choose(u, ALL_ON)).statusCode).toBe(200);
    const approvals = [await approvedAd(u), await approvedAd(u), await approvedAd(u)];
    await pass();
    expect((await outboxOf(u.id)).map((r) => r.id).sort()).toEqual(approvals.slice(0, 2).sort());
    const { rows } = await t.db.client.query<{ event_id: string; status: string }>(
      'SELECT event_id, status FROM sms_notices WHERE account_id = $1 ORDER BY position',
      [u.id],
    );
    expect(rows.map((r) => r.status)).toEqual(['queued', 'queued', 'dropped']);
    const history = (await admin.get(`/api/admin/phone/${u.id}`)).json<{ history: { type: string; detail: string | null }[] }>().history;
    expect(history.filter((h) => h.type === 'SmsNoticeDropped')).toEqual([expect.objectContaining({ detail: 'adApproved' })]);
  });

  it('stops with a revoked number: waiting notices are taken back, later ones never queued, and the choice is off', async () => {
    const { u } = await verifiedUser();
    expect((await choose(u, ALL_ON)).statusCode).toBe(200);
    advanceToWarsaw(23);
    await approvedAd(u);
    await pass();
    expect((await outboxOf(u.id)).map((r) => r.status)).toEqual(['pending']);
    expect((await u.request('DELETE', '/api/user/phone')).statusCode).toBe(200);
    await pass();
    expect(await outboxOf(u.id)).toEqual([]);
    expect((await notices(u)).json<SmsNoticeSettingsDto>()).toMatchObject({ ...ALL_OFF, available: false });
    await approvedAd(u);
    await pass();
    expect(await outboxOf(u.id)).toEqual([]);
    const statuses = await t.db.client.query<{ status: string }>('SELECT status FROM sms_notices WHERE account_id = $1', [u.id]);
    expect(statuses.rows.map((r) => r.status)).toEqual(['cancelled']);
  });

  it("erases the account's notices and choice with the account", async () => {
    const { u } = await verifiedUser();
    expect((await choose(u, ALL_ON)).statusCode).toBe(200);
    await approvedAd(u);
    await pass();
    expect((await u.post('/api/user/delete', { password: u.password })).statusCode).toBe(204);
    await pass();
    for (const table of ['sms_notices', 'sms_notice_settings', 'sms_outbox'])
      expect((await t.db.client.query(`SELECT 1 FROM ${table} WHERE account_id = $1`, [u.id])).rows).toEqual([]);
  });
});
