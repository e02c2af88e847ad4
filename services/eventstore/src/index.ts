export * from './event-store';
export * from './sql-client';
export { createPgliteClient } from './sql-client-pglite';
export { createPgClient } from './sql-client-pg';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
export { migrateEventStore, notifyChannelFor } from './postgres-event-store-schema';
export { KurrentEventStore } from './kurrent-event-store';
export { createEventStore, isKurrentUrl, type CreateEventStoreOptions } from './create-event-store';
export { createTestDatabase, withSearchPath, PGLITE_EXTENSIONS, type TestDatabase } from './testing/test-database';
