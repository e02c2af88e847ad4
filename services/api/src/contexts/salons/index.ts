import type { ApiContext } from '#api/platform/api-context';
import { SalonsModule } from './salons.module';

/**
 * The salons context: massage salons submitted by their owners, moderated like ads, public at
 * `/salon-masazu/{slug}/` once approved (docs/product.md § 6 salon-access rule). The demo seed uses its commands.
 */
export { CreateSalonCommand, ModerateSalonCommand } from './commands/salon.commands';

export const salonsContext: ApiContext = { name: 'salons', module: SalonsModule };
