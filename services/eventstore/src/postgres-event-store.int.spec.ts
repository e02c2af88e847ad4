import { PostgresEventStore } from './postgres-event-store';
import { eventStoreContract, type EventStoreHarness } from './testing/event-store.contract';
import { createTestDatabase } from './testing/test-database';

async function postgresHarness(poolSize?: number): Promise<EventStoreHarness> {
  const db = await createTestDatabase(poolSize ? { poolSize } : {});
  const store = new PostgresEventStore(db.client);
  await store.migrate();
  return {
    store,
    async close() {
      await store.close();
      await db.close();
    },
  };
}

const onPostgresServer = Boolean(process.env.DATABASE_URL);

eventStoreContract(onPostgresServer ? 'postgres' : 'pglite', () => postgresHarness(), {
  rejectsPartialDuplicates: true,
  // PGlite is one connection: writers cannot overlap there, so the stress test needs the server.
  ...(onPostgresServer ? { concurrentHarness: () => postgresHarness(12) } : {}),
});

describe('PostgresEventStore.migrate', () => {
  it('can run again, and concurrently, without touching stored events', async () => {
    const db = await createTestDatabase();
    try {
      const store = new PostgresEventStore(db.client);
      await store.migrate();
      await store.appendToStream('ad-1', [{ id: '4f1c1a52-2c47-4d3c-9d43-3a5f0b6f2a11', type: 'AdCreated', data: {} }]);
      await Promise.all([store.migrate(), new PostgresEventStore(db.client).migrate()]);
      expect((await store.readStream('ad-1')).map((e) => e.type)).toEqual(['AdCreated']);
      await store.close();
    } finally {
      await db.close();
    }
  });
});
