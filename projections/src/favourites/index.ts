import type { ReadModelContext } from '../runner/read-model-context';
import { FAVOURITES_TABLES, favouritesMigrations } from './favourites.migration';
import { createFavouritesProjector } from './favourites.projector';

export * from './favourites.projector';
export * from './favourites.queries';
export { favouritesMigrations, FAVOURITES_TABLES } from './favourites.migration';

export const favouritesReadModel: ReadModelContext = {
  name: 'favourites',
  migrations: favouritesMigrations,
  tables: FAVOURITES_TABLES,
  projectors: () => [createFavouritesProjector()],
};
