import type { ReadModelContext } from '../runner/read-model-context';
import { SAVED_SEARCHES_TABLES, savedSearchesMigrations } from './saved-searches.migration';
import { createSavedSearchesProjector } from './saved-searches.projector';

export * from './saved-searches.queries';
export { createSavedSearchesProjector } from './saved-searches.projector';
export { savedSearchesMigrations, SAVED_SEARCHES_TABLES } from './saved-searches.migration';

export const savedSearchesReadModel: ReadModelContext = {
  name: 'saved-searches',
  migrations: savedSearchesMigrations,
  tables: SAVED_SEARCHES_TABLES,
  projectors: () => [createSavedSearchesProjector()],
};
