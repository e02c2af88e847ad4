import type { SqlClient } from '@anonse/eventstore';
import { listed } from '@anonse/contracts';
import * as LIST from './contexts';
import { applyReadModelMigrations, type ReadModelMigration } from './migrations/migrate-read-models';
import { checkpointsMigration } from './runner/checkpoints';
import { PROJECTION_RUNNER_MIGRATIONS } from './runner/parked-events';
import type { Projector } from './runner/projector';
import type { ReadModelContext } from './runner/read-model-context';
import type { SearchReadModelOptions } from './search';

/** Options every context's projectors are built with (one bag: a context reads what concerns it). */
export type ReadSideOptions = SearchReadModelOptions;

type Listed = typeof LIST;
type ReadModelNames = { [K in keyof Listed]: Listed[K] extends ReadModelContext<never> ? K : never }[keyof Listed];
const isReadModelContext = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'projectors' in value && 'migrations' in value && 'tables' in value;

/**
 * The read-side contexts: the ReadModelContext each line of contexts.ts brings along with its context's public face.
 * Projectors, migrations and tables are derived from it.
 */
export const READ_MODEL_CONTEXTS = listed(
  Object.fromEntries(Object.entries(LIST).filter(([, value]) => isReadModelContext(value))) as Pick<Listed, ReadModelNames>,
);

/** Every read-model migration in apply order: the runner's own tables, then each context's. */
export const READ_MODEL_MIGRATIONS: readonly ReadModelMigration[] = [
  checkpointsMigration,
  ...PROJECTION_RUNNER_MIGRATIONS,
  ...READ_MODEL_CONTEXTS.flatMap((context) => context.migrations),
];

/** Creates or completes the read-side schema; call once at boot, before the runner or any query. */
export const migrateReadModels = (sql: SqlClient): Promise<string[]> => applyReadModelMigrations(sql, READ_MODEL_MIGRATIONS);

/** Every context's projectors; search is Postgres by default, or the given external index (Meilisearch). */
export const createProjectors = (options: ReadSideOptions = {}): Projector[] =>
  READ_MODEL_CONTEXTS.flatMap((context) => context.projectors(options));

/** Every table a projector owns, for dumps in tests and tooling. */
export const READ_MODEL_TABLES: readonly string[] = READ_MODEL_CONTEXTS.flatMap((context) => context.tables);
