import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationsStreamId } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { findNotification, newestUnreadPosition } from '@anonse/projections';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { notificationsDecider } from '../domain/decide';
import { MarkAllNotificationsReadCommand, MarkNotificationReadCommand } from './mark-read.command';

/**
 * The notices themselves live in the read model (they are derived from other contexts' events), so the handler
 * looks the caller's notice up there and lets the decider rule on what it found.
 */
@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  async execute({ accountId, notificationId, ctx }: MarkNotificationReadCommand): Promise<CommandResult> {
    const notice = await findNotification(this.sql, accountId, notificationId);
    return runCommand({
      store: this.store,
      streamId: notificationsStreamId(accountId),
      decider: notificationsDecider,
      command: { type: 'MarkNotificationRead', accountId, notificationId, notice, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { read: notificationId }),
    });
  }
}

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
  ) {}

  async execute({ accountId, seenIds, ctx }: MarkAllNotificationsReadCommand): Promise<CommandResult> {
    const upToPosition = await newestUnreadPosition(this.sql, accountId, seenIds);
    return runCommand({
      store: this.store,
      streamId: notificationsStreamId(accountId),
      decider: notificationsDecider,
      command: { type: 'MarkAllNotificationsRead', accountId, upToPosition, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { readAll: upToPosition }),
    });
  }
}
