import { Inject, Injectable } from '@nestjs/common';
import { MESSAGING_PUSH_EVENT } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { messagingFeedAfter, newestMessagingFeedPosition, type FeedRow } from '@anonse/projections';
import type { Logger } from 'pino';
import { FeedTailer } from '#api/platform/realtime/feed-tailer';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, LOGGER, SQL } from '#api/platform/tokens';
import { MessagingFeedItems } from '../http/feed-items';

/**
 * Pushes each new row of the messaging feed to its account's sockets (FeedTailer). What a browser missed while away
 * it fetches from GET /api/conversations/events (the same items). A pushed summary's ad path is the Polish one (a
 * socket has no language); the catch-up answers in the request's language.
 */
@Injectable()
export class MessagingFeed extends FeedTailer<FeedRow> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    realtime: RealtimeServer,
    private readonly items: MessagingFeedItems,
  ) {
    super(realtime, config.notifications.feedPollMs, logger, 'messaging');
  }

  protected newest(): Promise<number> {
    return newestMessagingFeedPosition(this.sql);
  }

  protected after(position: number, limit: number): Promise<FeedRow[]> {
    return messagingFeedAfter(this.sql, position, limit);
  }

  protected async push(row: FeedRow): Promise<void> {
    this.realtime.toUserHere(row.accountId, MESSAGING_PUSH_EVENT, await this.items.itemFor(row.accountId, row, 'pl'));
  }
}
