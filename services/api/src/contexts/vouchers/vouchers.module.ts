import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { Module } from '@nestjs/common';
import { RateLimitModule } from '#api/platform/infra/rate-limit.module';
import { RedeemVoucherHandler } from './commands/redeem-voucher.handler';
import { ChangeVoucherBatchHandler } from './commands/voucher-batch.handler';
import { AdminVouchersController } from './http/admin-vouchers.controller';
import { VouchersController } from './http/vouchers.controller';
import { VoucherCreditWorker } from './workers/voucher-credit.worker';
import { VoucherRateLimits } from './voucher-rate-limits';

export const CommandHandlers = [ChangeVoucherBatchHandler, RedeemVoucherHandler];

@Module({
  imports: [RateLimitModule],
  controllers: [VouchersController, AdminVouchersController],
  providers: [...CommandHandlers, VoucherRateLimits, CommandWorkerPorts, VoucherCreditWorker],
})
export class VouchersModule {}
