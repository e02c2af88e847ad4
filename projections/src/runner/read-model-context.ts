import type { ReadModelMigration } from '../migrations/migrate-read-models';
import type { Projector } from './projector';

/**
 * What one context contributes to the read side: its projectors, the migrations of its tables and the tables'
 * names. The list of contexts (../contexts.ts) derives every projector, migration and table from these.
 */
export interface ReadModelContext<Options = unknown> {
  readonly name: string;
  /** Run even when a projector writes elsewhere (Meilisearch), so switching adapters is a rebuild, not a migration. */
  readonly migrations: readonly ReadModelMigration[];
  readonly tables: readonly string[];
  projectors(options: Options): Projector[];
}
