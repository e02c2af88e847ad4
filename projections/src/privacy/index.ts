import type { ReadModelContext } from '../runner/read-model-context';
import { accountErasuresMigrations } from './account-erasures.migration';
import { createAccountErasuresProjector } from './account-erasures.projector';

export * from './account-deletions';
export { openAccountErasures, openAccountErasureCount, completeAccountErasure } from './account-erasures.projector';

export const privacyReadModel: ReadModelContext = {
  name: 'privacy',
  migrations: accountErasuresMigrations,
  tables: ['account_erasures'],
  projectors: () => [createAccountErasuresProjector()],
};
