import type { ReadModelContext } from '../runner/read-model-context';
import { MESSAGING_TABLES, messagingMigrations } from './messaging.migration';
import { createMessagingProjector } from './messaging.projector';

export * from './messaging.queries';
export { createMessagingProjector, MESSAGING_EVENT_TYPES } from './messaging.projector';
export { messagingMigrations, MESSAGING_TABLES } from './messaging.migration';

export const messagingReadModel: ReadModelContext = {
  name: 'messaging',
  migrations: messagingMigrations,
  tables: MESSAGING_TABLES,
  projectors: () => [createMessagingProjector()],
};
