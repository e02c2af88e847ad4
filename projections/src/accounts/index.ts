import type { ReadModelContext } from '../runner/read-model-context';
import { accountsMigrations } from './accounts.migration';
import { createAccountsProjector } from './accounts.projector';

export * from './accounts.projector';
export * from './accounts.queries';
export { accountsMigrations } from './accounts.migration';

export const accountsReadModel: ReadModelContext = {
  name: 'accounts',
  migrations: accountsMigrations,
  tables: ['accounts'],
  projectors: () => [createAccountsProjector()],
};
