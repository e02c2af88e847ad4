import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATION_PUSH_EVENT, type NotificationPush } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { newestNotificationPosition, notificationsAfter, type NewNotification } from '@anonse/projections';
import type { Logger } from 'pino';
import { FeedTailer } from '#api/platform/realtime/feed-tailer';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, LOGGER, SQL } from '#api/platform/tokens';

/**
 * Pushes each new notice to its recipient's sockets (FeedTailer). Notices made while a browser was away are not
 * replayed here: the browser reloads its list whenever it (re)connects.
 */
@Injectable()
export class NotificationFeed extends FeedTailer<NewNotification> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    realtime: RealtimeServer,
  ) {
    super(realtime, config.notifications.feedPollMs, logger, 'notifications');
  }

  protected newest(): Promise<number> {
    return newestNotificationPosition(this.sql);
  }

  protected after(position: number, limit: number): Promise<NewNotification[]> {
    return notificationsAfter(this.sql, position, limit);
  }

  protected push(row: NewNotification): void {
    const payload: NotificationPush = { id: row.id, created_at: row.createdAt };
    this.realtime.toUserHere(row.recipientId, NOTIFICATION_PUSH_EVENT, payload);
  }
}
