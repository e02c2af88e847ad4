import type { ReadModelContext } from '../runner/read-model-context';
import { SUPPORT_TABLES, supportMigrations } from './support.migration';
import { createSupportProjector } from './support.projector';

export * from './support.queries';
export { createSupportProjector, SUPPORT_EVENT_TYPES } from './support.projector';
export { supportMigrations, SUPPORT_TABLES } from './support.migration';

export const supportReadModel: ReadModelContext = {
  name: 'support',
  migrations: supportMigrations,
  tables: SUPPORT_TABLES,
  projectors: () => [createSupportProjector()],
};
