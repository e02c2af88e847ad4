import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { renderNotice, type Locale, type NotificationDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { countUnreadNotifications, listNotifications } from '@anonse/projections';
import { SQL } from '#api/platform/tokens';

export interface NotificationPage {
  notifications: NotificationDto[];
  unread_count: number;
}

/** The caller's newest notices, rendered in the language of the request (stored as codes and parameters). */
export class ListNotificationsQuery extends Query<NotificationPage> {
  constructor(
    readonly accountId: string,
    readonly limit: number,
    readonly locale: Locale,
  ) {
    super();
  }
}

export class CountUnreadNotificationsQuery extends Query<number> {
  constructor(readonly accountId: string) {
    super();
  }
}

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async execute({ accountId, limit, locale }: ListNotificationsQuery): Promise<NotificationPage> {
    const [rows, unread] = await Promise.all([
      listNotifications(this.sql, accountId, limit),
      countUnreadNotifications(this.sql, accountId),
    ]);
    const notifications = rows.map((row): NotificationDto => {
      const { text, link } = renderNotice({ kind: row.kind, params: row.params, adId: row.adId, adTitle: row.adTitle }, locale);
      return {
        id: row.id,
        kind: row.kind,
        data: JSON.stringify({ text, link }),
        text,
        link,
        read_at: row.readAt,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      };
    });
    return { notifications, unread_count: unread };
  }
}

@QueryHandler(CountUnreadNotificationsQuery)
export class CountUnreadNotificationsHandler implements IQueryHandler<CountUnreadNotificationsQuery> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  execute({ accountId }: CountUnreadNotificationsQuery): Promise<number> {
    return countUnreadNotifications(this.sql, accountId);
  }
}
