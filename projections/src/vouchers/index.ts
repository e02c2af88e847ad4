import type { ReadModelContext } from '../runner/read-model-context';
import { VOUCHERS_TABLES, vouchersMigrations } from './vouchers.migration';
import { createVouchersProjector } from './vouchers.projector';

export * from './vouchers.projector';
export * from './vouchers.queries';
export { vouchersMigrations, VOUCHERS_TABLES } from './vouchers.migration';

export const vouchersReadModel: ReadModelContext = {
  name: 'vouchers',
  migrations: vouchersMigrations,
  tables: VOUCHERS_TABLES,
  projectors: () => [createVouchersProjector()],
};
