import { Module } from '@nestjs/common';
import { UpdateFavouritesHandler } from './commands/update-favourites.handler';
import { FavouritesController } from './http/favourites.controller';
import { ListFavouritesHandler, VisibleAdIdsHandler } from './queries/favourites.queries';

export const CommandHandlers = [UpdateFavouritesHandler];
export const QueryHandlers = [ListFavouritesHandler, VisibleAdIdsHandler];

@Module({
  controllers: [FavouritesController],
  providers: [...CommandHandlers, ...QueryHandlers],
})
export class FavouritesModule {}
