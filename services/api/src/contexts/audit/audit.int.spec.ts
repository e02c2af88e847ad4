import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { dataAccessStreamId, personalDataSubject, ROLES, walletStreamId } from '@anonse/contracts';
import type { SealingEventStore } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp();
const DAY = 86_400_000;

interface Staff {
  client: TestClient;
  id: string;
  login: string;
}

async function staff(role: Parameters<typeof t.staff>[0]): Promise<Staff> {
  const client = await t.staff(role);
  const me = (await client.get('/api/user')).json<{ id: string; login: string }>();
  return { client, id: me.id, login: me.login };
}

const settle = async () =>
  expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 20_000 })).toBe(true);

async function approvedAd(owner: TestUser, moderator: Staff, seed: number): Promise<string> {
  const created = await owner.post('/api/anonse', fakeAdFields(seededRandom(seed)));
  expect(created.statusCode).toBe(201);
  const id: string = created.json().id;
  expect((await moderator.client.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
  return id;
}

const grant = (admin: TestClient, accountId: string, points: number, reason: string) =>
  admin.post(`/api/admin/wallets/${accountId}/grant`, { points, reason });

describe('audit: histories, as-of states, exports and the data access log', () => {
  let admin: Staff;
  let moderator: Staff;
  let auditor: Staff;
  let owner: TestUser;

  beforeAll(async () => {
    [admin, moderator, auditor, owner] = await Promise.all([
      staff(ROLES.administrator),
      staff(ROLES.moderator),
      staff(ROLES.auditor),
      t.user(),
    ]);
  });

  it("shows an ad's timeline with actor, time and correlation, its state at each revision and the diff between them", async () => {
    const id = await approvedAd(owner, moderator, 3);
    const res = await moderator.client.get(`/api/admin/audit/ad/${id}/events`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('audit-events 0-1/2');
    const [created, approved] = res.json();
    expect(created).toMatchObject({
      id: `ad-${id}:0`,
      streamId: `ad-${id}`,
      revision: 0,
      type: 'AdCreated',
      actor: { id: owner.id, role: ROLES.user, login: owner.login },
      unavailable: [],
    });
    expect(created.data.fields.title).toBe(fakeAdFields(seededRandom(3)).title);
    expect(approved).toMatchObject({
      revision: 1,
      type: 'AdApproved',
      actor: { id: moderator.id, role: ROLES.moderator, login: moderator.login },
    });
    for (const e of [created, approved]) {
      expect(e.correlationId).toEqual(expect.any(String));
      expect(e.causationId).toEqual(expect.any(String));
      expect(Date.parse(e.time)).toBeGreaterThan(0);
    }
    expect(approved.position).toBeGreaterThan(created.position);
    expect(approved.correlationId).not.toBe(created.correlationId);

    const newestFirst = await auditor.client.get(`/api/admin/audit/ad/${id}/events?sort=["position","DESC"]&range=[0,0]`);
    expect(newestFirst.headers['content-range']).toBe('audit-events 0-0/2');
    expect(newestFirst.json().map((e: { type: string }) => e.type)).toEqual(['AdApproved']);

    const first = (await moderator.client.get(`/api/admin/audit/ad/${id}/state?revision=0`)).json();
    expect(first).toMatchObject({
      kind: 'ad',
      id,
      revision: 0,
      position: created.position,
      events: 1,
      totalEvents: 2,
      state: { status: 'pending', decidedBy: null },
    });
    const byPosition = (await moderator.client.get(`/api/admin/audit/ad/${id}/state?position=${approved.position}`)).json();
    expect(byPosition).toMatchObject({ revision: 1, eventType: 'AdApproved', state: { status: 'approved', decidedBy: moderator.id } });

    const diff = await moderator.client.get(`/api/admin/audit/ad/${id}/diff?from=0&to=1`);
    expect(diff.statusCode).toBe(200);
    expect(diff.json().changes).toEqual(
      expect.arrayContaining([
        { path: 'status', before: 'pending', after: 'approved' },
        { path: 'decidedBy', before: null, after: moderator.id },
      ]),
    );
    expect(diff.json().changes.some((c: { path: string }) => c.path.startsWith('fields.'))).toBe(false);
    expect((await moderator.client.get(`/api/admin/audit/ad/${id}/diff?from=0&to=7`)).statusCode).toBe(400);

    expect((await moderator.client.get('/api/admin/audit/ad/00000000-0000-4000-8000-000000000000/events')).statusCode).toBe(404);
    expect((await moderator.client.get('/api/admin/audit/ad/not-an-id/state')).statusCode).toBe(404);
    expect((await owner.get(`/api/admin/audit/ad/${id}/events`)).statusCode).toBe(403);
    expect((await t.client().get(`/api/admin/audit/ad/${id}/events`)).statusCode).toBe(401);
  });

  it('folds a wallet as of a date to the balance its ledger shows on that date', async () => {
    const person = await t.user();
    expect((await grant(admin.client, person.id, 100, 'Na start')).statusCode).toBe(200);
    t.clock.advance(DAY);
    const firstDay = t.clock.now().toISOString();
    t.clock.advance(DAY);
    expect((await grant(admin.client, person.id, 50, 'Rekompensata')).statusCode).toBe(200);
    t.clock.advance(DAY);
    expect((await admin.client.post(`/api/admin/wallets/${person.id}/deduct`, { points: 30, reason: 'Korekta' })).statusCode).toBe(200);
    await settle();

    const ledger = (await auditor.client.get(`/api/admin/wallets/${person.id}/entries?sort=["position","ASC"]`)).json<
      { occurredAt: string; balanceAfter: number }[]
    >();
    const onThatDay = ledger.filter((e) => e.occurredAt <= firstDay).at(-1)!.balanceAfter;
    expect(onThatDay).toBe(100);

    const asOf = await auditor.client.get(`/api/admin/audit/wallet/${person.id}/state?at=${encodeURIComponent(firstDay)}`);
    expect(asOf.statusCode).toBe(200);
    expect(asOf.json()).toMatchObject({
      kind: 'wallet',
      revision: 0,
      events: 1,
      totalEvents: 3,
      state: { balance: onThatDay, entries: 1 },
    });
    const now = (await admin.client.get(`/api/admin/audit/wallet/${person.id}/state`)).json();
    expect(now.state).toEqual({ balance: 120, entries: 3 });
    expect((await admin.client.get(`/api/admin/wallets/${person.id}`)).json().balance).toBe(120);

    const timeline = (await auditor.client.get(`/api/admin/audit/wallet/${person.id}/events`)).json();
    expect(timeline.map((e: { reason: string }) => e.reason)).toEqual(['Na start', 'Rekompensata', 'Korekta']);
    expect(timeline[0].actor).toEqual({ id: admin.id, role: ROLES.administrator, login: admin.login });

    // A moderator decides on ads, not on money: no wallet history.
    for (const path of ['events', 'events.csv', 'events.json', 'state', 'diff?from=0&to=1'])
      expect((await moderator.client.get(`/api/admin/audit/wallet/${person.id}/${path}`)).statusCode).toBe(403);
  });

  it('answers a long wallet from its kept folds exactly as a fold from the start would', async () => {
    const accountId = randomUUID();
    const start = Date.parse('2026-02-01T00:00:00Z');
    const balances: number[] = [];
    const events = Array.from({ length: 1_200 }, (_, i) => {
      const points = 1 + (i % 7);
      balances.push((balances.at(-1) ?? 0) + points);
      const at = new Date(start + i * 60_000).toISOString();
      return {
        id: randomUUID(),
        type: 'PointsCredited',
        data: {
          accountId,
          entryId: `e${i}`,
          points,
          balanceAfter: balances[i],
          source: 'grant',
          reference: null,
          reason: 'bench',
          creditedAt: at,
        },
        metadata: {
          commandId: randomUUID(),
          correlationId: randomUUID(),
          causationId: randomUUID(),
          actor: { id: admin.id, role: ROLES.administrator },
          occurredAt: at,
          schemaVersion: 1,
        },
      };
    });
    let revision = -1;
    for (let i = 0; i < events.length; i += 500)
      revision = (
        await t.infra.eventStore.appendToStream(walletStreamId(accountId), events.slice(i, i + 500), {
          expectedRevision: revision === -1 ? 'no_stream' : revision,
        })
      ).nextExpectedRevision;
    const stored = await t.infra.eventStore.readStream(walletStreamId(accountId));
    const state = (query: string) => auditor.client.get(`/api/admin/audit/wallet/${accountId}/state${query}`);

    // The first read folds the whole stream (and keeps folds every 1,000 revisions); the others start from those.
    const cold = await state(`?at=${encodeURIComponent(new Date(start + 500 * 60_000).toISOString())}`);
    expect(cold.json()).toMatchObject({ revision: 500, totalEvents: 1_200, state: { balance: balances[500], entries: 501 } });
    expect((await state('')).json()).toMatchObject({
      revision: 1_199,
      totalEvents: 1_200,
      state: { balance: balances[1_199], entries: 1_200 },
    });
    for (const r of [0, 998, 999, 1_000, 1_199]) {
      const expected = {
        revision: r,
        position: stored[r]!.position,
        events: r + 1,
        totalEvents: 1_200,
        state: { balance: balances[r], entries: r + 1 },
      };
      expect({ r, ...(await state(`?revision=${r}`)).json() }).toMatchObject({ r, ...expected });
      expect({ r, ...(await state(`?position=${stored[r]!.position}`)).json() }).toMatchObject({ r, ...expected });
      expect({
        r,
        ...(await state(`?at=${encodeURIComponent(new Date(start + r * 60_000 + 30_000).toISOString())}`)).json(),
      }).toMatchObject({ r, ...expected });
    }
    expect((await state('?revision=1200')).statusCode).toBe(400);
    expect((await state(`?position=${stored[0]!.position - 1}`)).statusCode).toBe(400);
    expect((await state('?at=2026-01-31T23:59:59Z')).statusCode).toBe(400);
  });

  it('answers 400 for a date before the stream began, a position before its first event, or both, and records no view then', async () => {
    const person = await t.user();
    expect((await grant(admin.client, person.id, 10, 'Test')).statusCode).toBe(200);
    const wallet = `/api/admin/audit/wallet/${person.id}/state`;
    const early = await admin.client.get(`${wallet}?at=2000-01-01T00:00:00Z`, { 'accept-language': 'en' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('begins later');
    expect((await admin.client.get(`${wallet}?position=0`)).statusCode).toBe(400);
    expect((await admin.client.get(`${wallet}?at=2030-01-01T00:00:00Z&position=5`)).json().message).toContain('tylko jedno');
    expect((await admin.client.get(`${wallet}?at=yesterday`)).statusCode).toBe(400);
    expect((await admin.client.get(`${wallet}?revision=1`)).statusCode).toBe(400);
    expect((await admin.client.get(`${wallet}?position=-1`)).statusCode).toBe(400);

    const views = async () => (await t.infra.eventStore.readStream(dataAccessStreamId(person.id))).length;
    const before = await views();
    expect((await auditor.client.get(`/api/admin/audit/account/${person.id}/state?at=2030-01-01T00:00:00Z&revision=0`)).statusCode).toBe(
      400,
    );
    expect((await auditor.client.get(`/api/admin/audit/account/${person.id}/state?at=1999-01-01`)).statusCode).toBe(400);
    expect(await views()).toBe(before);
  });

  it("records every view of an account's history, and administrators list views of photos and personal data", async () => {
    // A verification photo seen by a moderator.
    const photo = (seed: number) =>
      sharp({ create: { width: 600 + seed, height: 400, channels: 3, background: { r: 30 * seed, g: 90, b: 160 } } })
        .jpeg()
        .toBuffer();
    for (const seed of [1, 2])
      expect(
        (
          await owner.request('POST', '/api/user/verification/photos', {
            payload: await photo(seed),
            headers: { 'content-type': 'image/jpeg' },
          })
        ).statusCode,
      ).toBe(201);
    const sent = await owner.post('/api/user/verification/submit');
    expect(sent.statusCode).toBe(200);
    const attemptId: string = sent.json().attemptId;
    expect((await moderator.client.get(`/api/admin/verifications/${attemptId}/photos/0`)).statusCode).toBe(200);

    // The account's history: administrators and auditors, each view on record before the answer.
    expect((await moderator.client.get(`/api/admin/audit/account/${owner.id}/events`)).statusCode).toBe(403);
    const history = await auditor.client.get(`/api/admin/audit/account/${owner.id}/events?range=[0,999]`);
    expect(history.statusCode).toBe(200);
    const events = history.json<{ type: string; streamId: string; data: Record<string, unknown> }[]>();
    expect(events[0]).toMatchObject({
      type: 'AccountRegistered',
      data: { login: owner.login, email: owner.email, passwordHash: '[redacted]' },
    });
    expect(history.body).not.toMatch(/argon2|\$2[aby]\$/);
    const recorded = await t.infra.eventStore.readStream(dataAccessStreamId(owner.id));
    expect(recorded.at(-1)).toMatchObject({
      type: 'PersonalDataViewed',
      data: { subjectAccountId: owner.id, viewerId: auditor.id, viewerRole: ROLES.auditor, what: 'account-history' },
    });
    const again = (await auditor.client.get(`/api/admin/audit/account/${owner.id}/events?sort=["position","DESC"]&range=[0,0]`)).json();
    expect(again).toEqual([
      expect.objectContaining({
        type: 'PersonalDataViewed',
        streamId: dataAccessStreamId(owner.id),
        actor: { id: auditor.id, role: ROLES.auditor, login: auditor.login },
      }),
    ]);
    const state = (await admin.client.get(`/api/admin/audit/account/${owner.id}/state`)).json();
    expect(state.state).toMatchObject({ status: 'registered', login: owner.login });
    expect(state.state.passwordHash).toBeUndefined();
    await settle();

    for (const who of [moderator, auditor]) expect((await who.client.get('/api/admin/audit/data-access')).statusCode).toBe(403);
    const log = await admin.client.get(
      `/api/admin/audit/data-access?filter=${encodeURIComponent(JSON.stringify({ subject: owner.login }))}&range=[0,49]`,
    );
    expect(log.statusCode).toBe(200);
    const rows = log.json<{ what: string; viewerId: string; viewerLogin: string; detail: string | null; position: number }[]>();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          what: 'verification-photo',
          viewerId: moderator.id,
          viewerLogin: moderator.login,
          viewerRole: ROLES.moderator,
          subjectAccountId: owner.id,
          detail: `${attemptId}#0`,
        }),
        expect.objectContaining({ what: 'account-history', viewerId: auditor.id, viewerRole: ROLES.auditor, subjectLogin: owner.login }),
        expect.objectContaining({ what: 'account-history', viewerId: admin.id }),
      ]),
    );
    expect(rows.map((r) => r.position)).toEqual([...rows.map((r) => r.position)].sort((a, b) => b - a));
    const byViewer = (
      await admin.client.get(`/api/admin/audit/data-access?filter=${encodeURIComponent(JSON.stringify({ viewer: moderator.id }))}`)
    ).json();
    expect(byViewer).toEqual([expect.objectContaining({ what: 'verification-photo', viewerId: moderator.id })]);
  });

  it('exports CSV with formula-looking cells neutralised, and JSON, as attachments', async () => {
    const person = await t.user();
    expect((await grant(admin.client, person.id, 5, '=HYPERLINK("http://evil.example","x")')).statusCode).toBe(200);
    expect((await grant(admin.client, person.id, 5, '@SUM(1+1)')).statusCode).toBe(200);
    const csv = await auditor.client.get(`/api/admin/audit/wallet/${person.id}/events.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="wallet-${person.id}-events.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'position,revision,stream,type,time,actor_id,actor_role,actor_login,reason,correlation_id,causation_id,event_id,unavailable,data',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(lines[2]).toContain(`,'@SUM(1+1),`);
    for (const line of lines.slice(1)) expect(line.split(',').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);

    const json = await auditor.client.get(`/api/admin/audit/wallet/${person.id}/events.json`);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="wallet-${person.id}-events.json"`);
    expect(JSON.parse(json.body).map((e: { reason: string }) => e.reason)).toEqual(['=HYPERLINK("http://evil.example","x")', '@SUM(1+1)']);
  });

  it("shows a shredded person's events as unavailable instead of failing", async () => {
    const person = await t.user();
    const id = await approvedAd(person, moderator, 9);
    await (t.infra.eventStore as unknown as SealingEventStore).erasePersonalData(personalDataSubject(person.id));
    const res = await moderator.client.get(`/api/admin/audit/ad/${id}/events`);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ type: 'AdCreated', unavailable: ['fields'], data: { fields: null } });
    expect((await moderator.client.get(`/api/admin/audit/ad/${id}/events.csv`)).statusCode).toBe(200);
    const state = await moderator.client.get(`/api/admin/audit/ad/${id}/state`, { 'accept-language': 'en' });
    expect(state.statusCode).toBe(410);
    expect(state.json().message).toContain('erased');
  });
});
