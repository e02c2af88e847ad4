import type { ReadModelContext } from '../runner/read-model-context';
import { SUPPORT_TABLES, supportMigrations } from './support.migration';
import { createSupportProjector } from './support.projector';
import { SUPPORT_CHAT_TABLES, supportChatMigrations } from './support-chat.migration';
import { createSupportChatProjector } from './support-chat.projector';

export * from './support.queries';
export * from './support-chat.queries';
export { createSupportProjector, SUPPORT_EVENT_TYPES } from './support.projector';
export { createSupportChatProjector, SUPPORT_CHAT_EVENT_TYPES } from './support-chat.projector';
export { supportMigrations, SUPPORT_TABLES } from './support.migration';
export { supportChatMigrations, SUPPORT_CHAT_TABLES } from './support-chat.migration';

export const supportReadModel: ReadModelContext = {
  name: 'support',
  migrations: [...supportMigrations, ...supportChatMigrations],
  tables: [...SUPPORT_TABLES, ...SUPPORT_CHAT_TABLES],
  projectors: () => [createSupportProjector(), createSupportChatProjector()],
};
