import { Inject, Injectable } from '@nestjs/common';
import { SUPPORT_CHAT_PUSH_EVENT } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { newestSupportChatFeedPosition, STAFF_RECIPIENT, supportChatFeedAfter, type SupportChatFeedRow } from '@anonse/projections';
import type { Logger } from 'pino';
import type { AppConfig } from '#api/platform/config/config';
import { FeedTailer } from '#api/platform/realtime/feed-tailer';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { APP_CONFIG, LOGGER, SQL } from '#api/platform/tokens';
import { SupportChatService } from '../support-chat.service';

/**
 * Pushes each new row of the support chat feed (FeedTailer): a person's rows to their sockets, the staff's to every
 * moderator's and administrator's socket on this node. A person's page catches up from GET /api/support/chat/events;
 * the console reads the chat again on every push and reconnection.
 */
@Injectable()
export class SupportChatFeed extends FeedTailer<SupportChatFeedRow> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    realtime: RealtimeServer,
    private readonly chats: SupportChatService,
  ) {
    super(realtime, config.notifications.feedPollMs, logger, 'support chat');
  }

  protected newest(): Promise<number> {
    return newestSupportChatFeedPosition(this.sql);
  }

  protected after(position: number, limit: number): Promise<SupportChatFeedRow[]> {
    return supportChatFeedAfter(this.sql, position, limit);
  }

  protected async push(row: SupportChatFeedRow): Promise<void> {
    const item = await this.chats.itemFor(row);
    if (row.recipient === STAFF_RECIPIENT) this.realtime.toAnsweringStaffHere(SUPPORT_CHAT_PUSH_EVENT, item);
    else this.realtime.toUserHere(row.recipient, SUPPORT_CHAT_PUSH_EVENT, item);
  }
}
