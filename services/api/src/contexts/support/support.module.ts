import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { Module } from '@nestjs/common';
import { RateLimitModule } from '#api/platform/infra/rate-limit.module';
import { RealtimeModule } from '#api/platform/realtime/realtime.module';
import { ChangeSupportChatHandler } from './commands/change-support-chat.handler';
import { ChangeSupportMessageHandler } from './commands/change-support-message.handler';
import { AdminSupportChatsController } from './http/admin-support-chats.controller';
import { AdminSupportController } from './http/admin-support.controller';
import { ContactController } from './http/contact.controller';
import { SupportChatController } from './http/support-chat.controller';
import { SupportChatService } from './support-chat.service';
import { SupportChatFeed } from './workers/support-chat-feed';
import { SupportErasureWorker } from './workers/support-erasure.worker';
import { ContactRateLimits, SupportChatRateLimits } from './support-rate-limits';

export const CommandHandlers = [ChangeSupportMessageHandler, ChangeSupportChatHandler];

@Module({
  imports: [RateLimitModule, RealtimeModule],
  controllers: [ContactController, AdminSupportController, SupportChatController, AdminSupportChatsController],
  providers: [
    ...CommandHandlers,
    ContactRateLimits,
    SupportChatRateLimits,
    SupportChatService,
    SupportChatFeed,
    CommandWorkerPorts,
    SupportErasureWorker,
  ],
})
export class SupportModule {}
