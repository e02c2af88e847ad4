import { randomUUID } from 'node:crypto';
import { ERASED } from '@anonse/eventstore';
import { createProjectors, migrateReadModels } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import {
  countActiveAdministrators,
  findAccountByLogin,
  getAccount,
  getAccountForAdmin,
  isAccountBlocked,
  listAccountsForAdmin,
} from './accounts.queries';

describe(`accounts read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const register = (accountId: string, login: string, email: string, role = 0) =>
    kit.store.appendToStream(`account-${accountId}`, [
      {
        id: randomUUID(),
        type: 'AccountRegistered',
        data: { accountId, login, email, passwordHash: `hash-of-${login}`, role, registeredAt: '2025-02-01T12:00:00.000Z' },
      },
    ]);
  const changeEmail = (accountId: string, email: string | null, metadata: Record<string, unknown> = {}) =>
    kit.store.appendToStream(`account-${accountId}`, [
      {
        id: randomUUID(),
        type: 'EmailChanged',
        data: { accountId, requestId: randomUUID(), email, changedAt: '2025-02-02T12:00:00.000Z' },
        metadata,
      },
    ]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await register('acc-1', 'Kasia_K', 'kasia@example.test');
    await register('acc-2', 'admin', 'Admin@Example.test', 1);
    // A second claim of the same login (any case) must not stall the projection: the first one keeps it.
    await register('acc-3', 'KASIA_k', 'other@example.test');
    // Registered and moved to another address in the same batch: the change lands after the row it changes.
    await register('acc-4', 'Ola_M', 'ola.old@example.test');
    await changeEmail('acc-4', 'Ola.New@example.test');
    // A change for the login that was not projected creates nothing.
    await changeEmail('acc-3', 'third@example.test');
    await runner.start();
    await settle();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('finds an account by login, case-insensitively', async () => {
    expect(await findAccountByLogin(kit.db.client, 'kasia_k')).toEqual({
      id: 'acc-1',
      login: 'Kasia_K',
      email: 'kasia@example.test',
      passwordHash: 'hash-of-Kasia_K',
      role: 0,
      registeredAt: '2025-02-01T12:00:00.000Z',
    });
    expect((await findAccountByLogin(kit.db.client, ' ADMIN '))?.role).toBe(1);
    expect(await findAccountByLogin(kit.db.client, 'nobody')).toBeNull();
  });

  it('accepts the e-mail address in the login field', async () => {
    expect((await findAccountByLogin(kit.db.client, 'admin@example.TEST'))?.id).toBe('acc-2');
  });

  it('gets an account by id; the duplicate login was not projected', async () => {
    expect((await getAccount(kit.db.client, 'acc-2'))?.login).toBe('admin');
    expect(await getAccount(kit.db.client, 'acc-3')).toBeNull();
  });

  it('follows a confirmed change of address: the new one finds the account, the old one no longer does', async () => {
    expect((await getAccount(kit.db.client, 'acc-4'))?.email).toBe('Ola.New@example.test');
    expect((await findAccountByLogin(kit.db.client, 'ola.new@example.TEST'))?.id).toBe('acc-4');
    expect(await findAccountByLogin(kit.db.client, 'ola.old@example.test')).toBeNull();
    expect(await getAccount(kit.db.client, 'acc-3')).toBeNull();

    // A later change in its own batch as well; the rest of the row stays as registered.
    await changeEmail('acc-4', 'ola.third@example.test');
    await settle();
    expect(await getAccount(kit.db.client, 'acc-4')).toMatchObject({
      login: 'Ola_M',
      email: 'ola.third@example.test',
      passwordHash: 'hash-of-Ola_M',
    });
  });

  it('keeps an erased person out: their change of address reads as erased and drops what is left of them', async () => {
    await register('acc-5', 'Zosia_Z', 'zosia@example.test');
    await settle();
    expect(await getAccount(kit.db.client, 'acc-5')).not.toBeNull();
    await changeEmail('acc-5', null, { [ERASED]: true });
    await settle();
    expect(await getAccount(kit.db.client, 'acc-5')).toBeNull();
    expect(await findAccountByLogin(kit.db.client, 'zosia@example.test')).toBeNull();
    // A deleted account's later change (a replay) does not bring it back either.
    await kit.store.appendToStream('account-acc-4', [
      { id: randomUUID(), type: 'AccountDeleted', data: { accountId: 'acc-4', adIds: [], deletedAt: '2025-02-03T12:00:00.000Z' } },
    ]);
    await changeEmail('acc-4', 'ola.fourth@example.test');
    await settle();
    expect(await getAccount(kit.db.client, 'acc-4')).toBeNull();
  });

  it('follows roles, blocks and the verification badge, and lists them for the console', async () => {
    const at = '2025-02-05T12:00:00.000Z';
    const append = (stream: string, type: string, data: Record<string, unknown>) =>
      kit.store.appendToStream(stream, [{ id: randomUUID(), type, data }]);
    await append('account-acc-1', 'AccountRoleChanged', {
      accountId: 'acc-1',
      role: 2,
      previousRole: 0,
      changedBy: 'acc-2',
      changedAt: at,
    });
    await append('account-acc-1', 'AccountBlocked', { accountId: 'acc-1', reason: 'spam', blockedBy: 'acc-2', blockedAt: at });
    await append('verification-acc-1', 'AccountVerified', { accountId: 'acc-1', attemptId: randomUUID(), verifiedAt: at });
    await register('acc-6', 'Basia_B', 'basia@example.test');
    await append('account-acc-6', 'AccountBlocked', { accountId: 'acc-6', reason: 'scam', blockedBy: 'acc-2', blockedAt: at });
    await append('account-acc-6', 'AccountUnblocked', { accountId: 'acc-6', unblockedBy: 'acc-2', unblockedAt: at, reason: null });
    await settle();
    const page = { range: [0, 9] as [number, number] };
    expect((await listAccountsForAdmin(kit.db.client, { ...page, filter: { blocked: true } })).rows).toEqual([
      {
        id: 'acc-1',
        login: 'Kasia_K',
        role: 2,
        blocked: true,
        blockedReason: 'spam',
        verified: true,
        registeredAt: '2025-02-01T12:00:00.000Z',
      },
    ]);
    expect((await listAccountsForAdmin(kit.db.client, { ...page, filter: { verified: true, role: 2 } })).total).toBe(1);
    expect((await listAccountsForAdmin(kit.db.client, { ...page, filter: { q: 'asia' } })).rows.map((r) => r.id)).toEqual([
      'acc-6',
      'acc-1',
    ]);
    expect((await listAccountsForAdmin(kit.db.client, { ...page, filter: { q: 'ba' } })).rows.map((r) => r.id)).toEqual(['acc-6']);
    expect((await listAccountsForAdmin(kit.db.client, { ...page, filter: { q: '100%' } })).rows).toEqual([]);
    expect(
      (
        await listAccountsForAdmin(kit.db.client, { ...page, filter: { id: ['acc-2', 'acc-6'] }, sort: { field: 'login', order: 'ASC' } })
      ).rows.map((r) => r.login),
    ).toEqual(['admin', 'Basia_B']);
    expect(await isAccountBlocked(kit.db.client, 'acc-6')).toBe(false);
    expect(await countActiveAdministrators(kit.db.client, 'nobody')).toBe(1);
    expect(await countActiveAdministrators(kit.db.client, 'acc-2')).toBe(0);
    expect(await getAccountForAdmin(kit.db.client, 'acc-1')).toMatchObject({
      blocked: true,
      blockedBy: 'acc-2',
      blockedAt: at,
      verification: 'verified',
      points: 0,
      ads: { total: 0, active: 0, pending: 0 },
    });
  });

  it('a rebuild gives the same rows as incremental projection', async () => {
    const dump = async () => (await kit.db.client.query('SELECT to_jsonb(a) AS row FROM accounts a ORDER BY id')).rows.map((r) => r.row);
    const incremental = await dump();
    await kit.db.client.query(`UPDATE accounts SET email = 'damaged@example.test'`);
    await runner.rebuild('accounts');
    await settle();
    expect(await dump()).toEqual(incremental);
  });

  it('a database projected before addresses were followed replays the accounts projector once, on migration', async () => {
    const expected = await getAccount(kit.db.client, 'acc-1');
    await runner.stop();
    try {
      // As the old projector left it: past every event, with the registered address.
      await kit.db.client.query(`UPDATE accounts SET email = 'stale@example.test'`);
      await kit.db.client.query(`DELETE FROM read_model_migrations WHERE id = 'accounts/002-replay-for-email-changes'`);
      expect(await migrateReadModels(kit.db.client)).toEqual(['accounts/002-replay-for-email-changes']);
      expect(Number((await kit.db.client.query(`SELECT position FROM checkpoints WHERE name = 'accounts'`)).rows[0]?.position)).toBe(-1);
      expect(await migrateReadModels(kit.db.client)).toEqual([]);
    } finally {
      runner = new ProjectionRunner({
        sql: kit.db.client,
        eventStore: kit.store,
        projectors: createProjectors(),
        logger: recordingLogger(),
      });
      await runner.start();
    }
    await settle();
    expect(await getAccount(kit.db.client, 'acc-1')).toEqual(expected);
    expect(await findAccountByLogin(kit.db.client, 'stale@example.test')).toBeNull();
    expect(await getAccount(kit.db.client, 'acc-4')).toBeNull();
  });
});
