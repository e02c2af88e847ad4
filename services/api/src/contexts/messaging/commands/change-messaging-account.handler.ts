import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messagingAccountStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { messagingAccountDecider, type MessagingAccountCommand } from '../domain/account';
import { ChangeMessagingAccountCommand } from './change-messaging-account.command';

@CommandHandler(ChangeMessagingAccountCommand)
export class ChangeMessagingAccountHandler implements ICommandHandler<ChangeMessagingAccountCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx }: ChangeMessagingAccountCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: messagingAccountStreamId(change.accountId),
      decider: messagingAccountDecider,
      command: { ...change, now: ctx.now } as MessagingAccountCommand,
      ctx,
      scope: idempotencyScope(ctx, change),
    });
  }
}
