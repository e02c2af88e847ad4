import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { getWalletBalance, getWalletForAdmin, listWalletEntries, listWalletEntriesForAdmin, listWalletsForAdmin } from './wallet.queries';

describe(`wallet read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const balances = new Map<string, number>();
  let minute = 0;

  const append = async (streamId: string, type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}) => {
    const result = await kit.store.appendToStream(streamId, [
      { id: randomUUID(), type, data, metadata: { occurredAt: at(minute), ...metadata } },
    ]);
    return result.position;
  };
  const register = (accountId: string, login = `login-${accountId}`) =>
    append(`account-${accountId}`, 'AccountRegistered', {
      accountId,
      login,
      email: `${accountId}@example.com`,
      passwordHash: 'x',
      role: 0,
      registeredAt: at(0),
    });
  /** Appends one wallet event the way the decider writes it: `balanceAfter` follows from the previous balance. */
  const entry = (
    accountId: string,
    type: string,
    signed: number,
    extra: Record<string, unknown>,
    metadata: Record<string, unknown> = {},
  ) => {
    const balanceAfter = (balances.get(accountId) ?? 0) + signed;
    balances.set(accountId, balanceAfter);
    minute++;
    const time = { PointsCredited: 'creditedAt', PointsRefunded: 'refundedAt', PointsDeducted: 'deductedAt' }[type] ?? 'spentAt';
    const entryId = `e${minute}`;
    return append(
      `wallet-${accountId}`,
      type,
      { accountId, entryId, points: Math.abs(signed), balanceAfter, [time]: at(minute), ...extra },
      metadata,
    ).then((position) => ({ entryId, position }));
  };
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const dump = async () => ({
    wallets: (await kit.db.client.query('SELECT * FROM wallets ORDER BY id')).rows,
    entries: (await kit.db.client.query('SELECT * FROM wallet_entries ORDER BY id')).rows,
  });

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({
      sql: kit.db.client,
      eventStore: kit.store,
      projectors: createProjectors(),
      logger: recordingLogger(),
      retry: { initialDelayMs: 5, maxDelayMs: 20, attempts: 2 },
    });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('keeps one row per entry with its signed points, balance after, details and audit trail, and the wallet’s balance', async () => {
    await register('w1', 'Alicja');
    const actor = { id: 'admin-1', role: 1 };
    const grant = await entry(
      'w1',
      'PointsCredited',
      500,
      { source: 'grant', reference: null, reason: 'Rekompensata' },
      { actor, correlationId: 'corr-1', causationId: 'req-1' },
    );
    await entry('w1', 'PointsCredited', 100, { source: 'voucher', reference: 'voucher:abc', reason: null });
    const promo = await entry('w1', 'PointsSpentForPromotion', -300, { adId: 'ad-1', days: 7 });
    await entry('w1', 'PointsRefunded', 300, { refundOf: promo.entryId, reason: 'refundAdNotPromotable' });
    await entry('w1', 'PointsSpentForBump', -50, { adId: 'ad-1' });
    await entry('w1', 'PointsDeducted', -25, { reason: 'Korekta' }, { actor, correlationId: 'corr-2', causationId: 'req-2' });
    await settle();

    expect(await getWalletBalance(kit.db.client, 'w1')).toEqual({ accountId: 'w1', balance: 525, entries: 6, updatedAt: at(minute) });
    const page = await listWalletEntries(kit.db.client, 'w1', { offset: 0, limit: 50 });
    expect(page.total).toBe(6);
    expect(page.items.map((e) => [e.kind, e.points, e.balanceAfter])).toEqual([
      ['deduction', -25, 525],
      ['bump', -50, 550],
      ['refund', 300, 600],
      ['promotion', -300, 300],
      ['voucher', 100, 600],
      ['grant', 500, 500],
    ]);
    // The ledger adds up to the balance, and each line follows from the one below it.
    expect(page.items.reduce((sum, e) => sum + e.points, 0)).toBe(525);
    page.items.forEach((e, i) => expect(e.balanceAfter - e.points).toBe(page.items[i + 1]?.balanceAfter ?? 0));
    expect(page.items[3]).toMatchObject({ adId: 'ad-1', days: 7, adTitle: null });
    expect(page.items[2]).toMatchObject({ refundOf: promo.entryId, reason: 'refundAdNotPromotable' });

    const admin = await listWalletEntriesForAdmin(kit.db.client, 'w1', { range: [4, 9], order: 'DESC' });
    expect(admin.total).toBe(6);
    expect(admin.rows.map((r) => r.kind)).toEqual(['voucher', 'grant']);
    expect(admin.rows[1]).toMatchObject({
      id: `w1:${grant.entryId}`,
      accountId: 'w1',
      entryId: grant.entryId,
      position: grant.position,
      reason: 'Rekompensata',
      actorId: 'admin-1',
      actorRole: 1,
      correlationId: 'corr-1',
      causationId: 'req-1',
      occurredAt: at(1),
    });
    expect(admin.rows[0]).toMatchObject({ reference: 'voucher:abc', actorId: null, actorRole: null, correlationId: null });

    // Paging keeps the order.
    expect((await listWalletEntries(kit.db.client, 'w1', { offset: 2, limit: 2 })).items.map((e) => e.kind)).toEqual([
      'refund',
      'promotion',
    ]);
    // Someone without entries has an empty wallet.
    expect(await getWalletBalance(kit.db.client, 'nobody')).toEqual({ accountId: 'nobody', balance: 0, entries: 0, updatedAt: null });
  });

  it('lists wallets with logins for the console, filtered by a part of the login or an account id', async () => {
    await register('w2', 'Bogdan_100');
    await entry('w2', 'PointsCredited', 40, { source: 'payment', reference: 'payment:sandbox:1', reason: null });
    await settle();
    const all = await listWalletsForAdmin(kit.db.client, { range: [0, 9], sort: { field: 'balance', order: 'DESC' } });
    expect(all.total).toBe(2);
    expect(all.rows.map((w) => [w.id, w.login, w.balance])).toEqual([
      ['w1', 'Alicja', 525],
      ['w2', 'Bogdan_100', 40],
    ]);
    expect((await listWalletsForAdmin(kit.db.client, { range: [0, 9], filter: { q: 'bogd' } })).rows.map((w) => w.id)).toEqual(['w2']);
    expect((await listWalletsForAdmin(kit.db.client, { range: [0, 9], filter: { q: 'w1' } })).rows.map((w) => w.id)).toEqual(['w1']);
    // LIKE's wildcards are matched as themselves.
    expect((await listWalletsForAdmin(kit.db.client, { range: [0, 9], filter: { q: '_1' } })).rows.map((w) => w.id)).toEqual(['w2']);
    expect((await listWalletsForAdmin(kit.db.client, { range: [0, 9], filter: { login: '%' } })).total).toBe(0);
    expect(await getWalletForAdmin(kit.db.client, 'w2')).toMatchObject({ id: 'w2', login: 'Bogdan_100', balance: 40, entries: 1 });
    expect(await getWalletForAdmin(kit.db.client, 'nobody')).toBeNull();
  });

  it('a rebuild gives the same rows', async () => {
    const incremental = await dump();
    expect(incremental.entries).toHaveLength(7);
    await runner.rebuild('wallet');
    await settle();
    expect(await dump()).toEqual(incremental);
  });

  it('parks an event it cannot read and goes on with the other wallets', async () => {
    await register('w3');
    await register('w4');
    // Not what the contract allows (a fraction of a point): parked, never applied.
    await append('wallet-w3', 'PointsCredited', {
      accountId: 'w3',
      entryId: 'bad',
      points: 1.5,
      balanceAfter: 1.5,
      source: 'grant',
      reference: null,
      reason: 'x',
      creditedAt: at(0),
    });
    await entry('w4', 'PointsCredited', 10, { source: 'grant', reference: null, reason: 'Powód' });
    await settle();
    expect((await getWalletBalance(kit.db.client, 'w4')).balance).toBe(10);
    expect((await getWalletBalance(kit.db.client, 'w3')).entries).toBe(0);
    expect((await runner.parkedEvents('wallet')).map((p) => p.streamId)).toEqual(['wallet-w3']);
  });

  it('drops a person’s wallet when the account is deleted, and nothing of it comes back on a rebuild or from a late event', async () => {
    await append('account-w1', 'AccountDeleted', { accountId: 'w1', adIds: [], deletedAt: at(90) });
    await settle();
    // The process manager refunding after the deletion: the person is gone, so is their ledger.
    await entry('w1', 'PointsCredited', 5, { source: 'grant', reference: null, reason: 'Spóźniony' });
    // A wallet of an id nobody registered.
    await entry('ghost', 'PointsCredited', 5, { source: 'grant', reference: null, reason: 'Duch' });
    await settle();
    const after = await dump();
    expect(after.wallets.map((w) => w.id)).toEqual(['w2', 'w4']);
    expect(after.entries.map((e) => e.account_id)).toEqual(['w2', 'w4']);
    expect(await listWalletEntries(kit.db.client, 'w1', { offset: 0, limit: 10 })).toEqual({ items: [], total: 0 });
    await runner.rebuild('wallet');
    await settle();
    expect(await dump()).toEqual(after);
  });
});
