import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { passwordDecider } from '../domain/decide';
import { hashPassword } from '../passwords';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ accountId, newPassword, ctx }: ChangePasswordCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: accountStreamId(accountId),
      decider: passwordDecider,
      command: { type: 'ChangePassword', accountId, passwordHash: await hashPassword(newPassword), now: ctx.now },
      ctx,
      // Keyed (command-context.ts): the payload is a password.
      scope: idempotencyScope(ctx, { changePassword: accountId, password: newPassword }),
    });
  }
}
