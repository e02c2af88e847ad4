export * from './event-store';
export * from './sql-client';
export { createPgliteClient } from './sql-client-pglite';
export { createPgClient } from './sql-client-pg';
export { createTestDatabase, withSearchPath, PGLITE_EXTENSIONS, type TestDatabase } from './testing/test-database';
