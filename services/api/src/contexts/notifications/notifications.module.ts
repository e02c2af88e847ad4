import { Module } from '@nestjs/common';
import { RealtimeModule } from '#api/platform/realtime/realtime.module';
import { MarkAllNotificationsReadHandler, MarkNotificationReadHandler } from './commands/mark-read.handler';
import { NotificationsController } from './http/notifications.controller';
import { NotificationFeed } from './workers/notification-feed';
import { CountUnreadNotificationsHandler, ListNotificationsHandler } from './queries/notifications.queries';

export const CommandHandlers = [MarkNotificationReadHandler, MarkAllNotificationsReadHandler];
export const QueryHandlers = [ListNotificationsHandler, CountUnreadNotificationsHandler];

@Module({
  imports: [RealtimeModule],
  controllers: [NotificationsController],
  providers: [...CommandHandlers, ...QueryHandlers, NotificationFeed],
})
export class NotificationsModule {}
