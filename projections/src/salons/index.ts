import type { ReadModelContext } from '../runner/read-model-context';
import { SALONS_TABLES, salonsMigrations } from './salons.migration';
import { createSalonsProjector } from './salons.projector';

export * from './salons.queries';
export { createSalonsProjector, SALONS_EVENT_TYPES } from './salons.projector';
export { salonsMigrations, SALONS_TABLES } from './salons.migration';

export const salonsReadModel: ReadModelContext = {
  name: 'salons',
  migrations: salonsMigrations,
  tables: SALONS_TABLES,
  projectors: () => [createSalonsProjector()],
};
