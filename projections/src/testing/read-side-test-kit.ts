import { createTestDatabase, PostgresEventStore, type TestDatabase } from '@anonse/eventstore';
import { migrateReadModels } from '../read-models';
import type { RunnerLogger } from '../runner/projection-runner';

/** A fresh database (PGlite, or a schema on DATABASE_URL) with the event store and the read models migrated. */
export async function openReadSide(): Promise<{ db: TestDatabase; store: PostgresEventStore; close(): Promise<void> }> {
  const db = await createTestDatabase();
  const store = new PostgresEventStore(db.client, { pollIntervalMs: 50 });
  await store.migrate();
  await migrateReadModels(db.client);
  return {
    db,
    store,
    async close() {
      await store.close();
      await db.close();
    },
  };
}

/** A logger that keeps what it was told, so tests can assert a failure was reported. */
export function recordingLogger(): RunnerLogger & { errors: string[]; infos: string[] } {
  const errors: string[] = [];
  const infos: string[] = [];
  return { errors, infos, error: (m) => void errors.push(m), info: (m) => void infos.push(m) };
}
