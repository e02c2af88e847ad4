import type { SqlExecutor } from '@anonse/eventstore';
import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * A counter that moves whenever what anonymous visitors see may have changed: the runner raises it in the same
 * transaction as a batch of a projector marked `changesPublicPages` (search, photos). Page caches of every API
 * process compare it (one primary-key read) and drop their pages when it moved, so a change is visible within the
 * cache's polling interval, whichever process projected it.
 */
export const contentVersionMigration: ReadModelMigration = {
  id: 'content-version/001-create',
  up: () => [
    'CREATE TABLE content_version (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)',
    'INSERT INTO content_version (id, version) VALUES (1, 0)',
  ],
};

export async function raiseContentVersion(db: SqlExecutor): Promise<void> {
  await db.query('UPDATE content_version SET version = version + 1 WHERE id = 1');
}

export async function readContentVersion(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ version: string | number }>('SELECT version FROM content_version WHERE id = 1');
  return Number(rows[0]?.version ?? 0);
}
