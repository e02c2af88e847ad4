import type { RecordedEvent } from '@anonse/eventstore';
import type { SqlExecutor } from '@anonse/eventstore';
import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * A projector turns batches of events (global order) into read-model state.
 *
 * - `transactional`: `apply` runs inside the runner's transaction that also advances the checkpoint, so
 *   each event takes effect exactly once even across crashes (Postgres read models, Postgres search).
 * - `idempotent`: `apply` writes somewhere outside that transaction (Meilisearch); the checkpoint is written
 *   after it succeeds, so a crash replays the batch and `apply` must tolerate that (revision guards).
 */
export interface Projector {
  readonly name: string;
  readonly mode: 'transactional' | 'idempotent';
  /** Event types this projector reads; the others only advance its checkpoint. */
  readonly handles: readonly string[];
  /**
   * Projectors whose read models `apply` reads: the runner applies a batch only once these have passed
   * its last position, so e.g. the search projector always finds the ad rows it indexes.
   */
  readonly dependsOn?: readonly string[];
  /**
   * Whether its rows are what anonymous visitors' pages show (lists, photos): a batch it applies then raises the
   * content version in the same transaction, which tells page caches to drop their pages (content-version.ts).
   */
  readonly changesPublicPages?: boolean;
  /** Its own tables' migrations (run by `migrateReadModels`). */
  readonly migrations: readonly ReadModelMigration[];
  /** `events` holds only handled types, in global order, never empty. `db` is the transaction when transactional. */
  apply(events: readonly RecordedEvent[], db: SqlExecutor): Promise<void>;
  /** Forgets everything it projected (for rebuild); `db` is the rebuild transaction when transactional. */
  reset(db: SqlExecutor): Promise<void>;
}
