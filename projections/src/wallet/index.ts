import type { ReadModelContext } from '../runner/read-model-context';
import { WALLET_TABLES, walletMigrations } from './wallet.migration';
import { createWalletProjector } from './wallet.projector';

export * from './wallet.projector';
export * from './wallet.queries';
export { walletMigrations, WALLET_TABLES } from './wallet.migration';

export const walletReadModel: ReadModelContext = {
  name: 'wallet',
  migrations: walletMigrations,
  tables: WALLET_TABLES,
  projectors: () => [createWalletProjector()],
};
