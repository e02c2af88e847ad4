import { randomUUID } from 'node:crypto';
import { normalizeVoucherCode, voucherCodeStreamId, walletStreamId, WALLET_EVENTS, type CreatedVoucherBatch } from '@anonse/contracts';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { KEYED_HASH } from '#api/platform/tokens';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { VOUCHER_CREDIT_GRACE_MS, VoucherCreditWorker } from './workers/voucher-credit.worker';
import { voucherCodeHash } from './voucher-codes';
import { VOUCHER_LIMITS } from './voucher-rate-limits';

const t = useTestApp();
const DAY = 86_400_000;

let admin: TestClient;
beforeAll(async () => {
  admin = await t.admin();
});

const head = () => t.infra.eventStore.headPosition();
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

async function batch(points = 50, count = 3, expiresAt = inDays(30)): Promise<CreatedVoucherBatch> {
  const res = await admin.post('/api/admin/vouchers', { label: `Partia ${randomUUID().slice(0, 6)}`, count, points, expiresAt });
  expect(res.statusCode).toBe(201);
  return res.json<CreatedVoucherBatch>();
}

const redeem = (c: TestClient, code: string, lang = 'pl') => c.post('/api/user/vouchers/redeem', { code }, { 'accept-language': lang });

/** The wallet as its own stream says: every credit, and the balance after the last entry. */
async function wallet(accountId: string): Promise<{ balance: number; credits: { reference: string | null; points: number }[] }> {
  const events = (await t.infra.eventStore.readStream(walletStreamId(accountId))).map((e) => WALLET_EVENTS.parse(e));
  const credits = events.flatMap((e) => (e.type === 'PointsCredited' ? [{ reference: e.data.reference, points: e.data.points }] : []));
  return { balance: events.at(-1)?.data.balanceAfter ?? 0, credits };
}

/** A wrong guess: a well-formed code nobody issued. */
const unknownCode = () =>
  'ABCD-EFGH-JKLM-NPQR-' +
  'STUVWXYZ23456789'
    .split('')
    .sort(() => Math.random() - 0.5)
    .slice(0, 4)
    .join('');

