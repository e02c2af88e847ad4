import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { Module } from '@nestjs/common';
import { ChangePromotionHandler } from './commands/change-promotion.handler';
import { AdminPromotionsController } from './http/admin-promotions.controller';
import { PromotionsController } from './http/promotions.controller';
import { PromotionWorker } from './workers/promotion.worker';

export const CommandHandlers = [ChangePromotionHandler];

@Module({
  controllers: [PromotionsController, AdminPromotionsController],
  providers: [...CommandHandlers, CommandWorkerPorts, PromotionWorker],
})
export class PromotionModule {}
