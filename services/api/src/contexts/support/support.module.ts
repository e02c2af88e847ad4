import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { Module } from '@nestjs/common';
import { RateLimitModule } from '#api/platform/infra/rate-limit.module';
import { ChangeSupportMessageHandler } from './commands/change-support-message.handler';
import { AdminSupportController } from './http/admin-support.controller';
import { ContactController } from './http/contact.controller';
import { SupportErasureWorker } from './workers/support-erasure.worker';
import { ContactRateLimits } from './support-rate-limits';

export const CommandHandlers = [ChangeSupportMessageHandler];

@Module({
  imports: [RateLimitModule],
  controllers: [ContactController, AdminSupportController],
  providers: [...CommandHandlers, ContactRateLimits, CommandWorkerPorts, SupportErasureWorker],
})
export class SupportModule {}
