import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { emailDecider } from '../domain/email-decide';
import { AccountEmailCommand } from './account-email.command';

@CommandHandler(AccountEmailCommand)
export class AccountEmailHandler implements ICommandHandler<AccountEmailCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ accountId, command, ctx }: AccountEmailCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: accountStreamId(accountId),
      decider: emailDecider,
      command,
      ctx,
      // Keyed (command-context.ts): the payload may hold a password hash or an address.
      scope: idempotencyScope(ctx, { accountEmail: accountId, ...command }),
    });
  }
}
