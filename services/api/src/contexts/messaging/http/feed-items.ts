import { Inject, Injectable } from '@nestjs/common';
import type { Locale, MessagingLiveItem } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { conversationFor, messageFor, messagingFeedOf, type FeedRow } from '@anonse/projections';
import { SQL } from '#api/platform/tokens';

/**
 * The items of the messaging feed as one person sees them, for the live push and the catch-up alike (the same
 * shape, so the browser handles both with one function). An item of a conversation the person deleted for
 * themselves carries nothing but its position: the cursor still moves past it.
 */
@Injectable()
export class MessagingFeedItems {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  rowsOf(accountId: string, after: number, limit: number): Promise<FeedRow[]> {
    return messagingFeedOf(this.sql, accountId, after, limit);
  }

  async itemsFor(accountId: string, rows: readonly FeedRow[], locale: Locale): Promise<MessagingLiveItem[]> {
    const items: MessagingLiveItem[] = [];
    for (const row of rows) items.push(await this.itemFor(accountId, row, locale));
    return items;
  }

  async itemFor(accountId: string, row: FeedRow, locale: Locale): Promise<MessagingLiveItem> {
    const item: MessagingLiveItem = { position: row.position, conversationId: row.conversationId };
    const view = await conversationFor(this.sql, accountId, row.conversationId, locale);
    if (!view) return item;
    item.conversation = view.summary;
    if (row.messageId) {
      const message = await messageFor(this.sql, accountId, row.messageId);
      if (message && message.seq > view.deletedUpTo) item.message = message;
    }
    return item;
  }
}
