import type { ReadModelContext } from '../runner/read-model-context';
import { PHONE_TABLES, phoneMigrations } from './phone.migration';
import { createPhoneProjector } from './phone.projector';

export * from './phone.projector';
export * from './phone.queries';
export { phoneMigrations, PHONE_TABLES } from './phone.migration';

export const phoneReadModel: ReadModelContext = {
  name: 'phone',
  migrations: phoneMigrations,
  tables: PHONE_TABLES,
  projectors: () => [createPhoneProjector()],
};
