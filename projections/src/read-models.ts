import type { SqlClient } from '@anonse/eventstore';
import { READ_MODEL_CONTEXTS, type ReadSideOptions } from './contexts';
import { applyReadModelMigrations, type ReadModelMigration } from './migrations/migrate-read-models';
import { checkpointsMigration } from './runner/checkpoints';
import { PROJECTION_RUNNER_MIGRATIONS } from './runner/parked-events';
import type { Projector } from './runner/projector';

/** Every read-model migration in apply order: the runner's own tables, then each context's. */
export const READ_MODEL_MIGRATIONS: readonly ReadModelMigration[] = [
  checkpointsMigration,
  ...PROJECTION_RUNNER_MIGRATIONS,
  ...READ_MODEL_CONTEXTS.flatMap((context) => context.migrations),
];

/** Creates or completes the read-side schema; call once at boot, before the runner or any query. */
export const migrateReadModels = (sql: SqlClient): Promise<string[]> => applyReadModelMigrations(sql, READ_MODEL_MIGRATIONS);

/** Every context's projectors; search is Postgres by default, or the given external index (Meilisearch). */
export const createProjectors = (options: ReadSideOptions = {}): Projector[] => READ_MODEL_CONTEXTS.flatMap((context) => context.projectors(options));

/** Every table a projector owns, for dumps in tests and tooling. */
export const READ_MODEL_TABLES: readonly string[] = READ_MODEL_CONTEXTS.flatMap((context) => context.tables);