describe('vouchers', () => {
  it('makes codes shown once (long, grouped, distinct), and one credits the wallet once', async () => {
    const created = await batch(50, 5);
    expect(created).toMatchObject({ count: 5, used: 0, points: 50, status: 'active', revokedAt: null });
    expect(created.codes).toHaveLength(5);
    expect(new Set(created.codes).size).toBe(5);
    for (const c of created.codes) expect(c).toMatch(/^([A-HJ-NP-Z2-9]{4}-){4}[A-HJ-NP-Z2-9]{4}$/);

    const user = await t.user();
    // Any case, spaces instead of dashes.
    const res = await redeem(user, ` ${created.codes[0]!.toLowerCase().replace(/-/g, ' ')} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ points: 50, balance: 50 });
    expect(await wallet(user.id)).toMatchObject({ balance: 50, credits: [{ points: 50 }] });
    expect((await redeem(user, created.codes[1]!)).json()).toEqual({ points: 50, balance: 100 });

    const listed = (await admin.get(`/api/admin/vouchers/${created.id}`)).json();
    expect(listed).toMatchObject({ id: created.id, count: 5, used: 2, points: 50, status: 'active' });
    const redemptions = await admin.get(
      `/api/admin/voucher-redemptions?filter=${encodeURIComponent(JSON.stringify({ batchId: created.id }))}`,
    );
    expect(redemptions.statusCode).toBe(200);
    expect(redemptions.headers['content-range']).toBe('voucher-redemptions 0-1/2');
    expect(redemptions.json()).toEqual([
      expect.objectContaining({ batchId: created.id, accountId: user.id, points: 50, credited: true }),
      expect.objectContaining({ batchId: created.id, accountId: user.id, points: 50, credited: true }),
    ]);
  });

  it('answers a used code with 409 (to its user and to others) and leaves both wallets as they were', async () => {
    const { codes } = await batch(20, 1);
    const [first, second] = [await t.user(), await t.user()];
    expect((await redeem(first, codes[0]!)).statusCode).toBe(200);
    const before = await head();
    const again = await redeem(first, codes[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ten kod został już aktywowany na Twoim koncie.');
    const other = await redeem(second, codes[0]!, 'en');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This code has already been used.');
    expect(await head()).toBe(before);
    expect((await wallet(first.id)).balance).toBe(20);
    expect((await wallet(second.id)).credits).toEqual([]);
  });

  it('lets exactly one of many accounts racing for one code win, and credits it once', async () => {
    const { codes } = await batch(70, 1);
    const users = await Promise.all(Array.from({ length: 6 }, () => t.user()));
    const answers = await Promise.all(users.map((u) => redeem(u, codes[0]!)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(users.length - 1);
    const wallets = await Promise.all(users.map((u) => wallet(u.id)));
    expect(wallets.map((w) => w.balance).sort((a, b) => b - a)).toEqual([70, 0, 0, 0, 0, 0]);
    expect(wallets.flatMap((w) => w.credits)).toHaveLength(1);
  });

  it('lets one account sending a code many times at once have it once', async () => {
    const { codes } = await batch(30, 1);
    const user = await t.user();
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => redeem(user, codes[0]!)))).map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await wallet(user.id)).toMatchObject({ balance: 30, credits: [{ points: 30 }] });
  });

  it('replays a redemption sent again with its Idempotency-Key, without a second credit', async () => {
    const { codes } = await batch(15, 1);
    const user = await t.user();
    const key = { 'idempotency-key': randomUUID() };
    const first = await user.post('/api/user/vouchers/redeem', { code: codes[0] }, key);
    const replay = await user.post('/api/user/vouchers/redeem', { code: codes[0] }, key);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual(first.json());
    expect((await wallet(user.id)).credits).toHaveLength(1);
  });

  it('refuses an expired code with 410 (PL and EN)', async () => {
    const { codes } = await batch(10, 2, inDays(1));
    const user = await t.user();
    await t.passTime(2 * DAY, user, admin);
    const before = await head();
    const pl = await redeem(user, codes[0]!);
    expect(pl.statusCode).toBe(410);
    expect(pl.json().message).toBe('Ten kod stracił ważność.');
    const en = await redeem(user, codes[1]!, 'en');
    expect(en.statusCode).toBe(410);
    expect(en.json().message).toBe('This code has expired.');
    expect(await head()).toBe(before);
    expect((await wallet(user.id)).credits).toEqual([]);
  });

  it('revokes a batch: unused codes answer 410, a used one stays credited', async () => {
    const created = await batch(40, 3);
    const [early, late] = [await t.user(), await t.user()];
    expect((await redeem(early, created.codes[0]!)).statusCode).toBe(200);
    const revoked = await admin.post(`/api/admin/vouchers/${created.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: created.id, status: 'revoked', used: 1 });
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    const refused = await redeem(late, created.codes[1]!);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('Ten kod został unieważniony.');
    expect((await wallet(late.id)).credits).toEqual([]);
    expect((await wallet(early.id)).balance).toBe(40);
    // Revoked already; unknown and malformed ids.
    expect((await admin.post(`/api/admin/vouchers/${created.id}/revoke`)).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/vouchers/${randomUUID()}/revoke`)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/vouchers/__proto__/revoke')).statusCode).toBe(404);
    const list = await admin.get(`/api/admin/vouchers?filter=${encodeURIComponent('{"status":"revoked"}')}&range=[0,99]`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { id: string }) => b.id)).toContain(created.id);
    expect(list.headers['content-range']).toMatch(/^vouchers 0-\d+\/\d+$/);
  });

  it('answers 400 for a code of the wrong shape and 404 for one nobody issued; nothing changes', async () => {
    const user = await t.user();
    const before = await head();
    for (const code of ['', 'ABCD', 'ABCD-EFGH-JKLM-NPQR-STU0', 'x'.repeat(500), '\u0000', '\ud800ABCDEFGHJKLMNPQRSTUV']) {
      const res = await redeem(user, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toEqual(['Kod vouchera składa się z 20 liter i cyfr, np. ABCD-EFGH-JKLM-NPQR-STUV.']);
    }
    for (const body of [
      {},
      { code: 12 },
      { code: null },
      JSON.parse('{"__proto__":{"code":"ABCD"}}'),
      { code: 'ABCD-EFGH-JKLM-NPQR-STUV', extra: 1 },
    ])
      expect((await user.post('/api/user/vouchers/redeem', body)).statusCode).toBe(400);
    const unknown = await redeem(user, unknownCode());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ten kod jest nieprawidłowy. Sprawdź, czy został przepisany bez błędów.');
    expect(await head()).toBe(before);
    expect((await wallet(user.id)).credits).toEqual([]);
  });

  it(`limits guesses per account: the ${VOUCHER_LIMITS.account.points + 1}th answers 429, a good code too, until the window passes`, async () => {
    const { codes } = await batch(25, 1);
    const user = await t.user();
    for (let i = 0; i < VOUCHER_LIMITS.account.points; i++) expect((await redeem(user, unknownCode())).statusCode).toBe(404);
    const refused = await redeem(user, unknownCode());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(VOUCHER_LIMITS.account.durationSeconds);
    expect((await redeem(user, codes[0]!)).statusCode).toBe(429);
    expect((await wallet(user.id)).credits).toEqual([]);
    // Another account behind another address is not affected.
    expect((await redeem(await t.user(), unknownCode())).statusCode).toBe(404);
    await t.passTime(VOUCHER_LIMITS.account.durationSeconds * 1000, user, admin);
    expect((await redeem(user, codes[0]!)).json()).toEqual({ points: 25, balance: 25 });
  });

  it('limits guesses per IP address over many accounts, and a parallel burst gets no more than the limit', async () => {
    const ip = '198.51.100.77';
    // Nine guesses each from four accounts at once: under every account's limit, over the address's.
    const users = await Promise.all(Array.from({ length: 5 }, () => t.user({ ip })));
    const statuses = await Promise.all(
      users.slice(0, 4).flatMap((u) => Array.from({ length: 9 }, () => redeem(u, unknownCode()).then((r) => r.statusCode))),
    );
    expect(statuses.filter((s) => s === 404)).toHaveLength(VOUCHER_LIMITS.ip.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36 - VOUCHER_LIMITS.ip.points);
    expect((await redeem(users[4]!, unknownCode())).statusCode).toBe(429);
  });

  it('credits a code redeemed by a process that stopped before the credit (the worker), once', async () => {
    const { id: batchId, codes } = await batch(60, 2);
    const user = await t.user();
    const codeHash = voucherCodeHash(t.app.get<KeyedHash>(KEYED_HASH), normalizeVoucherCode(codes[0]!));
    // The redemption as the handler appends it, and then nothing: the process is gone before the credit.
    const now = t.clock.now().toISOString();
    const appended = await t.infra.eventStore.appendToStream(
      voucherCodeStreamId(codeHash),
      [
        {
          id: randomUUID(),
          type: 'VoucherRedeemed',
          data: { codeHash, batchId, accountId: user.id, points: 60, redeemedAt: now },
          metadata: {},
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await t.infra.runner!.waitForPosition(appended.position, { timeoutMs: 10_000 })).toBe(true);
    const worker = t.app.get(VoucherCreditWorker);
    // Within the grace the request might still be crediting: left alone.
    expect(await worker.runDue()).toBe(0);
    expect((await wallet(user.id)).credits).toEqual([]);
    // Used meanwhile: nobody else gets it.
    expect((await redeem(await t.user(), codes[0]!)).statusCode).toBe(409);
    t.clock.advance(VOUCHER_CREDIT_GRACE_MS + 1);
    expect(await worker.runDue()).toBe(1);
    expect(await wallet(user.id)).toMatchObject({ balance: 60, credits: [{ points: 60 }] });
    expect(await t.infra.runner!.waitForPosition(await head(), { timeoutMs: 10_000 })).toBe(true);
    expect(await worker.runDue()).toBe(0);
    // A code redeemed the normal way is credited inline; the worker adds nothing to it.
    expect((await redeem(user, codes[1]!)).json()).toEqual({ points: 60, balance: 120 });
    t.clock.advance(VOUCHER_CREDIT_GRACE_MS + 1);
    expect(await worker.runDue()).toBe(0);
    expect((await wallet(user.id)).credits).toHaveLength(2);
  });

  it('stores no code in clear: not in the log, not in the read model', async () => {
    const { codes } = await batch(5, 20);
    const user = await t.user();
    expect((await redeem(user, codes[3]!)).statusCode).toBe(200);
    const events = JSON.stringify(await t.infra.eventStore.readAll({ maxCount: 1_000_000 }));
    const rows = JSON.stringify([
      (await t.db.client.query('SELECT * FROM voucher_batches')).rows,
      (await t.db.client.query('SELECT * FROM voucher_codes')).rows,
    ]);
    for (const code of codes)
      for (const form of [code, normalizeVoucherCode(code), code.toLowerCase(), normalizeVoucherCode(code).toLowerCase()]) {
        expect(events).not.toContain(form);
        expect(rows).not.toContain(form);
      }
  });

  it('validates a new batch: count 1..1000, whole positive points, a future expiry; nothing is appended otherwise', async () => {
    const before = await head();
    const valid = { label: 'Test', count: 2, points: 10, expiresAt: inDays(5) };
    for (const body of [
      { ...valid, count: 0 },
      { ...valid, count: 1001 },
      { ...valid, count: 1.5 },
      { ...valid, points: -5 },
      { ...valid, points: 0.5 },
      { ...valid, points: 1e12 },
      { ...valid, expiresAt: inDays(-1) },
      { ...valid, expiresAt: inDays(10 * 366) },
      { ...valid, expiresAt: 'jutro' },
      { ...valid, label: '' },
      { ...valid, label: 'a\u0000b' },
      { ...valid, extra: true },
      JSON.parse('{"__proto__":{"count":5}}'),
    ])
      expect((await admin.post('/api/admin/vouchers', body)).statusCode).toBe(400);
    const past = await admin.post('/api/admin/vouchers', { ...valid, expiresAt: inDays(-1) }, { 'accept-language': 'en' });
    expect(past.json().errors.expiresAt).toEqual(['Enter an expiry date in the future (at most 5 years from today).']);
    expect((await admin.post('/api/admin/vouchers', valid, { 'idempotency-key': randomUUID() })).statusCode).toBe(400);
    expect(await head()).toBe(before);
    const big = await admin.post('/api/admin/vouchers', { ...valid, count: 1000 });
    expect(big.statusCode).toBe(201);
    expect(new Set(big.json().codes).size).toBe(1000);
  });

  it('keeps the console to administrators and redemption to people signed in', async () => {
    const user = await t.user();
    const guest = t.client();
    for (const [method, url] of [
      ['GET', '/api/admin/vouchers'],
      ['POST', '/api/admin/vouchers'],
      ['GET', `/api/admin/vouchers/${randomUUID()}`],
      ['POST', `/api/admin/vouchers/${randomUUID()}/revoke`],
      ['GET', '/api/admin/voucher-redemptions'],
    ] as const) {
      const body = method === 'POST' ? { label: 'x', count: 1, points: 1, expiresAt: inDays(1) } : undefined;
      expect((await user.request(method, url, body === undefined ? {} : { json: body })).statusCode).toBe(403);
      expect((await guest.request(method, url, body === undefined ? {} : { json: body })).statusCode).toBe(401);
    }
    expect((await redeem(guest, unknownCode())).statusCode).toBe(401);
    expect((await admin.get('/api/admin/vouchers?sort=["nope","ASC"]')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/voucher-redemptions?filter={"x":1}')).statusCode).toBe(400);
  });
});
