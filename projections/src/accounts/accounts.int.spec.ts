import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { findAccountByLogin, getAccount } from './accounts.queries';

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

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await register('acc-1', 'Kasia_K', 'kasia@example.test');
    await register('acc-2', 'admin', 'Admin@Example.test', 1);
    // A second claim of the same login (any case) must not stall the projection: the first one keeps it.
    const last = await register('acc-3', 'KASIA_k', 'other@example.test');
    await runner.start();
    expect(await runner.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
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
});
