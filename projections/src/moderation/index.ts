import type { ReadModelContext } from '../runner/read-model-context';
import { MODERATION_TABLES, moderationMigrations } from './moderation.migration';
import { createModerationProjector } from './moderation.projector';

export * from './moderation.projector';
export * from './moderation.queries';
export { moderationMigrations, MODERATION_TABLES } from './moderation.migration';

export const moderationReadModel: ReadModelContext = {
  name: 'moderation',
  migrations: moderationMigrations,
  tables: MODERATION_TABLES,
  projectors: () => [createModerationProjector()],
};
