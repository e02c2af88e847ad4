import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportChatStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { supportChatDecider, type SupportChatCommand } from '../domain/chat';
import { ChangeSupportChatCommand } from './change-support-chat.command';

/** Appends to `support-chat-{accountId}` with optimistic concurrency (two staff answering at once both land, in order). */
@CommandHandler(ChangeSupportChatCommand)
export class ChangeSupportChatHandler implements ICommandHandler<ChangeSupportChatCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx, expectedRevision }: ChangeSupportChatCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: supportChatStreamId(change.accountId),
      decider: supportChatDecider,
      command: { ...change, now: ctx.now } as SupportChatCommand,
      ctx,
      scope: idempotencyScope(ctx, change),
      ...(expectedRevision !== undefined ? { expectedRevision } : {}),
    });
  }
}
