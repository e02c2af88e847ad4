import { Module } from '@nestjs/common';
import { ChangeWalletHandler } from './commands/change-wallet.handler';
import { AdminWalletsController } from './http/admin-wallets.controller';
import { WalletController } from './http/wallet.controller';
import { QueryHandlers } from './queries/wallet.queries';

export const CommandHandlers = [ChangeWalletHandler];

@Module({
  controllers: [WalletController, AdminWalletsController],
  providers: [...CommandHandlers, ...QueryHandlers],
})
export class WalletModule {}
