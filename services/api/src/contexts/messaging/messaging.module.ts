import { Module } from '@nestjs/common';
import { RateLimitModule } from '#api/platform/infra/rate-limit.module';
import { RealtimeModule } from '#api/platform/realtime/realtime.module';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { mediaContext, MessagePhotoStore } from '../media';
import { ChangeConversationHandler } from './commands/change-conversation.handler';
import { ChangeMessagingAccountHandler } from './commands/change-messaging-account.handler';
import { AdminConversationsController } from './http/admin-conversations.controller';
import { EmailNoticeUnsubscribeController } from './http/email-notice-unsubscribe.controller';
import { ConversationsController } from './http/conversations.controller';
import { MessagingFeedItems } from './http/feed-items';
import { MessageSettingsController } from './http/message-settings.controller';
import { MessagingRateLimits } from './messaging-rate-limits';
import { MessagingService } from './messaging.service';
import { EmailNoticeWorker } from './workers/email-notice.worker';
import { MessagingErasureWorker } from './workers/messaging-erasure.worker';
import { MessagingFeed } from './workers/messaging-feed';

export const CommandHandlers = [ChangeConversationHandler, ChangeMessagingAccountHandler];

@Module({
  // The storage port of photos (MEDIA_STORAGE): photos in messages live on its private side, sealed.
  imports: [RateLimitModule, RealtimeModule, mediaContext.module],
  controllers: [ConversationsController, MessageSettingsController, EmailNoticeUnsubscribeController, AdminConversationsController],
  providers: [
    ...CommandHandlers,
    MessagingService,
    MessagePhotoStore,
    MessagingRateLimits,
    MessagingFeedItems,
    MessagingFeed,
    CommandWorkerPorts,
    MessagingErasureWorker,
    EmailNoticeWorker,
  ],
})
export class MessagingModule {}
