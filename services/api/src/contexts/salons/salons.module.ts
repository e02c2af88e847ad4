import { Module } from '@nestjs/common';
import { SalonReferencesCheck } from './commands/salon-references.check';
import { CreateSalonHandler, DeleteSalonHandler, EditSalonHandler, ModerateSalonHandler } from './commands/salon.handlers';
import { AdminSalonsController } from './http/admin-salons.controller';
import { OwnerSalonsController } from './http/owner-salons.controller';
import { PublicSalonsController } from './http/public-salons.controller';
import { SalonPagesSitemap } from './sitemap/salon-pages.sitemap';

export const CommandHandlers = [CreateSalonHandler, EditSalonHandler, ModerateSalonHandler, DeleteSalonHandler];

@Module({
  // The public controller first: its static `public` and `cities` routes must not be read as a salon id.
  controllers: [PublicSalonsController, OwnerSalonsController, AdminSalonsController],
  providers: [...CommandHandlers, SalonReferencesCheck, SalonPagesSitemap],
})
export class SalonsModule {}
