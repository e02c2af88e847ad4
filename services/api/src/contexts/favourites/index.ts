import type { ApiContext } from '#api/platform/api-context';
import { FavouritesModule } from './favourites.module';

/** The favourites context's public face. */
export const favouritesContext: ApiContext = { name: 'favourites', module: FavouritesModule };
