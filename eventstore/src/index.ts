export * from './event-store';
export * from './sql-client';
export { createPgliteClient } from './sql-client-pglite';
export { createPgClient } from './sql-client-pg';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
export { migrateEventStore, notifyChannelFor } from './postgres-event-store-schema';
// The type only: its module loads the EventStoreDB client (gRPC and a native bridge, ~27 MiB resident), which
// createEventStore loads when EVENT_STORE_URL names one, never in the embedded or Postgres modes.
export type { KurrentEventStore } from './kurrent-event-store';
export { createEventStore, isKurrentUrl, type CreateEventStoreOptions } from './create-event-store';
export {
  createTestDatabase,
  TEST_TEMPLATE_DIR_ENV,
  withSearchPath,
  type TestDatabase,
  type TestDatabaseTemplate,
} from './testing/test-database';
export { PGLITE_EXTENSIONS } from './pglite-extensions';
export { openSqlClient } from './open-sql-client';
export * from './personal-data';
export { withDeadline } from './deadline';
export { underMigrationLock } from './migration-lock';
export { isDatabaseUnavailable } from './unavailable';
