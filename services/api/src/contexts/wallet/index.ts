import type { ApiContext } from '#api/platform/api-context';
import { WalletModule } from './wallet.module';

export { ChangeWalletCommand, type WalletChange } from './commands/wallet.command';
/** The pure fold of `wallet-{id}` (the audit context replays it as of any moment). */
export { evolveWallet, initialWalletState, type WalletState } from './domain/state';

/** The wallet context's public face: other contexts move points only through ChangeWalletCommand. */
export const walletContext: ApiContext = { name: 'wallet', module: WalletModule };
