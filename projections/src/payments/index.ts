import type { ReadModelContext } from '../runner/read-model-context';
import { PAYMENTS_TABLES, paymentsMigrations } from './payments.migration';
import { createPaymentsProjector } from './payments.projector';

export * from './payments.projector';
export * from './payments.queries';
export { paymentsMigrations, PAYMENTS_TABLES } from './payments.migration';

export const paymentsReadModel: ReadModelContext = {
  name: 'payments',
  migrations: paymentsMigrations,
  tables: PAYMENTS_TABLES,
  projectors: () => [createPaymentsProjector()],
};
