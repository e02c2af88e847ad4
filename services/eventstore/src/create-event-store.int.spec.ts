import { createEventStore } from './create-event-store';
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
