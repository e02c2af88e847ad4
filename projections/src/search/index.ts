import type { ReadModelContext } from '../runner/read-model-context';
import { searchAdsMigrations } from './postgres/search-ads.migration';
import type { SearchIndex } from './search-index';
import { createExternalSearchProjector, createPostgresSearchProjector } from './search.projector';

export * from './search-index';
export * from './search-document';
export * from './search-query';
export * from './tour-marker';
export * from './premium-rotation';
export * from './working-hours';
export * from './search-cursor';
export * from './similar-ads';
export * from './search.projector';
export * from './postgres/postgres-search-index';
export { searchAdsMigrations } from './postgres/search-ads.migration';
export * from './meilisearch/meilisearch-search-index';

export interface SearchReadModelOptions {
  /** Meilisearch when configured; otherwise search_ads in Postgres, written with its checkpoint. */
  readonly externalSearchIndex?: SearchIndex;
}

export const searchReadModel: ReadModelContext<SearchReadModelOptions> = {
  name: 'search',
  migrations: searchAdsMigrations,
  tables: ['search_ads'],
  projectors: (options) => [
    options.externalSearchIndex ? createExternalSearchProjector(options.externalSearchIndex) : createPostgresSearchProjector(),
  ],
};
export * from './match-plan';
