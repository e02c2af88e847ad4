import { CommandBus } from '@nestjs/cqrs';
import { ROLES, walletStreamId, type Role, type WalletEntryDto } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { RegisterAccountCommand } from '../accounts';
import { scopeHasher } from '#api/platform/commands/command-context';
import { newId } from '#api/platform/ids';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { KEYED_HASH } from '#api/platform/tokens';
import { type TestClient, useTestApp, type TestUser } from '#api/testing/test-app';
import { ChangeWalletCommand, type WalletChange } from './index';

const t = useTestApp();
const head = () => t.infra.eventStore.headPosition();
const walletEvents = async (accountId: string) => t.infra.eventStore.readStream(walletStreamId(accountId));

/** A logged-in client of a new account with `role` (moderators and auditors are made by administrators' tools, not the form). */
async function staff(role: Role, name: string): Promise<TestClient & { id: string }> {
  const login = `${name}${Date.now() % 100000}`;
  const password = 'Portfel-haslo-o-7!';
  const id = newId();
  const { accountId, position } = await t.app.get(CommandBus).execute(
    new RegisterAccountCommand(
      { login, email: `${login}@example.com`, password, role },
      {
        commandId: id,
        correlationId: id,
        causationId: 'test',
        actor: { id: null, role: null },
        now: t.clock.now().toISOString(),
        keyedHash: scopeHasher(t.app.get<KeyedHash>(KEYED_HASH)),
      },
    ),
  );
  // The console finds accounts through the read model.
  expect(await t.infra.runner!.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
  const client = t.client();
  expect((await client.post('/api/login', { login, password })).statusCode).toBe(200);
  return Object.assign(client, { id: accountId });
}

/** A movement of points the way the promotion and payment contexts make it. */
async function change(change: WalletChange) {
  const id = newId();
  const ctx = { commandId: id, correlationId: id, causationId: id, actor: { id: null, role: null }, now: t.clock.now().toISOString() };
  const result = await t.app.get(CommandBus).execute(new ChangeWalletCommand(change, ctx));
  expect(await t.infra.runner!.waitForPosition(result.position, { timeoutMs: 10_000 })).toBe(true);
  return result;
}

async function allEntries(user: TestClient, pageSize = 7): Promise<{ items: WalletEntryDto[]; balance: number }> {
  const items: WalletEntryDto[] = [];
  let balance = NaN;
  for (let offset = 0; ; offset += pageSize) {
    const res = await user.get(`/api/user/wallet/entries?offset=${offset}&limit=${pageSize}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    balance = page.balance;
    items.push(...page.items);
    if (offset + pageSize >= page.total) return { items, balance };
  }
}

describe('wallet over HTTP', () => {
  let admin: TestClient;
  let owner: TestUser;

  beforeAll(async () => {
    admin = await t.admin();
    owner = await t.user();
  });

  it('shows a new person an empty wallet, and nobody else’s', async () => {
    expect((await owner.get('/api/user/wallet')).json()).toEqual({ accountId: owner.id, balance: 0, entries: 0, updatedAt: null });
    expect((await owner.get('/api/user/wallet/entries')).json()).toEqual({ items: [], total: 0, offset: 0, limit: 20, balance: 0 });
    expect((await t.client().get('/api/user/wallet')).statusCode).toBe(401);
    expect((await t.client().get('/api/user/wallet/entries')).statusCode).toBe(401);
  });

  it('an administrator grants points with a reason: the owner sees it in the ledger; the event carries reason, actor, correlation and causation', async () => {
    const res = await admin.post(`/api/admin/wallets/${owner.id}/grant`, { points: 500, reason: '  Rekompensata za awarię  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountId: owner.id, balance: 500 });
    expect((await owner.get('/api/user/wallet')).json()).toMatchObject({ balance: 500, entries: 1 });
    const [entry] = (await owner.get('/api/user/wallet/entries')).json().items;
    expect(entry).toMatchObject({
      entryId: res.json().entryId,
      kind: 'grant',
      points: 500,
      balanceAfter: 500,
      reason: 'Rekompensata za awarię',
      adId: null,
    });

    const [event] = await walletEvents(owner.id);
    expect(event!.type).toBe('PointsCredited');
    expect(event!.data).toMatchObject({
      accountId: owner.id,
      points: 500,
      balanceAfter: 500,
      source: 'grant',
      reference: null,
      reason: 'Rekompensata za awarię',
    });
    const adminId = (await admin.get('/api/user')).json().id;
    expect(event!.metadata).toMatchObject({
      actor: { id: adminId, role: ROLES.administrator },
      correlationId: expect.any(String),
      causationId: expect.any(String),
    });
    const ledger = (await admin.get(`/api/admin/wallets/${owner.id}/entries`)).json();
    expect(ledger[0]).toMatchObject({
      actorId: adminId,
      actorRole: 1,
      correlationId: event!.metadata.correlationId,
      causationId: event!.metadata.causationId,
    });
  });

  it('deducts with a reason, and never below zero: 409 wallet:insufficientPoints in the request’s language, nothing appended', async () => {
    const ok = await admin.post(`/api/admin/wallets/${owner.id}/deduct`, { points: 120, reason: 'Korekta ręczna' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().balance).toBe(380);
    const before = await head();
    const pl = await admin.post(`/api/admin/wallets/${owner.id}/deduct`, { points: 381, reason: 'Za dużo' });
    expect(pl.statusCode).toBe(409);
    expect(pl.json().errors.points).toEqual(['Masz za mało punktów. Doładuj konto lub aktywuj voucher.']);
    const en = await admin.post(`/api/admin/wallets/${owner.id}/deduct`, { points: 381, reason: 'Too much' }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().errors.points).toEqual(['You do not have enough points. Top up or activate a voucher.']);
    expect(await head()).toBe(before);
    expect((await owner.get('/api/user/wallet')).json().balance).toBe(380);
    const [deducted] = (await owner.get('/api/user/wallet/entries')).json().items;
    expect(deducted).toMatchObject({ kind: 'deduction', points: -120, balanceAfter: 380, reason: 'Korekta ręczna' });
  });

  it('refuses bad input with 400 and field errors, and leaves the wallet unchanged', async () => {
    const before = await head();
    const bad: [unknown, string][] = [
      [{ points: -5, reason: 'Ujemne' }, 'points'],
      [{ points: 0, reason: 'Zero' }, 'points'],
      [{ points: 1.5, reason: 'Ułamek' }, 'points'],
      [{ points: '10', reason: 'Tekst' }, 'points'],
      [{ points: 1e300, reason: 'Ogromne' }, 'points'],
      [{ points: 1_000_001, reason: 'Za dużo' }, 'points'],
      [{ points: null, reason: 'Null' }, 'points'],
      [{ reason: 'Brak punktów' }, 'points'],
      [{ points: 10 }, 'reason'],
      [{ points: 10, reason: 'ab' }, 'reason'],
      [{ points: 10, reason: '   a   ' }, 'reason'],
      [{ points: 10, reason: 'x'.repeat(501) }, 'reason'],
      [{ points: 10, reason: 'Powód\u0007dzwonek' }, 'reason'],
      [{ points: 10, reason: 'Samotny \ud800 surogat' }, 'reason'],
      [{ points: 10, reason: 42 }, 'reason'],
    ];
    for (const [body, field] of bad)
      for (const route of ['grant', 'deduct']) {
        const res = await admin.post(`/api/admin/wallets/${owner.id}/${route}`, body);
        expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
        expect(Object.keys(res.json().errors)).toContain(field);
      }
    const en = await admin.post(`/api/admin/wallets/${owner.id}/grant`, { points: 2.5, reason: 'Fraction' }, { 'accept-language': 'en' });
    expect(en.json().errors.points).toEqual(['Enter a whole number of points from 1 to 1,000,000.']);
    // Keys the contract does not know, and the prototype's name among them.
    expect(
      (
        await admin.request('POST', `/api/admin/wallets/${owner.id}/grant`, {
          payload: '{"points":10,"reason":"Proto","__proto__":{"points":999}}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await admin.post(`/api/admin/wallets/${owner.id}/grant`, { points: 10, reason: 'Dodatkowe', extra: true })).statusCode).toBe(
      400,
    );
    expect(
      (
        await admin.request('POST', `/api/admin/wallets/${owner.id}/grant`, {
          payload: '{"points":',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await admin.post(`/api/admin/wallets/${owner.id}/grant`, [10, 'reason'])).statusCode).toBe(400);
    expect(await head()).toBe(before);
    expect((await owner.get('/api/user/wallet')).json().balance).toBe(380);
  });

  it('honours Idempotency-Key: a replay moves no point twice, the same key with another body is 422', async () => {
    const body = { points: 20, reason: 'Premia za polecenie' };
    const first = await admin.post(`/api/admin/wallets/${owner.id}/grant`, body, { 'idempotency-key': 'grant-once-1' });
    const before = await head();
    const replay = await admin.post(`/api/admin/wallets/${owner.id}/grant`, body, { 'idempotency-key': 'grant-once-1' });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await head()).toBe(before);
    expect(
      (await admin.post(`/api/admin/wallets/${owner.id}/grant`, { ...body, points: 21 }, { 'idempotency-key': 'grant-once-1' })).statusCode,
    ).toBe(422);
    expect((await owner.get('/api/user/wallet')).json().balance).toBe(400);
  });

  it('lets only administrators move points; administrators and auditors read wallets and ledgers; 404 for an unknown account', async () => {
    const auditor = await staff(ROLES.auditor, 'audytor');
    const moderator = await staff(ROLES.moderator, 'moderator');
    const before = await head();
    for (const client of [owner, moderator, auditor]) {
      expect((await client.post(`/api/admin/wallets/${owner.id}/grant`, { points: 10, reason: 'Nie wolno' })).statusCode).toBe(403);
      expect((await client.post(`/api/admin/wallets/${owner.id}/deduct`, { points: 10, reason: 'Nie wolno' })).statusCode).toBe(403);
    }
    expect((await t.client().post(`/api/admin/wallets/${owner.id}/grant`, { points: 10, reason: 'Nikt' })).statusCode).toBe(401);
    for (const client of [owner, moderator]) {
      expect((await client.get('/api/admin/wallets')).statusCode).toBe(403);
      expect((await client.get(`/api/admin/wallets/${owner.id}/entries`)).statusCode).toBe(403);
      expect((await client.get(`/api/admin/wallets/${owner.id}`)).statusCode).toBe(403);
    }
    expect((await t.client().get('/api/admin/wallets')).statusCode).toBe(401);
    const ledger = await auditor.get(`/api/admin/wallets/${owner.id}/entries?range=[0,1]`);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers['content-range']).toBe('wallet-entries 0-1/3');
    expect(ledger.json().map((e: WalletEntryDto) => e.kind)).toEqual(['grant', 'deduction']);
    expect((await auditor.get(`/api/admin/wallets/${owner.id}`)).json()).toMatchObject({
      id: owner.id,
      login: owner.login,
      balance: 400,
      entries: 3,
    });

    for (const id of ['00000000-0000-4000-8000-000000000000', '__proto__', 'constructor', `${owner.id}x`])
      for (const route of ['grant', 'deduct'])
        expect((await admin.post(`/api/admin/wallets/${id}/${route}`, { points: 10, reason: 'Nie ma konta' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/wallets/__proto__')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/wallets/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Someone with an account but no entries yet: an empty wallet.
    expect((await admin.get(`/api/admin/wallets/${moderator.id}`)).json()).toMatchObject({
      id: moderator.id,
      balance: 0,
      entries: 0,
      updatedAt: null,
    });
    expect(await head()).toBe(before);
  });

  it('lists wallets for the console: filtered by login or id, sorted, with Content-Range; bad parameters are 400', async () => {
    const other = await t.user({ login: `Zegarmistrz_${Date.now() % 100000}` });
    expect((await admin.post(`/api/admin/wallets/${other.id}/grant`, { points: 7, reason: 'Na start' })).statusCode).toBe(200);
    const all = await admin.get('/api/admin/wallets?sort=["balance","DESC"]&range=[0,9]');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('wallets 0-1/2');
    expect(all.json().map((w: { id: string }) => w.id)).toEqual([owner.id, other.id]);
    const byLogin = await admin.get(`/api/admin/wallets?filter=${encodeURIComponent(JSON.stringify({ q: 'zegarmistrz' }))}`);
    expect(byLogin.json()).toEqual([expect.objectContaining({ id: other.id, login: other.login, balance: 7, entries: 1 })]);
    const byId = await admin.get(`/api/admin/wallets?filter=${encodeURIComponent(JSON.stringify({ q: owner.id }))}`);
    expect(byId.json().map((w: { id: string }) => w.id)).toEqual([owner.id]);
    for (const query of ['sort=["password","ASC"]', 'range=[5,1]', 'range=[0,5000]', 'filter={"role":1}', 'filter=nope', 'range="x"'])
      expect([query, (await admin.get(`/api/admin/wallets?${encodeURI(query)}`)).statusCode]).toEqual([query, 400]);
    expect((await admin.get(`/api/admin/wallets/${owner.id}/entries?sort=["balance","ASC"]`)).statusCode).toBe(400);
    // What the console's ListBase sends for the ledger (resource `wallets/{id}/entries`).
    const simpleRest = await admin.get(
      `/api/admin/wallets/${owner.id}/entries?${encodeURI('sort=["position","ASC"]&range=[0,24]&filter={}')}`,
    );
    expect(simpleRest.statusCode).toBe(200);
    expect(simpleRest.json().map((e: { kind: string; points: number }) => [e.kind, e.points])).toEqual([
      ['grant', 500],
      ['deduction', -120],
      ['grant', 20],
    ]);
  });

  it('the ledger adds up to the balance across pages, newest first, naming the promoted ad; bad paging is 400', async () => {
    const adId = (await owner.post('/api/anonse', { ...fakeAdFields(seededRandom(9)), title: 'Portfelowe ogłoszenie' })).json()
      .id as string;
    expect(typeof adId).toBe('string');
    const rng = seededRandom(31);
    let expected = (await owner.get('/api/user/wallet')).json().balance as number;
    for (let i = 0; i < 25; i++) {
      const points = 1 + Math.floor(rng() * 90);
      t.clock.advance(60_000);
      const kind = i % 5;
      if (kind === 0 || expected < points) {
        await change({
          type: 'CreditPoints',
          accountId: owner.id,
          entryId: `pay-${i}`,
          points,
          source: 'payment',
          reference: `payment:sandbox:${i}`,
          reason: null,
        });
        expected += points;
      } else if (kind === 1) {
        await change({ type: 'SpendPointsForPromotion', accountId: owner.id, entryId: `promo-${i}`, points, adId, days: 7 });
        expected -= points;
      } else if (kind === 2) {
        await change({ type: 'SpendPointsForBump', accountId: owner.id, entryId: `bump-${i}`, points, adId });
        await change({
          type: 'RefundPoints',
          accountId: owner.id,
          entryId: `refund-${i}`,
          points,
          refundOf: `bump-${i}`,
          reason: 'refundAdNotPromotable',
        });
      } else {
        const res = await admin.post(`/api/admin/wallets/${owner.id}/${kind === 3 ? 'grant' : 'deduct'}`, {
          points,
          reason: `Ręcznie ${i}`,
        });
        expect(res.statusCode).toBe(200);
        expected += kind === 3 ? points : -points;
      }
    }
    const { items, balance } = await allEntries(owner);
    expect(balance).toBe(expected);
    expect((await owner.get('/api/user/wallet')).json()).toMatchObject({ balance: expected, entries: items.length });
    expect(items.reduce((sum, e) => sum + e.points, 0)).toBe(expected);
    items.forEach((e, i) => expect(e.balanceAfter - e.points).toBe(items[i + 1]?.balanceAfter ?? 0));
    const times = items.map((e) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.find((e) => e.kind === 'promotion')).toMatchObject({ adId, adTitle: 'Portfelowe ogłoszenie', days: 7 });
    expect(items.find((e) => e.kind === 'refund')).toMatchObject({
      refundOf: expect.stringMatching(/^bump-/),
      reason: 'refundAdNotPromotable',
    });
    expect(items.some((e) => e.kind === 'bump' && e.points < 0)).toBe(true);
    // Someone else's ledger is not the owner's business, and the owner's is not theirs.
    const stranger = await t.user();
    expect((await stranger.get('/api/user/wallet/entries')).json().total).toBe(0);

    for (const query of ['limit=0', 'limit=101', 'limit=1.5', 'offset=-1', 'offset=abc', 'limit=1e400'])
      expect([query, (await owner.get(`/api/user/wallet/entries?${query}`)).statusCode]).toEqual([query, 400]);
  });

  it('drops the wallet from the console when the person deletes their account; no point goes to them afterwards', async () => {
    const leaving = await t.user();
    expect((await admin.post(`/api/admin/wallets/${leaving.id}/grant`, { points: 30, reason: 'Przed odejściem' })).statusCode).toBe(200);
    expect((await leaving.post('/api/user/delete', { password: leaving.password })).statusCode).toBe(204);
    await t.infra.runner!.waitForPosition(await head(), { timeoutMs: 10_000 });
    expect((await admin.get(`/api/admin/wallets/${leaving.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/wallets/${leaving.id}/entries`)).json()).toEqual([]);
    expect((await admin.post(`/api/admin/wallets/${leaving.id}/grant`, { points: 30, reason: 'Po odejściu' })).statusCode).toBe(404);
    expect((await walletEvents(leaving.id)).length).toBe(1);
  });
});
