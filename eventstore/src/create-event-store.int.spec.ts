import { createEventStore } from './create-event-store';
import { ERASED } from './personal-data';
import { KurrentEventStore } from './kurrent-event-store';
import { PostgresEventStore } from './postgres-event-store';
import { createTestDatabase } from './testing/test-database';

describe('createEventStore', () => {
  it('uses Postgres, migrated and ready, when no EVENT_STORE_URL is given', async () => {
    const db = await createTestDatabase();
    try {
      const store = await createEventStore({ sql: db.client });
      expect(store).toBeInstanceOf(PostgresEventStore);
      const appended = await store.appendToStream('ad-1', [{ id: '0d4f5a4e-8f0e-4a7c-b1e6-5c2f6b1d9e01', type: 'AdCreated', data: {} }]);
      expect(await store.headPosition()).toBe(appended.position);
      await store.close();
    } finally {
      await db.close();
    }
  });

  it('uses EventStoreDB for a kurrentdb:// URL (connecting lazily) and rejects other schemes', async () => {
    const db = await createTestDatabase();
    try {
      const store = await createEventStore({ eventStoreUrl: 'kurrentdb://127.0.0.1:2113?tls=false', sql: db.client });
      expect(store).toBeInstanceOf(KurrentEventStore);
      await store.close();
      await expect(createEventStore({ eventStoreUrl: 'http://127.0.0.1:2113', sql: db.client })).rejects.toThrow(/EVENT_STORE_URL/);
    } finally {
      await db.close();
    }
  });
});

// A key vault in a database of its own needs a server to point KEY_VAULT_URL at.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('createEventStore with a separate key vault (KEY_VAULT_URL; needs DATABASE_URL)', () => {
  const policy = { AccountRegistered: { subject: (d: Record<string, unknown>) => `person-${String(d.accountId)}`, fields: ['email'] } };

  it('keeps the keys out of the event store database, so a dump of it alone reads nothing', async () => {
    const db = await createTestDatabase();
    const vaultDb = await createTestDatabase();
    try {
      const store = await createEventStore({ sql: db.client, personalData: policy, keyVaultUrl: vaultDb.connectionString });
      const email = 'vault.only@example.com';
      await store.appendToStream('account-v1', [
        { id: '0d4f5a4e-8f0e-4a7c-b1e6-5c2f6b1d9e02', type: 'AccountRegistered', data: { accountId: 'v1', email } },
      ]);
      expect((await store.readStream('account-v1'))[0]?.data).toMatchObject({ email });

      const tables = async (client: typeof db.client) =>
        (
          await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'personal_data_keys' AND schemaname = current_schema()",
          )
        ).rows[0]?.n;
      expect(await tables(db.client)).toBe(0);
      expect(await tables(vaultDb.client)).toBe(1);
      const raw = await db.client.query<{ data: unknown }>("SELECT data FROM events WHERE stream_id = 'account-v1'");
      expect(JSON.stringify(raw.rows)).not.toContain(email);
      // A process that forgot KEY_VAULT_URL would read everyone as erased (and drop their rows): it is refused.
      await expect(createEventStore({ sql: db.client, personalData: policy })).rejects.toThrow(/KEY_VAULT_URL is not set/);
      await store.close();
    } finally {
      await db.close();
      await vaultDb.close();
    }
  });
});
