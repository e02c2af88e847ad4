import type { SqlClient } from '@anonse/eventstore';
import { createAccountsProjector } from './accounts/accounts.projector';
import { createAdsProjector } from './ads/ads.projector';
import { applyReadModelMigrations, type ReadModelMigration } from './migrations/migrate-read-models';
import { checkpointsMigration } from './runner/checkpoints';
import type { Projector } from './runner/projector';
import { searchAdsMigrations } from './search/postgres/search-ads.migration';
import { createExternalSearchProjector, createPostgresSearchProjector } from './search/search.projector';
import type { SearchIndex } from './search/search-index';

/**
 * Every read-model migration in apply order. `search_ads` is created even when Meilisearch serves search,
 * so switching adapters is a rebuild, not a migration.
 */
export const READ_MODEL_MIGRATIONS: readonly ReadModelMigration[] = [
  checkpointsMigration,
  ...createAdsProjector().migrations,
  ...createAccountsProjector().migrations,
  ...searchAdsMigrations,
];

/** Creates or completes the read-side schema; call once at boot, before the runner or any query. */
export const migrateReadModels = (sql: SqlClient): Promise<string[]> => applyReadModelMigrations(sql, READ_MODEL_MIGRATIONS);

/**
 * The projectors of this slice: ads, accounts and search — Postgres search by default, or the given external
 * index (Meilisearch) when one is configured.
 */
export function createProjectors(options: { externalSearchIndex?: SearchIndex } = {}): Projector[] {
  return [
    createAdsProjector(),
    createAccountsProjector(),
    options.externalSearchIndex ? createExternalSearchProjector(options.externalSearchIndex) : createPostgresSearchProjector(),
  ];
}

/** Every table a projector owns, for dumps in tests and tooling. */
export const READ_MODEL_TABLES = ['ads', 'accounts', 'search_ads'] as const;
